import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { WIDGETS } from '@healthdeck/widgets';

// Pages load each widget's code on first use; loading it once up front keeps a slow transform on
// a busy machine from counting against a test's wait for the widget to appear.
beforeAll(async () => {
  await Promise.all(WIDGETS.map((widget) => widget.load()));
});

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { WIDGETS } from '@healthdeck/widgets';

// A screen's code loads on first navigation (lazy routes), transformed by vitest on the way: on a
// busy machine that takes longer than Testing Library's default 1 s wait for what it shows.
configure({ asyncUtilTimeout: 5000 });

// Pages load each widget's code on first use; loading it once up front keeps a slow transform on
// a busy machine from counting against a test's wait for the widget to appear.
beforeAll(async () => {
  await Promise.all(WIDGETS.map((widget) => widget.load()));
});
import { expectNoContractViolations } from '@healthdeck/sdk/testing';

// happy-dom's IntersectionObserver never reports, so a page's widgets would wait off screen for ever;
// without one they load at once (packages/widgets/src/registry/near-viewport.ts).
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

// vitest runs without globals, so Testing Library cannot register its own cleanup. A body the fake
// server answered that the contract refuses fails the test here (it was answered 500 meanwhile).
afterEach(() => {
  cleanup();
  expectNoContractViolations();
});

import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { WIDGETS } from '@healthdeck/widgets';

// Pages load each widget's code on first use; loading it once up front keeps a slow transform on
// a busy machine from counting against a test's wait for the widget to appear.
beforeAll(async () => {
  await Promise.all(WIDGETS.map((widget) => widget.load()));
});
import { expectNoContractViolations } from '@healthdeck/sdk/testing';

// vitest runs without globals, so Testing Library cannot register its own cleanup. A body the fake
// server answered that the contract refuses fails the test here (it was answered 500 meanwhile).
afterEach(() => {
  cleanup();
  expectNoContractViolations();
});

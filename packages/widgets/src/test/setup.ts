import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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

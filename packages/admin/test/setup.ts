import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { expectNoContractViolations } from '@healthdeck/sdk/testing';

// vitest runs without globals, so Testing Library cannot register its own cleanup. A body the fake
// server answered that the contract refuses fails the test here (it was answered 500 meanwhile).
afterEach(() => {
  cleanup();
  expectNoContractViolations();
});

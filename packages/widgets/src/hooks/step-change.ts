// Loaded when the member first changes a step counter (hydration, sleep; use-step-change.ts): runs
// one of the sdk's optimistic step mutations (run-mutation.ts).
import type { HealthDeck, StepMutationOptions } from '@healthdeck/sdk';
import { runMutation } from './run-mutation';

export type StepDirection = 'increment' | 'decrement';

export interface StepMutations<R, V> {
  increment(): StepMutationOptions<R, V>;
  decrement(): StepMutationOptions<R, V>;
}

/** What the widget learns of one change: it started, it failed (after the rollback), it succeeded. */
export interface StepCallbacks<R> {
  onMutate(): void;
  onError(): void;
  onSuccess(answer: R): void;
}

export type StepChange<R> = (direction: StepDirection, callbacks: StepCallbacks<R>) => void;

/** One step change (the spec's step, no variables) with the widget's callbacks after the sdk's. */
export function stepChange<R, V>(mutations: StepMutations<R, V>, queryClient: HealthDeck['queryClient']): StepChange<R> {
  return (direction, callbacks) => runMutation(queryClient, mutations[direction](), undefined as V, callbacks);
}

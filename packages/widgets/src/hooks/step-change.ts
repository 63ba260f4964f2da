// Loaded when the member first changes a step counter (hydration, sleep; use-step-change.ts): runs
// one of the sdk's optimistic step mutations in the client's mutation cache, as useMutation would.
import type { HealthDeck, StepMutationOptions } from '@healthdeck/sdk';

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
  return (direction, callbacks) => {
    const base = mutations[direction]();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      ...base,
      onMutate: async (...args) => {
        callbacks.onMutate();
        return (await base.onMutate?.(...args)) ?? { previous: undefined };
      },
      onError: (...args) => {
        base.onError?.(...args);
        callbacks.onError();
      },
      onSuccess: (...args) => {
        base.onSuccess?.(...args);
        callbacks.onSuccess(args[0]);
      },
    });
    // The failure is the callbacks' to show (the sdk has rolled back); the rejection is not unhandled.
    mutation.execute(undefined as V).catch(() => undefined);
  };
}

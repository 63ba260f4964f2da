// Loaded with a widget's first action (hydration, sleep, mood, symptoms): runs one of the sdk's
// optimistic mutations in the client's mutation cache, as useMutation would, without the hook.
import type { MutationOptions } from '@tanstack/react-query';
import type { HealthDeck } from '@healthdeck/sdk';

/** What the widget learns of one change, each after the sdk's own step (its optimistic write, its settle or rollback). */
export interface MutationCallbacks<D> {
  onMutate?(): void;
  onSuccess?(data: D): void;
  onError?(error: Error): void;
}

/** Runs `base` once with `variables`; the widget's callbacks follow the sdk's. */
export function runMutation<D, V, C>(queryClient: HealthDeck['queryClient'], base: MutationOptions<D, Error, V, C>, variables: V, callbacks: MutationCallbacks<D>): void {
  queryClient
    .getMutationCache()
    .build<D, Error, V, C>(queryClient, {
      ...base,
      onMutate: (...args) => {
        callbacks.onMutate?.();
        // Without an onMutate of the sdk's there is no context, as there would be without this one.
        return base.onMutate ? base.onMutate(...args) : (undefined as C);
      },
      onSuccess: (...args) => {
        void base.onSuccess?.(...args);
        callbacks.onSuccess?.(args[0]);
      },
      onError: (...args) => {
        void base.onError?.(...args);
        callbacks.onError?.(args[0]);
      },
    })
    .execute(variables)
    // The failure is the callbacks' to show (the sdk has rolled back); the rejection is not left unhandled.
    .catch(() => undefined);
}

// Loaded when the member first taps a symptom (or points at or focuses the list): the sdk's
// optimistic toggle with its rollback, and the code that runs it, as useMutation would.
import type { SymptomUpdateResponse } from '@healthdeck/contract/light';
import { type HealthDeck, symptomsMutations } from '@healthdeck/sdk';

/** Toggles `symptomId`; the callbacks run after the sdk's (its optimistic flip, its settle or rollback). */
export function toggleSymptom(client: HealthDeck, symptomId: number, callbacks: { onMutate(): void; onSuccess(data: SymptomUpdateResponse): void; onError(): void }): void {
  const base = symptomsMutations(client).toggle();
  client.queryClient
    .getMutationCache()
    .build(client.queryClient, {
      ...base,
      onMutate: (...args) => {
        callbacks.onMutate();
        return base.onMutate ? base.onMutate(...args) : { previous: undefined };
      },
      onSuccess: (data, ...rest) => {
        void base.onSuccess?.(data, ...rest);
        callbacks.onSuccess(data);
      },
      onError: (error, ...rest) => {
        void base.onError?.(error, ...rest); // the list returns to its previous state
        callbacks.onError();
      },
    })
    .execute(symptomId)
    .catch(() => undefined);
}

// Loaded when the member first picks a mood (or points at or focuses the faces): the mood mutation
// (the sdk's optimistic log with its rollback) and the code that runs it, as useMutation would.
import type { MoodResponse, MoodValue } from '@healthdeck/contract/light';
import { type HealthDeck, moodMutations } from '@healthdeck/sdk';

/** Logs `mood`; `onSuccess` with the server's answer, `onError` after the sdk rolled back and logged. */
export function logMood(client: HealthDeck, mood: MoodValue, callbacks: { onSuccess(data: MoodResponse): void; onError(error: Error): void }): void {
  const base = moodMutations(client).log();
  client.queryClient
    .getMutationCache()
    .build(client.queryClient, {
      ...base,
      onSuccess: (data, ...rest) => {
        void base.onSuccess?.(data, ...rest);
        callbacks.onSuccess(data);
      },
      onError: (error, ...rest) => {
        void base.onError?.(error, ...rest); // rolls back to the previous mood and logs the error
        callbacks.onError(error);
      },
    })
    .execute(mood)
    .catch(() => undefined);
}

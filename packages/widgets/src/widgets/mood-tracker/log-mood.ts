// Loaded when the member first picks a mood (or points at or focuses the faces): the mood mutation
// (the sdk's optimistic log with its rollback) and the code that runs it (run-mutation.ts).
import type { MoodResponse, MoodValue } from '@healthdeck/contract/light';
import { type HealthDeck, moodMutations } from '@healthdeck/sdk';
import { runMutation } from '../../hooks/run-mutation';

/** Logs `mood`; `onSuccess` with the server's answer, `onError` after the sdk rolled back and logged. */
export function logMood(client: HealthDeck, mood: MoodValue, callbacks: { onSuccess(data: MoodResponse): void; onError(error: Error): void }): void {
  runMutation(client.queryClient, moodMutations(client).log(), mood, callbacks);
}

// Loaded when the member first taps a symptom (or points at or focuses the list): the sdk's
// optimistic toggle with its rollback, and the code that runs it (run-mutation.ts).
import type { SymptomUpdateResponse } from '@healthdeck/contract/light';
import { type HealthDeck, symptomsMutations } from '@healthdeck/sdk';
import { runMutation } from '../../hooks/run-mutation';

/** Toggles `symptomId`; the callbacks run after the sdk's (its optimistic flip, its settle or rollback). */
export function toggleSymptom(client: HealthDeck, symptomId: number, callbacks: { onMutate(): void; onSuccess(data: SymptomUpdateResponse): void; onError(): void }): void {
  runMutation(client.queryClient, symptomsMutations(client).toggle(), symptomId, callbacks);
}

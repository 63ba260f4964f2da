// spec 001 §4 Symptoms: "Tapping a symptom flips its logged state and disables it during the call;
// on success it is enabled again. … On failure the list returns to its previous state."
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import type { SymptomsResponse, SymptomUpdateResponse } from '@healthdeck/contract/light';
import { SYMPTOM_TOGGLE_MUTATION_KEY, SYMPTOMS_KEY, toggleSymptomIn, type SymptomsApi } from '../domains/symptoms.js';

export interface SymptomsRollback {
  previous: SymptomsResponse | undefined;
}
export type SymptomToggleMutationOptions = MutationOptions<SymptomUpdateResponse, Error, number, SymptomsRollback>;

// The toggles' key lives with the domain (domains/symptoms.ts): widgets read the pending ids through
// it at first view, and load these mutations only when the member first acts.
export { SYMPTOM_TOGGLE_MUTATION_KEY } from '../domains/symptoms.js';

/** Symptom ids with a toggle in flight on this client (spec 001 §4: disabled during the call). */
export function pendingSymptomIds(queryClient: QueryClient): number[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: SYMPTOM_TOGGLE_MUTATION_KEY, status: 'pending' })
    .map((m) => m.state.variables)
    .filter((id): id is number => typeof id === 'number');
}

/** Per client: a failure undid another toggle's optimistic flip, so the list is read again at the end. */
interface ToggleState {
  staleAfterFailure: boolean;
}

function toggleSymptom(api: SymptomsApi, queryClient: QueryClient, state: ToggleState): SymptomToggleMutationOptions {
  return {
    mutationKey: SYMPTOM_TOGGLE_MUTATION_KEY,
    mutationFn: (symptomId) => api.toggle(symptomId),
    onMutate: async (symptomId) => {
      await queryClient.cancelQueries({ queryKey: SYMPTOMS_KEY });
      const previous = queryClient.getQueryData<SymptomsResponse>(SYMPTOMS_KEY);
      if (previous) queryClient.setQueryData<SymptomsResponse>(SYMPTOMS_KEY, toggleSymptomIn(previous, symptomId));
      return { previous };
    },
    onError: (_error, _symptomId, rollback) => {
      if (rollback?.previous) queryClient.setQueryData(SYMPTOMS_KEY, rollback.previous);
      // Another toggle was in flight: its optimistic flip was part of what we just undid, so read
      // the server's list again once every toggle has settled.
      if (queryClient.isMutating({ mutationKey: SYMPTOM_TOGGLE_MUTATION_KEY }) > 1) state.staleAfterFailure = true;
    },
    onSettled: () => {
      if (state.staleAfterFailure && queryClient.isMutating({ mutationKey: SYMPTOM_TOGGLE_MUTATION_KEY }) <= 1) {
        state.staleAfterFailure = false;
        void queryClient.invalidateQueries({ queryKey: SYMPTOMS_KEY });
      }
    },
  };
}

/** Mutation option factories; on success the api itself settles the symptom on the server's status. */
export function createSymptomsMutations(api: SymptomsApi, queryClient: QueryClient) {
  const state: ToggleState = { staleAfterFailure: false };
  return {
    toggle: (): SymptomToggleMutationOptions => toggleSymptom(api, queryClient, state),
  };
}

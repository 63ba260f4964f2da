// spec 001 §3 Symptom, §4 Symptoms, §7: symptoms list (id, name, status) and symptom update (symptom_id).
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import { SYMPTOM_LOGGED, symptomsRoutes, type Symptom, type SymptomsResponse, type SymptomUpdateResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { invalidateStreaks } from './streaks.js';

/** `toggle` is every toggle's mutation key: widgets read the pending symptom ids (disabled items) from the mutation cache. */
export const symptomsKeys = { list: ['symptoms'] as const, toggle: ['symptoms', 'toggle'] as const };

/** spec 001 §4: the 'None of these' symptom, matched ignoring spaces and case. */
export function isNoneOfTheseSymptom(name: string): boolean {
  return name.replace(/\s+/g, '').toLowerCase() === 'noneofthese';
}

/** spec 001 §3: 'Logged' means logged today. */
export function isSymptomLogged(symptom: Pick<Symptom, 'status'>): boolean {
  return symptom.status === SYMPTOM_LOGGED;
}

/** The server's word where it gives one (the name may be translated), else the English name's match. */
const isNoneOfThese = (symptom: Symptom): boolean => symptom.none_of_these ?? isNoneOfTheseSymptom(symptom.name);

/**
 * spec 001 §4: the list after symptom `id` becomes logged (`logged`) or not. Logging 'None of these'
 * clears all others; logging any other clears 'None of these'; un-logging changes only that symptom.
 */
export function withSymptomStatus(symptoms: readonly Symptom[], id: number, logged: boolean): Symptom[] {
  const target = symptoms.find((s) => s.id === id);
  if (!target) return [...symptoms];
  const none = isNoneOfThese(target);
  return symptoms.map((s) => {
    if (s.id === id) return { ...s, status: logged ? SYMPTOM_LOGGED : null };
    if (!logged || !isSymptomLogged(s)) return s;
    return none || isNoneOfThese(s) ? { ...s, status: null } : s;
  });
}

/** spec 001 §4: tapping flips the symptom's logged state (with the 'None of these' rule). */
export function toggleSymptomIn(symptoms: readonly Symptom[], id: number): Symptom[] {
  const target = symptoms.find((s) => s.id === id);
  return target ? withSymptomStatus(symptoms, id, !isSymptomLogged(target)) : [...symptoms];
}

const call = (hd: HealthDeck) => routed(hd.call, symptomsRoutes);

/** The catalogue with today's status of each symptom. */
export function fetchSymptoms(hd: HealthDeck, signal?: AbortSignal): Promise<SymptomsResponse> {
  return call(hd)('symptomsList', { query: { tz: browserTimeZone() }, signal });
}

/** Flips today's logged state of `symptomId`; the server applies the 'None of these' rule too. */
export function toggleSymptom(hd: HealthDeck, symptomId: number): Promise<SymptomUpdateResponse> {
  return call(hd)('symptomUpdate', { query: { tz: browserTimeZone() }, body: { symptom_id: symptomId } });
}

export const symptomsQuery = (hd: HealthDeck) => ({
  queryKey: symptomsKeys.list,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSymptoms(hd, signal),
});

/** Symptom ids with a toggle in flight on this client (spec 001 §4: disabled during the call). */
export function pendingSymptomIds(queryClient: QueryClient): number[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: symptomsKeys.toggle, status: 'pending' })
    .map((m) => m.state.variables)
    .filter((id): id is number => typeof id === 'number');
}

export interface SymptomsRollback {
  previous: SymptomsResponse | undefined;
}

/** Clients where a failure undid another toggle's optimistic flip: the list is read again once all have settled. */
const staleSymptoms = new WeakSet<QueryClient>();

/**
 * Variables: the symptom id. spec 001 §4: "Tapping a symptom flips its logged state and disables it
 * during the call; on success it is enabled again. … On failure the list returns to its previous state."
 */
export function symptomToggleMutation(hd: HealthDeck): MutationOptions<SymptomUpdateResponse, Error, number, SymptomsRollback> {
  const { queryClient } = hd;
  const inFlight = () => queryClient.isMutating({ mutationKey: symptomsKeys.toggle });
  return {
    mutationKey: symptomsKeys.toggle,
    mutationFn: (symptomId) => toggleSymptom(hd, symptomId),
    onMutate: async (symptomId) => {
      await queryClient.cancelQueries({ queryKey: symptomsKeys.list });
      const previous = queryClient.getQueryData<SymptomsResponse>(symptomsKeys.list);
      if (previous) queryClient.setQueryData<SymptomsResponse>(symptomsKeys.list, toggleSymptomIn(previous, symptomId));
      return { previous };
    },
    onError: (_error, _symptomId, rollback) => {
      if (rollback?.previous) queryClient.setQueryData(symptomsKeys.list, rollback.previous);
      // Another toggle was in flight: its optimistic flip was part of what we just undid.
      if (inFlight() > 1) staleSymptoms.add(queryClient);
    },
    onSuccess: (answer) => {
      // Settle on the server's answer for that symptom (the same rule clears the others).
      const cached = queryClient.getQueryData<SymptomsResponse>(symptomsKeys.list);
      if (cached) queryClient.setQueryData<SymptomsResponse>(symptomsKeys.list, withSymptomStatus(cached, answer.symptom_id, answer.status === SYMPTOM_LOGGED));
      void invalidateStreaks(queryClient);
    },
    onSettled: () => {
      if (inFlight() <= 1 && staleSymptoms.delete(queryClient)) void queryClient.invalidateQueries({ queryKey: symptomsKeys.list });
    },
  };
}

// spec 001 §3 Symptom, §4 Symptoms, §7: symptoms list (id, name, status) and symptom update (symptom_id).
import type { QueryClient } from '@tanstack/query-core';
import { SYMPTOM_LOGGED, type Symptom, type SymptomsResponse, type SymptomUpdateResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { invalidateStreaks } from './streaks.js';

export const SYMPTOMS_KEY = ['symptoms'] as const;
/** Every toggle shares this key: widgets read the pending symptom ids (disabled items) from the mutation cache. */
export const SYMPTOM_TOGGLE_MUTATION_KEY = ['symptoms', 'toggle'] as const;

// The 'None of these' rule lives here for now: packages/sdk/src/rules/ is being written by another
// engineer and may take it over (their draft uses string ids; the contract's ids are numbers).
/** spec 001 §4: the 'None of these' symptom, matched ignoring spaces and case. */
export function isNoneOfTheseSymptom(name: string): boolean {
  return name.replace(/\s+/g, '').toLowerCase() === 'noneofthese';
}

/** spec 001 §3: 'Logged' means logged today. */
export function isSymptomLogged(symptom: Pick<Symptom, 'status'>): boolean {
  return symptom.status === SYMPTOM_LOGGED;
}

/**
 * spec 001 §4: the list after symptom `id` becomes logged (`logged`) or not. Logging 'None of these'
 * clears all others; logging any other clears 'None of these'; un-logging changes only that symptom.
 */
export function withSymptomStatus(symptoms: readonly Symptom[], id: number, logged: boolean): Symptom[] {
  const target = symptoms.find((s) => s.id === id);
  if (!target) return [...symptoms];
  const none = isNoneOfTheseSymptom(target.name);
  return symptoms.map((s) => {
    if (s.id === id) return { ...s, status: logged ? SYMPTOM_LOGGED : null };
    if (!logged || !isSymptomLogged(s)) return s;
    return none || isNoneOfTheseSymptom(s.name) ? { ...s, status: null } : s;
  });
}

/** spec 001 §4: tapping flips the symptom's logged state (with the 'None of these' rule). */
export function toggleSymptomIn(symptoms: readonly Symptom[], id: number): Symptom[] {
  const target = symptoms.find((s) => s.id === id);
  return target ? withSymptomStatus(symptoms, id, !isSymptomLogged(target)) : [...symptoms];
}

export function createSymptomsApi(call: Call, queryClient: QueryClient) {
  return {
    /** The catalogue with today's status of each symptom. */
    list: (signal?: AbortSignal): Promise<SymptomsResponse> => call('symptomsList', { query: { tz: browserTimeZone() }, signal }),
    /** Flips today's logged state of `symptomId`; the server applies the 'None of these' rule too. */
    toggle: async (symptomId: number): Promise<SymptomUpdateResponse> => {
      const result = await call('symptomUpdate', { query: { tz: browserTimeZone() }, body: { symptom_id: symptomId } });
      // Settle on the server's answer for that symptom (the same rule clears the others).
      const cached = queryClient.getQueryData<SymptomsResponse>(SYMPTOMS_KEY);
      if (cached) queryClient.setQueryData<SymptomsResponse>(SYMPTOMS_KEY, withSymptomStatus(cached, result.symptom_id, result.status === SYMPTOM_LOGGED));
      invalidateStreaks(queryClient);
      return result;
    },
  };
}
export type SymptomsApi = ReturnType<typeof createSymptomsApi>;

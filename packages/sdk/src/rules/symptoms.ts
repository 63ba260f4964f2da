// spec 001 §3 (Symptom) and §4 (Symptoms): logging a symptom, with the 'None of these' rule.

/** spec 001 §3 Symptom: status 'Logged' means logged today, anything else not logged. */
export interface Symptom {
  id: string;
  name: string;
  status: string | null;
}

/** spec 001 §3: the status of a symptom logged today. */
export const SYMPTOM_LOGGED = 'Logged';

/** spec 001 §8: message when the update fails (the list is restored). */
export const SYMPTOM_UPDATE_FAILED = 'Failed to update user symptom.';

/** spec 001 §4: whether a symptom is the 'None of these' one (matched ignoring spaces and case). */
export function isNoneOfTheseSymptom(name: string): boolean {
  return name.replace(/\s+/g, '').toLowerCase() === 'noneofthese';
}

/** spec 001 §3: whether a symptom is logged today. */
export function isSymptomLogged(symptom: Pick<Symptom, 'status'>): boolean {
  return symptom.status === SYMPTOM_LOGGED;
}

/**
 * spec 001 §4: tapping flips the symptom's logged state. Picking 'None of these' clears every
 * other symptom; picking any other clears 'None of these'. Un-picking changes only that symptom.
 * Cleared symptoms get status null.
 */
export function toggleSymptom<T extends Symptom>(symptoms: readonly T[], id: string): T[] {
  const tapped = symptoms.find((s) => s.id === id);
  if (!tapped) return [...symptoms];
  const picking = !isSymptomLogged(tapped);
  const none = isNoneOfTheseSymptom(tapped.name);
  return symptoms.map((s) => {
    if (s.id === id) return { ...s, status: picking ? SYMPTOM_LOGGED : null };
    if (!picking || !isSymptomLogged(s)) return s;
    const clear = none ? true : isNoneOfTheseSymptom(s.name);
    return clear ? { ...s, status: null } : s;
  });
}

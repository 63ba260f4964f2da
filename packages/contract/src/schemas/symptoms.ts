import { z } from 'zod';
import { SYMPTOM_LOGGED } from '../constants.js';

/** spec 001 §3 Symptom: status 'Logged' means logged today; null means not logged. */
export const SymptomStatus = z.literal(SYMPTOM_LOGGED).nullable();
export type SymptomStatus = z.infer<typeof SymptomStatus>;

/** spec 001 §3 Symptom: id, name, status. */
export const Symptom = z.object({
  id: z.number().int().positive(),
  /** In the member's language where it is translated (docs/decisions/0107-content-translations.md). */
  name: z.string(),
  status: SymptomStatus,
  /**
   * Whether this is spec 001 §4's 'None of these' (its English name, matched ignoring spaces and
   * case), said by the server so the rule holds whatever language the name is shown in.
   */
  none_of_these: z.boolean().optional(),
});
export type Symptom = z.infer<typeof Symptom>;

/** spec 001 §7 Symptoms list: array of id, name, status. */
export const SymptomsResponse = z.array(Symptom);
export type SymptomsResponse = z.infer<typeof SymptomsResponse>;

/** spec 001 §3 / §7 Symptom update: payload symptom_id (flips today's logged state). */
export const SymptomUpdateRequest = z.object({
  symptom_id: z.number().int().positive(),
});
export type SymptomUpdateRequest = z.infer<typeof SymptomUpdateRequest>;

/**
 * spec 001 §7: the response echoes symptom_id. We add the symptom's new status so a client can
 * settle on the server's answer rather than on its own optimistic flip.
 */
export const SymptomUpdateResponse = z.object({
  symptom_id: z.number().int().positive(),
  status: SymptomStatus,
});
export type SymptomUpdateResponse = z.infer<typeof SymptomUpdateResponse>;

/** The member's day is taken from their time zone (read from the browser, spec 000 §9). */
export const SymptomsQuery = z.object({
  tz: z.string().max(64).optional(),
});

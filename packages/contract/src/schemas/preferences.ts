import { z } from 'zod';
import { PREFERENCES } from '../constants.js';
import { AccountResponse, LanguageCode, UserName } from './account.js';

const { sleepGoal, waterIntake } = PREFERENCES;

/**
 * spec 000 §7.6 User preferences GET and POST: the member's profile settings, the same fields as
 * the account's profile (spec 001 §3 Account: profile with sleep_goal; the water-intake setting).
 * null means "not set": the sleep goal then reads as 8 hours and the water goal as 96 ounces (§9).
 */
export const PreferencesResponse = z.object({
  preferences: AccountResponse.shape.profile,
});
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;

/**
 * Save preferences: only the fields sent change; null clears a value (the defaults then apply).
 * A wrong type reads as the range message, so the member always sees what is allowed. Unknown
 * fields are refused rather than silently dropped (a misspelt field must not look saved).
 */
export const PreferencesSaveRequest = z.strictObject(
  {
    /** Hours a night, 1..24 in half hours. */
    sleep_goal: z
      .number({ error: sleepGoal.message })
      .min(sleepGoal.min, sleepGoal.message)
      .max(sleepGoal.max, sleepGoal.message)
      .multipleOf(sleepGoal.step, sleepGoal.stepMessage)
      .nullable()
      .optional(),
    /** Ounces a day, 1..200, whole ounces (kept as text in the profile, like the account answers it). */
    water_intake: z
      .number({ error: waterIntake.message })
      .int(waterIntake.stepMessage)
      .min(waterIntake.min, waterIntake.message)
      .max(waterIntake.max, waterIntake.message)
      .nullable()
      .optional(),
    /** spec 001 §2 language picker: one of the six languages (null clears it; English then applies). */
    language: LanguageCode.nullable().optional(),
    /** spec 000 §7.6 User set: the member's name (the account's user.name); a name cannot be cleared, only changed. */
    name: UserName.optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown preference: ${iss.keys.join(', ')}` : undefined) },
);
export type PreferencesSaveRequest = z.infer<typeof PreferencesSaveRequest>;

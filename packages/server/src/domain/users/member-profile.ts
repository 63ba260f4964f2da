import { LanguageCode, type PreferencesResponse } from '@healthdeck/contract';
import type { Profile } from '../../db/schema.js';

/**
 * The member's profile as the contract answers it (spec 001 §3 Account: profile with sleep_goal;
 * the water-intake setting). users.profile is jsonb, so an older or hand-edited row may hold other
 * types: a sleep goal that is not a number reads as not set, a water intake of any type as text
 * (the hydration goal then falls back to 96 when it is not a number, §9). Used by the account and
 * preferences answers so both read the row the same way.
 */
export function readProfile(profile: Partial<Profile> | null | undefined): PreferencesResponse['preferences'] {
  const sleepGoal: unknown = profile?.sleep_goal;
  const waterIntake: unknown = profile?.water_intake;
  const language = LanguageCode.safeParse(profile?.language);
  return {
    sleep_goal: typeof sleepGoal === 'number' ? sleepGoal : null,
    water_intake: waterIntake === null || waterIntake === undefined ? null : String(waterIntake),
    // Only once picked (spec 001 §2 language picker): an unknown code reads as not picked.
    ...(language.success ? { language: language.data } : {}),
  };
}

import { z } from 'zod';
import { MOOD_VALUES } from '../constants.js';

/** spec 001 §3 Mood entry: one of happy, neutral, sad, anxious, sick, angry. */
export const Mood = z.enum(MOOD_VALUES);
export type Mood = z.infer<typeof Mood>;

/**
 * spec 001 §7: mood load and mood log answer mood.mood. `mood` is null until the member logs one
 * today (spec 001 §4: one mood is current per day); `date` is the member's day (YYYY-MM-DD).
 */
export const MoodResponse = z.object({
  mood: z.object({
    mood: Mood.nullable(),
    date: z.string(),
  }),
});
export type MoodResponse = z.infer<typeof MoodResponse>;

/** spec 001 §7 Mood log: payload mood. */
export const MoodLogRequest = z.object({ mood: Mood });
export type MoodLogRequest = z.infer<typeof MoodLogRequest>;

/** The member's day is taken from their time zone (read from the browser, spec 000 §9). */
export const MoodQuery = z.object({
  tz: z.string().max(64).optional(),
});

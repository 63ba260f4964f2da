import { z } from 'zod';
import { SLEEP } from '../constants.js';

/** spec 001 §7: load last sleep / increment / decrement answer data.sleep.total_levels. */
export const SleepResponse = z.object({
  data: z.object({
    sleep: z.object({
      /** spec 001 §9: up to 14 levels a day; a day with nothing logged reads as the initial 8. */
      total_levels: z.number().int().min(SLEEP.minLevel).max(SLEEP.maxLevel),
      /** The member's local calendar day the level belongs to (YYYY-MM-DD). */
      date: z.string(),
    }),
  }),
});
export type SleepResponse = z.infer<typeof SleepResponse>;

/** The member's day is taken from their time zone (read from the browser, spec 000 §9). */
export const SleepQuery = z.object({
  tz: z.string().max(64).optional(),
});
export type SleepQuery = z.infer<typeof SleepQuery>;

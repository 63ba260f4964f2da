import { z } from 'zod';
import { HYDRATION } from '../constants.js';

/** spec 001 §7: hydration get last / increment / decrement answer hydration.total_ounces. */
export const HydrationResponse = z.object({
  hydration: z.object({
    total_ounces: z.number().int().min(HYDRATION.minDaily).max(HYDRATION.maxDaily),
    /** The member's local calendar day the total belongs to (YYYY-MM-DD). */
    date: z.string(),
  }),
});
export type HydrationResponse = z.infer<typeof HydrationResponse>;

/** Optional body of increment / decrement; the step is 1 ounce (spec 001 §9). */
export const HydrationChangeRequest = z
  .object({
    ounces: z.number().int().min(1).max(HYDRATION.maxDaily).default(HYDRATION.step),
  })
  .nullish();

/** The member's day is taken from their time zone (read from the browser, spec 000 §9). */
export const HydrationQuery = z.object({
  tz: z.string().max(64).optional(),
});

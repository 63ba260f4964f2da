import { z } from 'zod';

/**
 * spec 001 §2: the feature flags the member's pages read (calendly, healthtip, contactus, referrals,
 * random referral, my test page, vitals; the Daily Journal panel's side panel and daily-journal
 * flags). Administrators keep them as records of the featureflag class (spec 000 §3.1); the member
 * sees each flag's name and whether it is on. A flag with no record keeps the client's default.
 */
export const FeatureFlagsResponse = z.object({
  flags: z.record(z.string(), z.boolean()),
});
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponse>;

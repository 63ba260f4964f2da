import { z } from 'zod';

/** spec 001 §3 Health tip: description. */
export const HealthTip = z.object({ id: z.string().uuid(), description: z.string() });
export type HealthTip = z.infer<typeof HealthTip>;
/** spec 000 §7.6 GET random health tip (null when none is configured). */
export const RandomHealthTipResponse = z.object({ health_tip: HealthTip.nullable() });
export type RandomHealthTipResponse = z.infer<typeof RandomHealthTipResponse>;

/** spec 001 §3 Referral: title, button_text, description, desktop_image, url. */
export const Referral = z.object({
  id: z.string().uuid(),
  title: z.string(),
  button_text: z.string(),
  description: z.string(),
  desktop_image: z.string().nullable(),
  url: z.string(),
  category: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
});
export type Referral = z.infer<typeof Referral>;
/** spec 000 §7.6 GET random referral (null when none is configured). */
export const RandomReferralResponse = z.object({ referral: Referral.nullable() });
export type RandomReferralResponse = z.infer<typeof RandomReferralResponse>;

/**
 * The member's referrals page (spec 000 §3.4 page type REFERRALS): every active referral, grouped by
 * its category (classkey referralcategory) — categories by name, referrals by title, uncategorised last.
 */
export const ReferralsResponse = z.object({ referrals: z.array(Referral) });
export type ReferralsResponse = z.infer<typeof ReferralsResponse>;

/**
 * The contact page of a CONTACTUS page (spec 000 §3.4; spec 001 §2 "The contact-us widget opens an
 * external contact page"): the global default 'contact_us_link', null when none is configured.
 */
export const ContactLinkResponse = z.object({ contact_link: z.object({ url: z.string() }).nullable() });
export type ContactLinkResponse = z.infer<typeof ContactLinkResponse>;

/** spec 000 §7.6 GET scheduling link (the schedule-a-call widget; null when none is configured). */
export const SchedulingLinkResponse = z.object({ scheduling_link: z.object({ url: z.string() }).nullable() });
export type SchedulingLinkResponse = z.infer<typeof SchedulingLinkResponse>;

/** One call made to an outside service on the member's behalf (spec 000 §3.1 integration_call). */
export const IntegrationCall = z.object({
  id: z.string().uuid(),
  integration: z.string(),
  operation: z.string(),
  status: z.enum(['success', 'failed']),
  message: z.string().nullable(),
  called_at: z.string(),
});
export type IntegrationCall = z.infer<typeof IntegrationCall>;
export const IntegrationCallsQuery = z
  .object({
    integration: z.string().trim().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const IntegrationCallsResponse = z.object({ integration_calls: z.array(IntegrationCall) });
export type IntegrationCallsResponse = z.infer<typeof IntegrationCallsResponse>;

/** The last known state of each outside service (spec 000 §3.1 integration_status). */
export const IntegrationStatus = z.object({
  integration: z.string(),
  status: z.enum(['up', 'degraded', 'down']),
  checked_at: z.string(),
  message: z.string().nullable(),
});
export type IntegrationStatus = z.infer<typeof IntegrationStatus>;
export const IntegrationStatusesResponse = z.object({ integration_statuses: z.array(IntegrationStatus) });
export type IntegrationStatusesResponse = z.infer<typeof IntegrationStatusesResponse>;

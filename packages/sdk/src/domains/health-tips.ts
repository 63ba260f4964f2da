// spec 000 §7.6 GET random health tip, random referral and scheduling link (spec 001 §3 Health tip,
// Referral; the dashboard's Health Tip, Random Referral and Schedule widgets); the referrals and the
// contact page of the REFERRALS and CONTACTUS pages (spec 000 §3.4 page types).
import type { ContactLinkResponse, RandomHealthTipResponse, RandomReferralResponse, ReferralsResponse, SchedulingLinkResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { healthTipsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const RANDOM_HEALTH_TIP_KEY = ['health-tip', 'random'] as const;
export const RANDOM_REFERRAL_KEY = ['referral', 'random'] as const;
export const SCHEDULING_LINK_KEY = ['scheduling-link'] as const;
export const REFERRALS_KEY = ['referrals'] as const;
export const CONTACT_LINK_KEY = ['contact-link'] as const;

export function createHealthTipsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, healthTipsRoutes);
  return {
    randomHealthTip: (signal?: AbortSignal): Promise<RandomHealthTipResponse> => call('randomHealthTip', { signal }),
    randomReferral: (signal?: AbortSignal): Promise<RandomReferralResponse> => call('randomReferral', { signal }),
    schedulingLink: (signal?: AbortSignal): Promise<SchedulingLinkResponse> => call('schedulingLink', { signal }),
    referrals: (signal?: AbortSignal): Promise<ReferralsResponse> => call('referrals', { signal }),
    contactLink: (signal?: AbortSignal): Promise<ContactLinkResponse> => call('contactLink', { signal }),
  };
}
export type HealthTipsApi = ReturnType<typeof createHealthTipsApi>;

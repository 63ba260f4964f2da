// spec 000 §7.6 GET random health tip, random referral and scheduling link (spec 001 §3 Health tip,
// Referral; the dashboard's Health Tip, Random Referral and Schedule widgets); the referrals and the
// contact page of the REFERRALS and CONTACTUS pages (spec 000 §3.4 page types).
import type { ContactLinkResponse, RandomHealthTipResponse, RandomReferralResponse, ReferralsResponse, SchedulingLinkResponse } from '@healthdeck/contract/light';
import { healthTipsRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

export const healthTipsKeys = {
  randomHealthTip: ['health-tip', 'random'] as const,
  randomReferral: ['referral', 'random'] as const,
  schedulingLink: ['scheduling-link'] as const,
  referrals: ['referrals'] as const,
  contactLink: ['contact-link'] as const,
};

type Signal = { signal?: AbortSignal };
const call = (hd: HealthDeck) => routed(hd.call, healthTipsRoutes);

export function fetchRandomHealthTip(hd: HealthDeck, signal?: AbortSignal): Promise<RandomHealthTipResponse> {
  return call(hd)('randomHealthTip', { signal });
}
export function fetchRandomReferral(hd: HealthDeck, signal?: AbortSignal): Promise<RandomReferralResponse> {
  return call(hd)('randomReferral', { signal });
}
export function fetchSchedulingLink(hd: HealthDeck, signal?: AbortSignal): Promise<SchedulingLinkResponse> {
  return call(hd)('schedulingLink', { signal });
}
export function fetchReferrals(hd: HealthDeck, signal?: AbortSignal): Promise<ReferralsResponse> {
  return call(hd)('referrals', { signal });
}
export function fetchContactLink(hd: HealthDeck, signal?: AbortSignal): Promise<ContactLinkResponse> {
  return call(hd)('contactLink', { signal });
}

/** A new tip / referral on each fetch: kept for the page's life (staleTime Infinity) so a refocus does not swap them. */
export const randomHealthTipQuery = (hd: HealthDeck) => ({
  queryKey: healthTipsKeys.randomHealthTip,
  queryFn: ({ signal }: Signal) => fetchRandomHealthTip(hd, signal),
  staleTime: Number.POSITIVE_INFINITY,
});
export const randomReferralQuery = (hd: HealthDeck) => ({
  queryKey: healthTipsKeys.randomReferral,
  queryFn: ({ signal }: Signal) => fetchRandomReferral(hd, signal),
  staleTime: Number.POSITIVE_INFINITY,
});
export const schedulingLinkQuery = (hd: HealthDeck) => ({ queryKey: healthTipsKeys.schedulingLink, queryFn: ({ signal }: Signal) => fetchSchedulingLink(hd, signal) });
export const referralsQuery = (hd: HealthDeck) => ({ queryKey: healthTipsKeys.referrals, queryFn: ({ signal }: Signal) => fetchReferrals(hd, signal) });
export const contactLinkQuery = (hd: HealthDeck) => ({ queryKey: healthTipsKeys.contactLink, queryFn: ({ signal }: Signal) => fetchContactLink(hd, signal) });

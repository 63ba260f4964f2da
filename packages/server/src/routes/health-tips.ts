// spec 000 §7.6 GET random health tip and random referral, GET scheduling link, referrals and the
// contact link (domain/health-tips/health-tips.ts).
import type { SomeHandlers } from './types.js';
import { activeReferrals, contactLink, randomHealthTip, randomReferral, schedulingLink } from '../domain/health-tips/health-tips.js';

export const healthTipHandlers: SomeHandlers<'randomHealthTip' | 'randomReferral' | 'schedulingLink' | 'referrals' | 'contactLink'> = {
  randomHealthTip: async ({ ctx }) => ({ health_tip: await randomHealthTip(ctx.db) }),
  randomReferral: async ({ ctx }) => ({ referral: await randomReferral(ctx.db) }),
  referrals: async ({ ctx }) => ({ referrals: await activeReferrals(ctx.db) }),
  contactLink: async ({ ctx }) => ({ contact_link: await contactLink(ctx.db) }),
  schedulingLink: async ({ ctx }) => ({ scheduling_link: await schedulingLink(ctx.db) }),
};

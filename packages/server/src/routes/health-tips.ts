// spec 000 §7.6 GET random health tip and random referral, GET scheduling link, referrals and the
// contact link (domain/health-tips/health-tips.ts). Tips and referrals in the member's language
// where they are translated (routes/translations.ts).
import type { SomeHandlers } from './types.js';
import { activeReferrals, contactLink, randomHealthTip, randomReferral, schedulingLink } from '../domain/health-tips/health-tips.js';
import { memberTranslator } from '../http/member-translator.js';
import type { Translator } from '../domain/translations/translations.js';
import type { Referral } from '@healthdeck/contract';

const translatedReferral = (translator: Translator, referral: Referral): Referral => translator.apply('referral', referral.id, referral);

export const healthTipHandlers: SomeHandlers<'randomHealthTip' | 'randomReferral' | 'schedulingLink' | 'referrals' | 'contactLink'> = {
  async randomHealthTip({ user, request, reply, ctx }) {
    const tip = await randomHealthTip(ctx.db);
    if (!tip) return { health_tip: null };
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { healthtips: [tip.id] });
    return { health_tip: translator.apply('healthtips', tip.id, tip) };
  },
  async randomReferral({ user, request, reply, ctx }) {
    const referral = await randomReferral(ctx.db);
    if (!referral) return { referral: null };
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { referral: [referral.id] });
    return { referral: translatedReferral(translator, referral) };
  },
  async referrals({ user, request, reply, ctx }) {
    const referrals = await activeReferrals(ctx.db);
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { referral: referrals.map((referral) => referral.id) });
    return { referrals: referrals.map((referral) => translatedReferral(translator, referral)) };
  },
  contactLink: async ({ ctx }) => ({ contact_link: await contactLink(ctx.db) }),
  schedulingLink: async ({ ctx }) => ({ scheduling_link: await schedulingLink(ctx.db) }),
};

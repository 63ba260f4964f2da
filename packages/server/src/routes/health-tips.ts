// spec 000 §7.6 GET random health tip and random referral, GET scheduling link; spec 001 §3 Health
// tip (description), Referral (title, button_text, description, desktop_image, url). Both are admin
// class records (healthtips, referral, referralcategory); the scheduling link is the global default
// 'scheduling_link' (spec 000 §3.4 page type CALENDLY).
import type { GlobalDefaultClass, HealthTipClass, ReferralCategoryClass, ReferralClass } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { createClassStore } from '../admin-classes/class-store.js';

/** The global_defaults key holding the scheduling page address. */
export const SCHEDULING_LINK_KEY = 'scheduling_link';

/** One element picked uniformly at random (undefined for an empty list). */
export function pickRandom<T>(list: readonly T[], random: () => number = Math.random): T | undefined {
  return list.length === 0 ? undefined : list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

export const healthTipHandlers: SomeHandlers<'randomHealthTip' | 'randomReferral' | 'schedulingLink'> = {
  async randomHealthTip({ ctx }) {
    const { items } = await createClassStore(ctx.db).list<HealthTipClass>('healthtips', { filters: { is_active: true } });
    const tip = pickRandom(items);
    return { health_tip: tip ? { id: tip.id, description: tip.data.description } : null };
  },

  async randomReferral({ ctx }) {
    const store = createClassStore(ctx.db);
    const referral = pickRandom((await store.list<ReferralClass>('referral', { filters: { is_active: true } })).items);
    if (!referral) return { referral: null };
    const d = referral.data;
    const category = d.category_id ? await store.get<ReferralCategoryClass>('referralcategory', d.category_id) : undefined;
    return {
      referral: {
        id: referral.id,
        title: d.title,
        button_text: d.button_text,
        description: d.description,
        desktop_image: d.desktop_image,
        url: d.url,
        category: category ? { id: category.id, name: category.data.name } : null,
      },
    };
  },

  /** Only an http(s) address is answered (the value is typed by administrators). */
  async schedulingLink({ ctx }) {
    const { items } = await createClassStore(ctx.db).list<GlobalDefaultClass>('global_defaults', { filters: { key: SCHEDULING_LINK_KEY }, limit: 1 });
    const value = items[0]?.data.value;
    return { scheduling_link: typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? { url: value } : null };
  },
};

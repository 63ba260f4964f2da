// spec 000 §7.6 GET random health tip and random referral, GET scheduling link; spec 001 §3 Health
// tip (description), Referral (title, button_text, description, desktop_image, url). Both are admin
// class records (healthtips, referral, referralcategory); the scheduling link is the global default
// 'scheduling_link' (spec 000 §3.4 page type CALENDLY). The REFERRALS and CONTACTUS pages read every
// active referral and the global default 'contact_us_link'.
import type { Kysely } from 'kysely';
import type { GlobalDefaultClass, HealthTipClass, Referral, ReferralCategoryClass, ReferralClass } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { createClassStore } from '../../admin-classes/class-store.js';

/** The global_defaults key holding the scheduling page address. */
export const SCHEDULING_LINK_KEY = 'scheduling_link';

/** The global_defaults key holding the external contact page address (a CONTACTUS page). */
export const CONTACT_LINK_KEY = 'contact_us_link';

/** A global default's value when it is an http(s) address (values are typed by administrators). */
async function webAddressDefault(db: Kysely<Database>, key: string): Promise<{ url: string } | null> {
  const { items } = await createClassStore(db).list<GlobalDefaultClass>('global_defaults', { filters: { key }, limit: 1 });
  const value = items[0]?.data.value;
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? { url: value } : null;
}

type ReferralRecord = { id: string; data: ReferralClass };
function referralOf(record: ReferralRecord, category: { id: string; data: ReferralCategoryClass } | undefined): Referral {
  const d = record.data;
  return {
    id: record.id,
    title: d.title,
    button_text: d.button_text,
    description: d.description,
    desktop_image: d.desktop_image,
    url: d.url,
    category: category ? { id: category.id, name: category.data.name } : null,
  };
}

/** One element picked uniformly at random (undefined for an empty list). */
export function pickRandom<T>(list: readonly T[], random: () => number = Math.random): T | undefined {
  return list.length === 0 ? undefined : list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

/** An active health tip picked at random, or null when there is none. */
export async function randomHealthTip(db: Kysely<Database>): Promise<{ id: string; description: string } | null> {
  const { items } = await createClassStore(db).list<HealthTipClass>('healthtips', { filters: { is_active: true } });
  const tip = pickRandom(items);
  return tip ? { id: tip.id, description: tip.data.description } : null;
}

/** An active referral picked at random, with its category, or null when there is none. */
export async function randomReferral(db: Kysely<Database>): Promise<Referral | null> {
  const store = createClassStore(db);
  const referral = pickRandom((await store.list<ReferralClass>('referral', { filters: { is_active: true } })).items);
  if (!referral) return null;
  const categoryId = referral.data.category_id;
  return referralOf(referral, categoryId ? await store.get<ReferralCategoryClass>('referralcategory', categoryId) : undefined);
}

/** Every active referral: categories by name, then title; those without a category last. */
export async function activeReferrals(db: Kysely<Database>): Promise<Referral[]> {
  const store = createClassStore(db);
  const [{ items }, { items: categories }] = await Promise.all([
    store.list<ReferralClass>('referral', { filters: { is_active: true }, limit: 500 }),
    store.list<ReferralCategoryClass>('referralcategory', { limit: 500 }),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const referrals = items.map((r) => referralOf(r, r.data.category_id ? byId.get(r.data.category_id) : undefined));
  const key = (r: Referral) => [r.category ? 0 : 1, r.category?.name ?? '', r.title] as const;
  referrals.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1].localeCompare(kb[1]) || ka[2].localeCompare(kb[2]);
  });
  return referrals;
}

/** The external contact page address (a CONTACTUS page), when an administrator set one. */
export const contactLink = (db: Kysely<Database>) => webAddressDefault(db, CONTACT_LINK_KEY);

/** The scheduling page address: only an http(s) address is answered (the value is typed by administrators). */
export const schedulingLink = (db: Kysely<Database>) => webAddressDefault(db, SCHEDULING_LINK_KEY);

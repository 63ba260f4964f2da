import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlobalDefaultClass, ReferralCategoryClass, ReferralClass, type ContactLinkResponse, type ReferralsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { CONTACT_LINK_KEY } from '../src/domain/health-tips/health-tips.js';

// spec 000 §3.4 page types REFERRALS and CONTACTUS: the content of their pages (every active
// referral, spec 001 §3 Referral; the external contact page, spec 001 §2).

let server: TestServer;
let member: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  member = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/client/referrals', () => {
  it('answers an empty list while nothing is configured, and 401 without a session', async () => {
    expect((await server.call<ReferralsResponse>('referrals', { token: member.accessToken })).body).toEqual({ referrals: [] });
    expect((await server.call('referrals', {})).status).toBe(401);
  });

  it('lists the active referrals with their category: categories by name, then title, uncategorised last', async () => {
    const store = createClassStore(server.db);
    const mental = await store.insert('referralcategory', ReferralCategoryClass.parse({ name: 'Mental health' }));
    const food = await store.insert('referralcategory', ReferralCategoryClass.parse({ name: 'Food' }));
    const add = (title: string, extra: Record<string, unknown> = {}) =>
      store.insert('referral', ReferralClass.parse({ title, button_text: 'Open', url: `https://example.org/${title.length}`, ...extra }));
    await add('Talk to someone', { category_id: mental.id, description: 'Free counselling', desktop_image: '/media/talk.png' });
    await add('Breathing coach', { category_id: mental.id });
    await add('Meal boxes', { category_id: food.id });
    await add('Legal aid');
    await add('Retired', { category_id: food.id, is_active: false });
    const { body } = await server.call<ReferralsResponse>('referrals', { token: member.accessToken });
    expect(body.referrals.map((r) => [r.category?.name ?? null, r.title])).toEqual([
      ['Food', 'Meal boxes'],
      ['Mental health', 'Breathing coach'],
      ['Mental health', 'Talk to someone'],
      [null, 'Legal aid'],
    ]);
    expect(body.referrals[2]).toMatchObject({ button_text: 'Open', description: 'Free counselling', desktop_image: '/media/talk.png', category: { id: mental.id, name: 'Mental health' } });
  });
});

describe('GET /api/client/contact-link', () => {
  it('answers the contact_us_link global default only when it is an http(s) address', async () => {
    expect((await server.call<ContactLinkResponse>('contactLink', { token: member.accessToken })).body).toEqual({ contact_link: null });
    const store = createClassStore(server.db);
    const record = await store.insert('global_defaults', GlobalDefaultClass.parse({ key: CONTACT_LINK_KEY, value: 'javascript:alert(1)' }));
    expect((await server.call<ContactLinkResponse>('contactLink', { token: member.accessToken })).body.contact_link).toBeNull();
    await store.update('global_defaults', record.id, GlobalDefaultClass.parse({ key: CONTACT_LINK_KEY, value: 'https://support.example.org/contact' }));
    expect((await server.call<ContactLinkResponse>('contactLink', { token: member.accessToken })).body.contact_link).toEqual({ url: 'https://support.example.org/contact' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GlobalDefaultClass,
  HealthTipClass,
  IntegrationStatusClass,
  ReferralCategoryClass,
  ReferralClass,
  WellbeingContentTypeClass,
  type ApiError,
  type IntegrationCallsResponse,
  type IntegrationStatusesResponse,
  type RandomHealthTipResponse,
  type RandomReferralResponse,
  type SchedulingLinkResponse,
  type WellbeingResourcesResponse,
  type WellbeingTopicResponse,
  type WellbeingTopicsResponse,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { pickRandom } from '../src/domain/health-tips/health-tips.js';

let server: TestServer;
let member: TestMember;
const ids = { anxiety: '', grief: '', nutrition: '' };

beforeAll(async () => {
  server = await startTestServer();
  member = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

describe('wellbeing (spec 000 §7.6: topics, topic with category default mental-health, resources)', () => {
  beforeAll(async () => {
    const store = createClassStore(server.db);
    const topic = (data: Record<string, unknown>) => store.insert('wellbeing_content_types', WellbeingContentTypeClass.parse({ content_kind: 'topic', ...data }));
    ids.grief = (await topic({ title: 'Grief', slug: 'grief', sort_order: 2 })).id;
    ids.anxiety = (await topic({ title: 'Anxiety', slug: 'anxiety', sort_order: 1 })).id;
    ids.nutrition = (await topic({ title: 'Eating well', slug: 'eating-well', category: 'nutrition' })).id;
    await topic({ title: 'Hidden', slug: 'hidden', is_active: false });
    await topic({ title: 'Interest', slug: 'interest', topic_kind: 'user-interest' });
    const resource = (data: Record<string, unknown>) => store.insert('wellbeing_content_types', WellbeingContentTypeClass.parse({ content_kind: 'resource', ...data }));
    await resource({ title: 'Breathing exercise', slug: 'breathing', topic_id: ids.anxiety, url: 'https://example.org/breathing' });
    await resource({ title: 'Talking about loss', slug: 'loss', topic_id: ids.grief, body: '<p>Text</p>' });
    await resource({ title: 'Meal ideas', slug: 'meals', topic_id: ids.nutrition, url: 'https://example.org/meals' });
  });

  it('lists the content topics of mental-health by default, or of the category asked', async () => {
    const res = await server.call<WellbeingTopicsResponse>('wellbeingTopics', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.category).toBe('mental-health');
    expect(res.body.topics.map((t) => t.title)).toEqual(['Anxiety', 'Grief']);
    const other = await server.call<WellbeingTopicsResponse>('wellbeingTopics', { token: member.accessToken, query: { category: 'nutrition' } });
    expect(other.body.topics.map((t) => t.slug)).toEqual(['eating-well']);
    expect((await server.call<ApiError>('wellbeingTopics', { token: member.accessToken, query: { category: 'Not a category!' } })).status).toBe(400);
  });

  it('answers one topic by slug with its resources; an unknown slug is 404', async () => {
    const res = await server.call<WellbeingTopicResponse>('wellbeingTopic', { token: member.accessToken, query: { slug: 'anxiety' } });
    expect(res.status).toBe(200);
    expect(res.body.topic.id).toBe(ids.anxiety);
    expect(res.body.resources.map((r) => [r.title, r.url])).toEqual([['Breathing exercise', 'https://example.org/breathing']]);
    expect((await server.call<ApiError>('wellbeingTopic', { token: member.accessToken, query: { slug: 'eating-well' } })).status).toBe(404);
    expect((await server.call<ApiError>('wellbeingTopic', { token: member.accessToken, query: { slug: 'eating-well', category: 'nutrition' } })).status).toBe(200);
    const missing = await server.call<ApiError>('wellbeingTopic', { token: member.accessToken });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('slug');
  });

  it('lists the resources of the category in topic order, or of one topic', async () => {
    const all = await server.call<WellbeingResourcesResponse>('wellbeingResources', { token: member.accessToken });
    expect(all.body.resources.map((r) => r.title)).toEqual(['Breathing exercise', 'Talking about loss']);
    const one = await server.call<WellbeingResourcesResponse>('wellbeingResources', { token: member.accessToken, query: { topic_id: ids.grief } });
    expect(one.body.resources.map((r) => r.slug)).toEqual(['loss']);
    expect((await server.call('wellbeingResources', { token: member.accessToken, query: { topic_id: 'x' } })).status).toBe(400);
  });
});

describe('random health tip, random referral, scheduling link (spec 000 §7.6, spec 001 §3)', () => {
  it('answers null while nothing is configured', async () => {
    expect((await server.call<RandomHealthTipResponse>('randomHealthTip', { token: member.accessToken })).body).toEqual({ health_tip: null });
    expect((await server.call<RandomReferralResponse>('randomReferral', { token: member.accessToken })).body).toEqual({ referral: null });
    expect((await server.call<SchedulingLinkResponse>('schedulingLink', { token: member.accessToken })).body).toEqual({ scheduling_link: null });
  });

  it('picks among the active tips and referrals only', async () => {
    const store = createClassStore(server.db);
    const tips = ['Drink a glass of water first thing', 'Take the stairs'];
    for (const description of tips) await store.insert('healthtips', HealthTipClass.parse({ description }));
    await store.insert('healthtips', HealthTipClass.parse({ description: 'Retired tip', is_active: false }));
    const category = await store.insert('referralcategory', ReferralCategoryClass.parse({ name: 'Mental health' }));
    await store.insert(
      'referral',
      ReferralClass.parse({ title: 'Talk to someone', button_text: 'Book', url: 'https://example.org/talk', category_id: category.id, desktop_image: '/media/talk.png' }),
    );
    await store.insert('referral', ReferralClass.parse({ title: 'Old', button_text: 'Go', url: 'https://example.org/old', is_active: false }));
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const tip = (await server.call<RandomHealthTipResponse>('randomHealthTip', { token: member.accessToken })).body.health_tip;
      seen.add(tip!.description);
    }
    expect([...seen].every((d) => tips.includes(d))).toBe(true);
    const referral = (await server.call<RandomReferralResponse>('randomReferral', { token: member.accessToken })).body.referral;
    expect(referral).toMatchObject({
      title: 'Talk to someone',
      button_text: 'Book',
      description: '',
      desktop_image: '/media/talk.png',
      url: 'https://example.org/talk',
      category: { id: category.id, name: 'Mental health' },
    });
  });

  it('pickRandom is uniform over the list and empty-safe', () => {
    expect(pickRandom([], () => 0.5)).toBeUndefined();
    expect(pickRandom(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickRandom(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pickRandom(['a', 'b', 'c'], () => 0.9999)).toBe('c');
  });

  it('answers the scheduling link global default when it is an http(s) address', async () => {
    const store = createClassStore(server.db);
    const record = await store.insert('global_defaults', GlobalDefaultClass.parse({ key: 'scheduling_link', value: 'javascript:alert(1)' }));
    expect((await server.call<SchedulingLinkResponse>('schedulingLink', { token: member.accessToken })).body.scheduling_link).toBeNull();
    await store.update('global_defaults', record.id, GlobalDefaultClass.parse({ key: 'scheduling_link', value: 'https://calendly.com/healthdeck/care-call' }));
    expect((await server.call<SchedulingLinkResponse>('schedulingLink', { token: member.accessToken })).body.scheduling_link).toEqual({ url: 'https://calendly.com/healthdeck/care-call' });
  });
});

describe('integration calls and statuses (spec 000 §7.6)', () => {
  it("lists the member's own calls (written by the device routes) and the services' states", async () => {
    const other = await signedInMember(server);
    await server.call('deviceConnect', { token: member.accessToken, body: { dataSource: 'fitbit' } });
    await server.call('deviceRevoke', { token: member.accessToken, body: { dataSource: 'fitbit' } });
    const calls = await server.call<IntegrationCallsResponse>('integrationCalls', { token: member.accessToken });
    expect(calls.status).toBe(200);
    expect(calls.body.integration_calls.map((c) => [c.operation, c.status])).toEqual(
      expect.arrayContaining([
        ['authorize fitbit', 'success'],
        ['revoke fitbit', 'success'],
      ]),
    );
    expect(calls.body.integration_calls).toHaveLength(2);
    expect((await server.call<IntegrationCallsResponse>('integrationCalls', { token: other.accessToken })).body.integration_calls).toEqual([]);
    expect((await server.call('integrationCalls', { token: member.accessToken, query: { limit: 0 } })).status).toBe(400);

    await createClassStore(server.db).insert('integration_status', IntegrationStatusClass.parse({ integration: 'devices_sandbox', status: 'up', checked_at: '2026-06-01T09:00:00.000Z' }));
    const statuses = await server.call<IntegrationStatusesResponse>('integrationStatuses', { token: member.accessToken });
    expect(statuses.body.integration_statuses).toEqual([{ integration: 'devices_sandbox', status: 'up', checked_at: '2026-06-01T09:00:00.000Z', message: null }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LegalAgreementClass,
  WellbeingContentTypeClass,
  type ApiError,
  type CompleteOnboardingResponse,
  type EnrollmentInfoResponse,
  type LegalAgreementsResponse,
  type TopicsResponse,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';

let server: TestServer;
const ids = { programA: '', programB: '', general: '', programOnly: '', otherProgram: '', interest1: '', interest2: '', content: '' };

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-06-01T09:00:00Z'));
  const store = createClassStore(server.db);
  ids.programA = (await store.insert('programs', { name: 'Healthy Heart', code: 'heart' })).id;
  ids.programB = (await store.insert('programs', { name: 'Pregnancy', code: 'pregnancy' })).id;
  // required sent as 1 / '0' (spec 000 §3.3) and programs as JSON text, as an admin form sends them.
  ids.general = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Terms of Use', content: 'Terms', required: 1, programs: '[]' }))).id;
  ids.programOnly = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Heart Programme Consent', required: '0', programs: JSON.stringify([ids.programA]) }))).id;
  ids.otherProgram = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Pregnancy Consent', required: true, programs: [ids.programB] }))).id;
  await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Retired', required: 1, is_active: false }));
  ids.interest1 = (
    await store.insert(
      'wellbeing_content_types',
      WellbeingContentTypeClass.parse({ content_kind: 'topic', title: 'Nutrition', slug: 'nutrition', topic_kind: 'user-interest', sort_order: 1 }),
    )
  ).id;
  ids.interest2 = (
    await store.insert('wellbeing_content_types', WellbeingContentTypeClass.parse({ content_kind: 'topic', title: 'Sleep', slug: 'sleep', topic_kind: 'user-interest', sort_order: 2 }))
  ).id;
  ids.content = (await store.insert('wellbeing_content_types', WellbeingContentTypeClass.parse({ content_kind: 'topic', title: 'Stress', slug: 'stress', sort_order: 3 }))).id;
});
afterAll(async () => {
  await server.close();
});

async function enrol(member: TestMember, programId: string) {
  await server.db.insertInto('links').values({ kind: 'program_user', a_id: programId, b_id: member.id }).execute();
}
const agreements = async (m: TestMember) => {
  const res = await server.call<LegalAgreementsResponse>('legalAgreements', { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body;
};

describe('legal agreements and consent (spec 000 §3.3, §4, §7.6)', () => {
  it("lists the agreements of the member's programmes with required as true or false", async () => {
    const member = await signedInMember(server);
    await enrol(member, ids.programA);
    const body = await agreements(member);
    expect(body.legal_agreements.map((a) => [a.title, a.required])).toEqual([
      ['Heart Programme Consent', false],
      ['Terms of Use', true],
    ]);
    expect(body.legal_agreements.every((a) => a.consent === null)).toBe(true);
    expect(body.pending_required).toBe(true);
  });

  it('records an answer; accepting the required one clears pending_required', async () => {
    const member = await signedInMember(server);
    const res = await server.call<LegalAgreementsResponse>('consentSave', { token: member.accessToken, body: { legal_agreement_id: ids.general, accepted: true } });
    expect(res.status).toBe(200);
    expect(res.body.pending_required).toBe(false);
    expect(res.body.legal_agreements[0]!.consent).toEqual({ accepted: true, version: '1', answered_at: '2026-06-01T09:00:00.000Z' });
    // Declining afterwards counts: the latest answer wins.
    server.advance(60_000);
    const declined = await server.call<LegalAgreementsResponse>('consentSave', { token: member.accessToken, body: { legal_agreement_id: ids.general, accepted: false } });
    expect(declined.body.pending_required).toBe(true);
    expect(declined.body.legal_agreements[0]!.consent?.accepted).toBe(false);
  });

  it('refuses an agreement of another programme with a message the client shows (400, spec 000 §8)', async () => {
    const member = await signedInMember(server);
    const res = await server.call<ApiError>('consentSave', { token: member.accessToken, body: { legal_agreement_id: ids.otherProgram, accepted: true } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Legal agreement not found');
    const bad = await server.call<ApiError>('consentSave', { token: member.accessToken, body: { legal_agreement_id: 'nope', accepted: 'yes' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(['legal_agreement_id']));
  });

  it("never shows one member's answers to another", async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    await server.call('consentSave', { token: a.accessToken, body: { legal_agreement_id: ids.general, accepted: true } });
    expect((await agreements(b)).legal_agreements.every((x) => x.consent === null)).toBe(true);
  });
});

describe('onboarding (spec 000 §3.3, §7.6)', () => {
  it('lists topics of a kind with the member’s interests, and replaces the interests', async () => {
    const member = await signedInMember(server);
    const all = await server.call<TopicsResponse>('onboardingTopics', { token: member.accessToken });
    expect(all.body.topics.map((t) => [t.title, t.kind])).toEqual([
      ['Nutrition', 'user-interest'],
      ['Sleep', 'user-interest'],
      ['Stress', 'content-topic'],
    ]);
    const saved = await server.call<TopicsResponse>('onboardingTopicInterests', { token: member.accessToken, body: { topicInterestIds: [ids.interest2] } });
    expect(saved.status).toBe(200);
    expect(saved.body.topics.map((t) => [t.title, t.selected])).toEqual([
      ['Nutrition', false],
      ['Sleep', true],
    ]);
    const interests = await server.call<TopicsResponse>('onboardingTopics', { token: member.accessToken, query: { kind: 'user-interest' } });
    expect(interests.body.topics.filter((t) => t.selected).map((t) => t.id)).toEqual([ids.interest2]);
    // Another member's choices are their own.
    const other = await signedInMember(server);
    expect((await server.call<TopicsResponse>('onboardingTopics', { token: other.accessToken })).body.topics.some((t) => t.selected)).toBe(false);
  });

  it('refuses a topic that is not a user-interest topic, naming it', async () => {
    const member = await signedInMember(server);
    const res = await server.call<ApiError>('onboardingTopicInterests', { token: member.accessToken, body: { topicInterestIds: [ids.interest1, ids.content] } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Topic not found', fields: { 'topicInterestIds.1': 'Topic not found' } });
    expect(await server.db.selectFrom('user_topic_interests').selectAll().where('user_id', '=', member.id).execute()).toHaveLength(0);
    const bad = await server.call<ApiError>('onboardingTopicInterests', { token: member.accessToken, body: { topicInterestIds: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('saves legal_consents all or none, completes only when the required ones are accepted', async () => {
    server.setNow(new Date('2026-06-01T09:00:00Z'));
    const member = await signedInMember(server);
    await enrol(member, ids.programA);
    const refused = await server.call<ApiError>('completeOnboarding', { token: member.accessToken });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please accept the required legal agreements first');

    const mixed = await server.call<ApiError>('onboardingLegalConsents', {
      token: member.accessToken,
      body: {
        legal_consents: [
          { legal_agreement_id: ids.general, accepted: true },
          { legal_agreement_id: ids.otherProgram, accepted: true },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields).toEqual({ 'legal_consents.1.legal_agreement_id': 'Legal agreement not found' });
    expect((await agreements(member)).legal_agreements.every((a) => a.consent === null)).toBe(true);

    const ok = await server.call<LegalAgreementsResponse>('onboardingLegalConsents', {
      token: member.accessToken,
      body: {
        legal_consents: [
          { legal_agreement_id: ids.general, accepted: true },
          { legal_agreement_id: ids.programOnly, accepted: false },
        ],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.pending_required).toBe(false);

    const done = await server.call<CompleteOnboardingResponse>('completeOnboarding', { token: member.accessToken });
    expect(done.status).toBe(200);
    expect(done.body.onboarding).toMatchObject({ completed_at: '2026-06-01T09:00:00.000Z', pending_required_agreements: false });
    server.advance(60_000);
    const again = await server.call<CompleteOnboardingResponse>('completeOnboarding', { token: member.accessToken });
    expect(again.body.onboarding.completed_at).toBe('2026-06-01T09:00:00.000Z');
  });

  it('answers enrollment info: organisations, programmes and the onboarding state', async () => {
    const member = await signedInMember(server);
    await enrol(member, ids.programA);
    const org = await createClassStore(server.db).insert('organizations', { name: 'Acme Health', code: 'acme' });
    await server.db.insertInto('links').values({ kind: 'organization_user', a_id: org.id, b_id: member.id }).execute();
    await server.call('onboardingTopicInterests', { token: member.accessToken, body: { topicInterestIds: [ids.interest1] } });
    const res = await server.call<EnrollmentInfoResponse>('enrollmentInfo', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.enrollment).toEqual({
      organizations: [{ id: org.id, name: 'Acme Health' }],
      programs: [{ id: ids.programA, name: 'Healthy Heart' }],
      onboarding: { completed_at: null, topic_interest_ids: [ids.interest1], pending_required_agreements: true },
    });
  });
});

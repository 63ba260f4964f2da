// The member's consent record and withdrawal (docs/decisions/0097-consent-record-and-withdrawal.md):
// every agreement that applies or was answered, each answer with its version and date; withdrawal
// where the agreement allows it, a required programme agreement taking the member out of its
// programmes, one required of every member refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegalAgreementClass, type ApiError, type ConsentRecordResponse, type ConsentWithdrawResponse, type LegalAgreementsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { memberProgramIds } from '../src/domain/programs/member-programs.js';

let server: TestServer;
const ids = { heart: '', sleep: '', terms: '', research: '', heartConsent: '', locked: '' };

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-06-01T09:00:00Z'));
  const store = createClassStore(server.db);
  ids.heart = (await store.insert('programs', { name: 'Healthy Heart', code: 'heart' })).id;
  ids.sleep = (await store.insert('programs', { name: 'Better Sleep', code: 'sleep' })).id;
  ids.terms = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Terms of Use', required: 1, programs: '[]' }))).id;
  ids.research = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Research participation', required: 0, programs: '[]' }))).id;
  ids.heartConsent = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Heart programme consent', required: 1, programs: [ids.heart] }))).id;
  ids.locked = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Photo release', required: 0, withdrawable: 0, programs: '[]' }))).id;
});
afterAll(async () => {
  await server.close();
});

async function memberIn(...programs: string[]): Promise<TestMember> {
  const member = await signedInMember(server);
  for (const id of programs) await server.db.insertInto('links').values({ kind: 'program_user', a_id: id, b_id: member.id }).execute();
  return member;
}
const accept = (m: TestMember, id: string) => server.call<LegalAgreementsResponse>('consentSave', { token: m.accessToken, body: { legal_agreement_id: id, accepted: true } });
const record = async (m: TestMember) => (await server.call<ConsentRecordResponse>('consentRecord', { token: m.accessToken })).body.agreements;
const withdraw = (m: TestMember, id: string) => server.call<ConsentWithdrawResponse & ApiError>('consentWithdraw', { token: m.accessToken, params: { id } });
const byTitle = (items: ConsentRecordResponse['agreements'], title: string) => items.find((a) => a.title === title)!;

describe('the consent record', () => {
  it('lists each answer with its version and date, and what a withdrawal would do', async () => {
    const member = await memberIn(ids.heart);
    for (const id of [ids.terms, ids.research, ids.heartConsent, ids.locked]) expect((await accept(member, id)).status).toBe(200);
    const items = await record(member);
    expect(items.map((a) => [a.title, a.required, a.applies, a.withdrawal, a.leaves_programs.map((p) => p.name)])).toEqual([
      ['Heart programme consent', true, true, 'leaves_programs', ['Healthy Heart']],
      ['Photo release', false, true, 'not_allowed', []],
      ['Research participation', false, true, 'allowed', []],
      ['Terms of Use', true, true, 'not_allowed', []],
    ]);
    expect(byTitle(items, 'Research participation').answers).toEqual([{ accepted: true, version: '1', answered_at: '2026-06-01T09:00:00.000Z' }]);
  });

  it('withdraws an optional consent: a declined answer on top, the history kept, and it can be given again', async () => {
    const member = await memberIn();
    await accept(member, ids.research);
    server.advance(60_000);
    const res = await withdraw(member, ids.research);
    expect(res.status).toBe(200);
    expect(res.body.left_programs).toEqual([]);
    const research = byTitle(res.body.agreements, 'Research participation');
    expect(research.answers.map((a) => a.accepted)).toEqual([false, true]);
    expect(research.withdrawal).toBeNull();
    // Nothing left to withdraw.
    expect((await withdraw(member, ids.research)).status).toBe(400);
    server.advance(60_000);
    expect((await accept(member, ids.research)).status).toBe(200);
    expect(byTitle(await record(member), 'Research participation').withdrawal).toBe('allowed');
  });

  it("withdrawing a programme's required agreement takes the member out of that programme only, audited", async () => {
    const member = await memberIn(ids.heart, ids.sleep);
    await accept(member, ids.heartConsent);
    server.advance(60_000);
    const res = await withdraw(member, ids.heartConsent);
    expect(res.status).toBe(200);
    expect(res.body.left_programs).toEqual([{ id: ids.heart, name: 'Healthy Heart' }]);
    expect(await memberProgramIds(server.db, member.id)).toEqual([ids.sleep]);
    // Still in the record (answered), no longer applying, and no longer asked for.
    const heart = byTitle(res.body.agreements, 'Heart programme consent');
    expect([heart.applies, heart.withdrawal, heart.answers.map((a) => a.accepted)]).toEqual([false, null, [false, true]]);
    const pending = await server.call<LegalAgreementsResponse>('legalAgreements', { token: member.accessToken });
    expect(pending.body.legal_agreements.some((a) => a.id === ids.heartConsent)).toBe(false);
    const audit = await server.db.selectFrom('audit_log').select(['detail']).where('event', '=', 'consent.withdrawn').where('user_id', '=', member.id).execute();
    expect(audit.map((row) => row.detail)).toEqual([{ legal_agreement_id: ids.heartConsent, version: '1', left_programs: [ids.heart] }]);
  });

  it('refuses what cannot be withdrawn, and agreements that are not the member’s', async () => {
    const member = await memberIn();
    await accept(member, ids.terms);
    await accept(member, ids.locked);
    const terms = await withdraw(member, ids.terms);
    expect([terms.status, terms.body.message]).toEqual([400, 'This agreement cannot be withdrawn while you have an account.']);
    expect((await withdraw(member, ids.locked)).status).toBe(400);
    // A programme agreement of a programme the member is not in, never answered: not in their record.
    expect((await withdraw(member, ids.heartConsent)).status).toBe(404);
    expect((await withdraw(member, 'not-a-uuid')).status).toBe(400);
    expect(byTitle(await record(member), 'Terms of Use').answers.map((a) => a.accepted)).toEqual([true]);
  });

  it('a required agreement whose organisation closes the account on withdrawal leads into the account deletion, and is not withdrawn on its own', async () => {
    const store = createClassStore(server.db);
    const closing = (await store.insert('legalagreements', LegalAgreementClass.parse({ title: 'Membership terms', required: 1, programs: '[]', on_required_withdrawal: 'close_account' })))
      .id;
    const member = await memberIn();
    await accept(member, closing);
    expect(byTitle(await record(member), 'Membership terms').withdrawal).toBe('closes_account');
    const res = await withdraw(member, closing);
    expect([res.status, res.body.message]).toEqual([400, 'Withdrawing this agreement closes your account: ask for your account to be deleted.']);
    expect(byTitle(await record(member), 'Membership terms').answers.map((a) => a.accepted)).toEqual([true]);
    await server.db.deleteFrom('class_records').where('id', '=', closing).execute();
  });
});

// spec 000 §3.4 (form status, HRA form kinds), §7.6 (HRA save with a save query parameter, submit,
// GET form; nutrition form GET, POST, submit); spec 001 §4 Health assessment section status.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type HraFormResponse, type HraSaveResponse, type HraSectionsResponse, type NutritionFormResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
});
afterAll(async () => {
  await server.close();
});

const sealed = () => `hd1.${randomBytes(48).toString('base64')}`;
const KINDS = ['social-history', 'depression-screening', 'anxiety-screening', 'family-history', 'epds'] as const;
const save = (m: TestMember, kind: string, body: unknown) => server.call<HraSaveResponse>('hraSave', { token: m.accessToken, query: { save: kind }, body });
const sections = async (m: TestMember) => (await server.call<HraSectionsResponse>('hraSections', { token: m.accessToken })).body;

describe('health assessment (spec 000 §3.4, §7.6; spec 001 §4)', () => {
  it('has no form until a section is saved; every section reads new', async () => {
    const member = await signedInMember(server);
    const none = await server.fetch(routes.hraForm.path, { headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(none.status).toBe(204); // spec 000 §7.6: 204 gives null
    expect(await none.text()).toBe('');
    expect(await sections(member)).toEqual({ status: 'new', sections: KINDS.map((kind) => ({ kind, status: 'new' })) });
  });

  it('saves sections by the save query parameter and moves the form new → incomplete → complete → review on submit', async () => {
    const member = await signedInMember(server);
    const answers = sealed();
    const first = await save(member, 'social-history', { encrypted_data: answers, status: 'complete' });
    expect(first.status).toBe(200);
    expect(first.body.form.status).toBe('incomplete');
    expect(first.body.form.sections[0]).toMatchObject({ kind: 'social-history', status: 'complete', encrypted_data: answers });
    await save(member, 'depression-screening', { encrypted_data: sealed(), status: 'incomplete' });
    expect((await sections(member)).sections.map((s) => s.status)).toEqual(['complete', 'incomplete', 'new', 'new', 'new']);

    const early = await server.call('hraSubmit', { token: member.accessToken, body: {} });
    expect(early).toMatchObject({ status: 400, body: { message: 'Complete or skip every section before submitting' } });

    await save(member, 'depression-screening', { encrypted_data: sealed(), status: 'complete' });
    await save(member, 'anxiety-screening', { encrypted_data: sealed(), status: 'complete' });
    await save(member, 'family-history', { encrypted_data: null, status: 'skipped' });
    const last = await save(member, 'epds', { encrypted_data: sealed(), status: 'complete' });
    expect(last.body.form.status).toBe('complete');

    const submitted = await server.call<HraSaveResponse>('hraSubmit', {
      token: member.accessToken,
      body: {
        risk_scores: [
          { kind: 'depression-screening', encrypted_data: sealed() },
          { kind: 'epds', encrypted_data: sealed() },
        ],
      },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.form).toMatchObject({ status: 'review', submitted_at: '2026-05-04T15:00:00.000Z' });
    // Complete sections read review after submit; the skipped one stays skipped.
    expect((await sections(member)).sections.map((s) => s.status)).toEqual(['review', 'review', 'review', 'skipped', 'review']);

    // Editing a section reopens the form.
    const reopened = await save(member, 'epds', { encrypted_data: sealed(), status: 'complete' });
    expect(reopened.body.form).toMatchObject({ status: 'complete', submitted_at: null });
  });

  it('refuses an unknown kind, a missing save parameter, unanswered non-skipped sections and scores of sections not complete', async () => {
    const member = await signedInMember(server);
    const kind = await save(member, 'diet', { encrypted_data: sealed(), status: 'complete' });
    expect(kind).toMatchObject({ status: 400, body: { fields: { save: expect.stringContaining('social-history') } } });
    const missing = await server.call('hraSave', { token: member.accessToken, body: { encrypted_data: sealed(), status: 'complete' } });
    expect(missing).toMatchObject({ status: 400, body: { fields: { save: 'save must be one of: social-history, depression-screening, anxiety-screening, family-history, epds' } } });
    const status = await save(member, 'epds', { encrypted_data: sealed(), status: 'new' });
    expect(status.status).toBe(400);
    const empty = await save(member, 'epds', { encrypted_data: null, status: 'complete' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'encrypted_data is required unless the section is skipped' } });
    for (const k of KINDS) await save(member, k, { encrypted_data: null, status: 'skipped' });
    const score = await server.call('hraSubmit', { token: member.accessToken, body: { risk_scores: [{ kind: 'epds', encrypted_data: sealed() }] } });
    expect(score).toMatchObject({ status: 400, body: { message: 'The epds section is not complete' } });
    // A readable score is refused: the server keeps no readable copy.
    const readable = await server.call('hraSubmit', { token: member.accessToken, body: { risk_scores: [{ kind: 'epds', score: 3, level: 'low' }] } });
    expect(readable.status).toBe(400);
  });

  it("keeps members apart: B sees no form of A's and saving creates B's own", async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const secret = sealed();
    await save(a, 'epds', { encrypted_data: secret, status: 'complete' });
    expect((await server.fetch(routes.hraForm.path, { headers: { authorization: `Bearer ${b.accessToken}` } })).status).toBe(204);
    await save(b, 'epds', { encrypted_data: sealed(), status: 'incomplete' });
    const aForm = (await server.call<HraFormResponse>('hraForm', { token: a.accessToken })).body.form!;
    expect(aForm.sections.find((s) => s.kind === 'epds')).toMatchObject({ status: 'complete', encrypted_data: secret });
  });
});

describe('nutrition form (spec 000 §7.6)', () => {
  it('is new until saved, incomplete when saved, complete when submitted, reopened by a save', async () => {
    const member = await signedInMember(server);
    const read = async () => (await server.call<NutritionFormResponse>('nutritionForm', { token: member.accessToken })).body.form;
    expect(await read()).toEqual({ status: 'new', encrypted_data: null, updated_at: null, submitted_at: null });
    const early = await server.call('nutritionFormSubmit', { token: member.accessToken });
    expect(early).toMatchObject({ status: 400, body: { message: 'Save your answers before submitting the nutrition form' } });
    const answers = sealed();
    const saved = await server.call<NutritionFormResponse>('nutritionFormSave', { token: member.accessToken, body: { encrypted_data: answers } });
    expect(saved.body.form).toMatchObject({ status: 'incomplete', encrypted_data: answers });
    const submitted = await server.call<NutritionFormResponse>('nutritionFormSubmit', { token: member.accessToken });
    expect(submitted.body.form).toMatchObject({ status: 'complete', submitted_at: '2026-05-04T15:00:00.000Z' });
    await server.call('nutritionFormSave', { token: member.accessToken, body: { encrypted_data: sealed() } });
    expect(await read()).toMatchObject({ status: 'incomplete', submitted_at: null });
    const plain = await server.call('nutritionFormSave', { token: member.accessToken, body: { encrypted_data: 'vegetarian' } });
    expect(plain.status).toBe(400);
    const other = await signedInMember(server);
    expect((await server.call<NutritionFormResponse>('nutritionForm', { token: other.accessToken })).body.form.status).toBe('new');
  });
});

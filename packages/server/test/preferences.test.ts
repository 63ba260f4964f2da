// spec 000 §7.6 User preferences GET and POST; spec 001 §3 Account profile (sleep_goal, the
// water-intake setting), §9 defaults. Real HTTP on loopback against real PostgreSQL; server.call
// checks every answer against the contract (the row's response schema, or ApiError).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCES, type AccountResponse, type PreferencesResponse } from '@healthdeck/contract';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

let server: TestServer;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signedInMember(server, uniqueEmail('alice'));
  bob = await signedInMember(server, uniqueEmail('bob'));
});
afterAll(async () => {
  await server.close();
});

const load = (m: TestMember) => server.call<PreferencesResponse>('preferences', { token: m.accessToken });
const save = (m: TestMember, body: unknown) => server.call<PreferencesResponse>('preferencesSave', { token: m.accessToken, body });
const account = async (m: TestMember) => (await server.call<AccountResponse>('account', { token: m.accessToken })).body;
const storedProfile = async (m: TestMember) => (await server.db.selectFrom('users').select('profile').where('id', '=', m.id).executeTakeFirstOrThrow()).profile;

describe('preferences (spec 000 §7.6, spec 001 §3)', () => {
  it('answers null for both settings of a new member (the defaults 8 h and 96 oz apply)', async () => {
    const res = await load(alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preferences: { sleep_goal: null, water_intake: null } });
  });

  it('saves both goals, keeps water_intake as text, and the account answer reflects them', async () => {
    const res = await save(alice, { sleep_goal: 7, water_intake: 64 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preferences: { sleep_goal: 7, water_intake: '64' } });
    expect((await load(alice)).body).toEqual({ preferences: { sleep_goal: 7, water_intake: '64' } });
    expect(await storedProfile(alice)).toEqual({ sleep_goal: 7, water_intake: '64' });
    expect((await account(alice)).profile).toEqual({ sleep_goal: 7, water_intake: '64' });
  });

  it('changes only the fields sent, and null clears one', async () => {
    await save(alice, { sleep_goal: 7.5, water_intake: 80 });
    expect((await save(alice, { sleep_goal: 9 })).body.preferences).toEqual({ sleep_goal: 9, water_intake: '80' });
    expect((await save(alice, { water_intake: 100 })).body.preferences).toEqual({ sleep_goal: 9, water_intake: '100' });
    expect((await save(alice, {})).body.preferences).toEqual({ sleep_goal: 9, water_intake: '100' });
    expect((await save(alice, { water_intake: null })).body.preferences).toEqual({ sleep_goal: 9, water_intake: null });
    expect((await save(alice, { sleep_goal: null })).body.preferences).toEqual({ sleep_goal: null, water_intake: null });
    expect((await account(alice)).profile).toEqual({ sleep_goal: null, water_intake: null });
  });

  it('accepts the bounds and half hours', async () => {
    for (const [sleep_goal, water_intake] of [
      [1, 1],
      [24, 200],
      [0.5 + 6, 150],
    ] as const) {
      const res = await save(alice, { sleep_goal, water_intake });
      expect(res.status).toBe(200);
      expect(res.body.preferences).toEqual({ sleep_goal, water_intake: String(water_intake) });
    }
  });

  it.each([
    ['sleep_goal', 0, PREFERENCES.sleepGoal.message],
    ['sleep_goal', 0.5, PREFERENCES.sleepGoal.message],
    ['sleep_goal', 24.5, PREFERENCES.sleepGoal.message],
    ['sleep_goal', -3, PREFERENCES.sleepGoal.message],
    ['sleep_goal', 7.25, PREFERENCES.sleepGoal.stepMessage],
    ['sleep_goal', '7', PREFERENCES.sleepGoal.message],
    ['sleep_goal', true, PREFERENCES.sleepGoal.message],
    ['sleep_goal', {}, PREFERENCES.sleepGoal.message],
    ['water_intake', 0, PREFERENCES.waterIntake.message],
    ['water_intake', 201, PREFERENCES.waterIntake.message],
    ['water_intake', 1e9, PREFERENCES.waterIntake.message],
    ['water_intake', 64.5, PREFERENCES.waterIntake.stepMessage],
    ['water_intake', '64', PREFERENCES.waterIntake.message],
    ['water_intake', [], PREFERENCES.waterIntake.message],
  ])('refuses %s = %j with 400 and the field message, changing nothing', async (field, value, message) => {
    await save(bob, { sleep_goal: 6, water_intake: 50 });
    const res = await save(bob, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
    expect((await load(bob)).body.preferences).toEqual({ sleep_goal: 6, water_intake: '50' });
  });

  it('checks both fields in one save and names each', async () => {
    const res = await save(bob, { sleep_goal: 30, water_intake: 500 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { sleep_goal: PREFERENCES.sleepGoal.message, water_intake: PREFERENCES.waterIntake.message } });
  });

  it('refuses unknown fields and a body that is not an object', async () => {
    const unknown = await save(bob, { sleep_goal: 7, star_balance: 1000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'Unknown preference: star_balance' });
    expect((await account(bob)).user.star_balance).toBe(0);
    for (const body of [null, 7, 'sleep', [7]]) {
      const res = await save(bob, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'The request body must be a JSON object' });
    }
    const missing = await server.call('preferencesSave', { token: bob.accessToken });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'The request body is required' });
  });

  it("keeps each member to their own preferences (A's save never touches B)", async () => {
    await save(alice, { sleep_goal: 10, water_intake: 120 });
    await save(bob, { sleep_goal: 5, water_intake: 30 });
    expect((await load(alice)).body.preferences).toEqual({ sleep_goal: 10, water_intake: '120' });
    expect((await load(bob)).body.preferences).toEqual({ sleep_goal: 5, water_intake: '30' });
    await save(bob, { sleep_goal: null });
    expect((await account(alice)).profile).toEqual({ sleep_goal: 10, water_intake: '120' });
    expect((await account(bob)).profile).toEqual({ sleep_goal: null, water_intake: '30' });
  });

  it('keeps other keys of the stored profile and reads odd stored values safely', async () => {
    await server.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ sleep_goal: 'eight', water_intake: 72, theme: 'dark' }) })
      .where('id', '=', bob.id)
      .execute();
    expect((await load(bob)).body.preferences).toEqual({ sleep_goal: null, water_intake: '72' });
    await save(bob, { sleep_goal: 8 });
    expect(await storedProfile(bob)).toEqual({ sleep_goal: 8, water_intake: 72, theme: 'dark' });
    expect((await account(bob)).profile).toEqual({ sleep_goal: 8, water_intake: '72' });
  });

  it('lets concurrent saves of different fields both land (one merge per statement)', async () => {
    await save(alice, { sleep_goal: null, water_intake: null });
    const answers = await Promise.all([...Array.from({ length: 5 }, () => save(alice, { sleep_goal: 6.5 })), ...Array.from({ length: 5 }, () => save(alice, { water_intake: 90 }))]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await load(alice)).body.preferences).toEqual({ sleep_goal: 6.5, water_intake: '90' });
  });

  it.each(['preferences', 'preferencesSave'] as const)('%s answers 401 to an anonymous caller and changes nothing', async (name) => {
    const before = await storedProfile(alice);
    const res = await server.call(name, { token: null, body: name === 'preferencesSave' ? { sleep_goal: 3 } : undefined });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'You are not authorized to access this resource' });
    expect(await storedProfile(alice)).toEqual(before);
  });

  it('refuses a forged or expired token', async () => {
    const forged = await server.call('preferencesSave', { token: `${alice.accessToken.slice(0, -4)}AAAA`, body: { sleep_goal: 3 } });
    expect(forged.status).toBe(401);
    server.advance(server.config.accessTokenTtlSeconds * 1000 + 60_000);
    const expired = await server.call('preferences', { token: alice.accessToken });
    expect(expired.status).toBe(401);
  });
});

describe('the language picked (spec 001 §2 language picker, §3 Languages)', () => {
  it('saves one of the six languages, answers it in preferences and the account, and null clears it', async () => {
    const member = await signedInMember(server, uniqueEmail('lang'));
    expect((await save(member, { language: 'es' })).body.preferences).toEqual({ sleep_goal: null, water_intake: null, language: 'es' });
    expect((await load(member)).body.preferences.language).toBe('es');
    expect((await account(member)).profile.language).toBe('es');
    // Another field's save keeps the language.
    expect((await save(member, { sleep_goal: 8 })).body.preferences.language).toBe('es');
    expect((await save(member, { language: null })).body.preferences).toEqual({ sleep_goal: 8, water_intake: null });
  });

  it('refuses a language outside the six', async () => {
    const member = await signedInMember(server, uniqueEmail('lang-bad'));
    const res = await save(member, { language: 'it' });
    expect(res.status).toBe(400);
    expect((await load(member)).body.preferences).toEqual({ sleep_goal: null, water_intake: null });
  });
});

// spec 001 §3 Mood entry and Symptom, §4 Mood and Symptoms, §7 mood load/log, symptoms list/update;
// spec 000 §7.6. Real HTTP on loopback against real PostgreSQL; server.call checks every answer
// against the contract (the row's response schema, or ApiError).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOOD_VALUES, type MoodResponse, type SymptomsResponse, type SymptomUpdateResponse } from '@healthdeck/contract';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { isNoneOfThese } from '../src/routes/symptoms.js';

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

const tzQuery = (tz?: string): Record<string, string> => (tz ? { tz } : {});
const loadMood = (m: TestMember, tz?: string) => server.call<MoodResponse>('moodLoad', { token: m.accessToken, query: tzQuery(tz) });
const logMood = (m: TestMember, mood: unknown, tz?: string) => server.call<MoodResponse>('moodLog', { token: m.accessToken, body: { mood }, query: tzQuery(tz) });
const list = (m: TestMember, tz?: string) => server.call<SymptomsResponse>('symptomsList', { token: m.accessToken, query: tzQuery(tz) });
const toggle = (m: TestMember, symptom_id: unknown, tz?: string) => server.call<SymptomUpdateResponse>('symptomUpdate', { token: m.accessToken, body: { symptom_id }, query: tzQuery(tz) });

async function idOf(name: string): Promise<number> {
  const found = (await list(alice)).body.find((s) => s.name === name);
  if (!found) throw new Error(`no symptom ${name}`);
  return found.id;
}
async function logged(m: TestMember, tz?: string): Promise<string[]> {
  return (await list(m, tz)).body.filter((s) => s.status === 'Logged').map((s) => s.name);
}
async function clearToday(m: TestMember): Promise<void> {
  await server.db.deleteFrom('user_symptom_logs').where('user_id', '=', m.id).execute();
}

describe('mood (spec 001 §4 Mood)', () => {
  it('has no mood until one is logged, then answers mood.mood', async () => {
    server.setNow(new Date('2026-04-01T12:00:00Z'));
    expect((await loadMood(alice)).body).toEqual({ mood: { mood: null, date: '2026-04-01' } });
    const logged = await logMood(alice, 'happy');
    expect(logged.status).toBe(200);
    expect(logged.body).toEqual({ mood: { mood: 'happy', date: '2026-04-01' } });
    expect((await loadMood(alice)).body.mood.mood).toBe('happy');
  });

  it('keeps one current mood per day: logging again replaces it', async () => {
    server.setNow(new Date('2026-04-02T08:00:00Z'));
    for (const mood of MOOD_VALUES) expect((await logMood(alice, mood)).body.mood.mood).toBe(mood);
    expect((await loadMood(alice)).body.mood.mood).toBe('angry');
    const rows = await server.db.selectFrom('user_moods').select('mood').where('user_id', '=', alice.id).where('day', '=', '2026-04-02').execute();
    expect(rows).toEqual([{ mood: 'angry' }]);
  });

  it('keeps one row a day under concurrent logs', async () => {
    server.setNow(new Date('2026-04-03T08:00:00Z'));
    const answers = await Promise.all(MOOD_VALUES.flatMap((mood) => [logMood(alice, mood), logMood(alice, mood)]));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await server.db.selectFrom('user_moods').select('mood').where('user_id', '=', alice.id).where('day', '=', '2026-04-03').execute();
    expect(rows).toHaveLength(1);
    expect((await loadMood(alice)).body.mood.mood).toBe(rows[0]!.mood);
  });

  it("starts each of the member's days without a mood (time zone from the browser)", async () => {
    server.setNow(new Date('2026-04-04T23:30:00Z'));
    await logMood(alice, 'sad', 'America/Los_Angeles');
    expect((await loadMood(alice, 'America/Los_Angeles')).body.mood).toEqual({ mood: 'sad', date: '2026-04-04' });
    expect((await loadMood(alice, 'Pacific/Kiritimati')).body.mood).toEqual({ mood: null, date: '2026-04-05' });
    server.setNow(new Date('2026-04-05T12:00:00Z'));
    expect((await loadMood(alice)).body.mood.mood).toBeNull();
  });

  it('refuses an unknown or missing mood with a readable message and changes nothing', async () => {
    server.setNow(new Date('2026-04-06T12:00:00Z'));
    await logMood(alice, 'neutral');
    const unknown = await logMood(alice, 'ecstatic');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      statusCode: 400,
      error_code: 'VALIDATION_FAILED',
      message: 'mood must be one of: happy, neutral, sad, anxious, sick, angry',
      fields: { mood: 'mood must be one of: happy, neutral, sad, anxious, sick, angry' },
    });
    const upper = await logMood(alice, 'Happy');
    expect(upper.status).toBe(400);
    const missing = await server.call('moodLog', { token: alice.accessToken, body: {} });
    // zod reports a missing enum value as not one of the values: still names the field and the choices.
    expect(missing.body).toMatchObject({ statusCode: 400, message: 'mood must be one of: happy, neutral, sad, anxious, sick, angry' });
    const notJson = await server.call('moodLog', { token: alice.accessToken, rawBody: 'happy', contentType: 'text/plain' });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect((await loadMood(alice)).body.mood.mood).toBe('neutral');
  });

  it('has a CHECK constraint as the last line of defence', async () => {
    await expect(
      server.db
        .insertInto('user_moods')
        .values({ user_id: alice.id, day: '2020-01-01', mood: 'ecstatic' as never, updated_at: new Date() })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('symptoms (spec 001 §3 Symptom, §4 Symptoms)', () => {
  it("lists the catalogue with 'None of these', none logged to begin with", async () => {
    server.setNow(new Date('2026-05-01T12:00:00Z'));
    const res = await list(alice);
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.name)).toEqual(['Headache', 'Fatigue', 'Nausea', 'Back pain', 'Cough', 'Fever', 'Dizziness', 'Trouble sleeping', 'Anxiety', 'None of these']);
    expect(res.body.every((s) => s.status === null && Number.isInteger(s.id))).toBe(true);
  });

  it('flips a symptom between logged today and not, echoing symptom_id', async () => {
    server.setNow(new Date('2026-05-02T12:00:00Z'));
    const headache = await idOf('Headache');
    const on = await toggle(alice, headache);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ symptom_id: headache, status: 'Logged' });
    expect(await logged(alice)).toEqual(['Headache']);
    expect((await toggle(alice, headache)).body).toEqual({ symptom_id: headache, status: null });
    expect(await logged(alice)).toEqual([]);
  });

  it("'None of these' clears the day's others; another symptom clears 'None of these'", async () => {
    server.setNow(new Date('2026-05-03T12:00:00Z'));
    await clearToday(alice);
    await toggle(alice, await idOf('Headache'));
    await toggle(alice, await idOf('Fever'));
    expect(await logged(alice)).toEqual(['Headache', 'Fever']);
    expect((await toggle(alice, await idOf('None of these'))).body.status).toBe('Logged');
    expect(await logged(alice)).toEqual(['None of these']);
    await toggle(alice, await idOf('Cough'));
    expect(await logged(alice)).toEqual(['Cough']);
    // Turning 'None of these' off again leaves nothing logged.
    await toggle(alice, await idOf('None of these'));
    await toggle(alice, await idOf('None of these'));
    expect(await logged(alice)).toEqual([]);
  });

  it("never leaves 'None of these' logged beside another symptom under concurrent taps", async () => {
    server.setNow(new Date('2026-05-04T12:00:00Z'));
    await clearToday(alice);
    const none = await idOf('None of these');
    const others = [await idOf('Headache'), await idOf('Nausea'), await idOf('Dizziness')];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([none, ...others, none].map((id) => toggle(alice, id)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const names = await logged(alice);
      if (names.includes('None of these')) expect(names).toEqual(['None of these']);
    }
  });

  it('keeps yesterday’s symptoms off today’s list', async () => {
    server.setNow(new Date('2026-05-05T12:00:00Z'));
    await clearToday(alice);
    await toggle(alice, await idOf('Fatigue'));
    server.setNow(new Date('2026-05-06T12:00:00Z'));
    expect(await logged(alice)).toEqual([]);
    server.setNow(new Date('2026-05-05T12:00:00Z'));
    expect(await logged(alice)).toEqual(['Fatigue']);
  });

  it('refuses an unknown symptom_id or a wrong type with a readable message', async () => {
    server.setNow(new Date('2026-05-07T12:00:00Z'));
    const unknown = await toggle(alice, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, error_code: 'NOT_FOUND', message: 'No symptom with id 999999', fields: { symptom_id: 'Pick a symptom from the list' } });
    for (const bad of ['Headache', 0, -3, 1.5, null]) {
      const res = await toggle(alice, bad);
      expect(res.status).toBe(400);
      expect((res.body as unknown as { message: string }).message).toMatch(/symptom_id/);
    }
    const missing = await server.call('symptomUpdate', { token: alice.accessToken, body: {} });
    expect(missing.body).toMatchObject({ statusCode: 400, message: 'symptom_id is required' });
    expect(await logged(alice)).toEqual([]);
  });

  it("recognises 'None of these' ignoring spaces and case", () => {
    for (const name of ['None of these', 'none of these', 'NONE OF THESE', ' Noneof  These ', 'noneofthese']) expect(isNoneOfThese(name)).toBe(true);
    for (const name of ['None', 'None of those', 'Headache']) expect(isNoneOfThese(name)).toBe(false);
  });
});

describe('isolation and sign-in', () => {
  it("keeps one member's mood and symptoms away from another", async () => {
    server.setNow(new Date('2026-06-01T12:00:00Z'));
    await logMood(alice, 'sick');
    await toggle(alice, await idOf('Cough'));
    expect((await loadMood(bob)).body.mood.mood).toBeNull();
    expect(await logged(bob)).toEqual([]);
    await logMood(bob, 'happy');
    await toggle(bob, await idOf('None of these'));
    // Bob's 'None of these' does not clear Alice's cough, nor his mood hers.
    expect(await logged(alice)).toEqual(['Cough']);
    expect((await loadMood(alice)).body.mood.mood).toBe('sick');
    expect(await logged(bob)).toEqual(['None of these']);
  });

  it.each(['moodLoad', 'moodLog', 'symptomsList', 'symptomUpdate'] as const)('%s answers 401 without a token', async (name) => {
    const res = await server.call(name, { body: name === 'moodLog' ? { mood: 'happy' } : name === 'symptomUpdate' ? { symptom_id: 1 } : undefined });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error_code: 'UNAUTHENTICATED' });
  });
});

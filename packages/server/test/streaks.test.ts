import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type StreakResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { login, signedInMember, type TestMember } from './helpers/accounts.js';
import { ACTIVITY_WINDOW_DAYS, addDays, currentStreak, weekProgress } from '../src/routes/streaks.js';
import { seedDemoMilestones } from '../src/seed/demo-milestones.js';
import { seedDemoTranslations } from '../src/seed/demo-translations.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

// 2026-04-15 is a Wednesday.
const NOW = new Date('2026-04-15T12:00:00Z');

const get = (m: TestMember | null, tz?: string) => server.call<StreakResponse>('streaks', { token: m?.accessToken ?? null, query: tz ? { tz } : {} });
const progress = (m: TestMember, body: unknown, tz?: string) => server.call<StreakResponse>('milestoneProgression', { token: m.accessToken, body, query: tz ? { tz } : {} });

/** Weeks before NOW: the history below happens after the account was made. */
const LONG_AGO = new Date('2026-03-02T12:00:00Z');

/** A member (account made LONG_AGO) whose only sign-ins are the given instants (the real one from signedInMember is removed). */
async function memberWithLogins(...at: string[]): Promise<TestMember> {
  server.setNow(NOW);
  const member = await signedInMember(server);
  await server.db.updateTable('users').set({ created_at: LONG_AGO }).where('id', '=', member.id).execute();
  await server.db.deleteFrom('login_attempts').where('email', '=', member.email).execute();
  for (const instant of at)
    await server.db
      .insertInto('login_attempts')
      .values({ email: member.email, outcome: 'succeeded', ip: null, created_at: new Date(instant) })
      .execute();
  return member;
}

/** Moves the clock and signs in again (tokens expire), without counting that sign-in as activity. */
async function later(member: TestMember, instant: string): Promise<TestMember> {
  const now = new Date(instant);
  server.setNow(now);
  const answer = await login(server, member.email, member.credential);
  await server.db.deleteFrom('login_attempts').where('email', '=', member.email).where('created_at', '>=', now).execute();
  return { ...member, accessToken: answer.data!.accessToken };
}

async function pregnancyId(): Promise<number> {
  return (await server.db.selectFrom('milestones').select('id').where('kind', '=', 'pregnancy').executeTakeFirstOrThrow()).id;
}

describe('streak rules (spec 001 §3, §9)', () => {
  it('counts consecutive days ending today, or yesterday while today is empty', () => {
    const days = new Set(['2026-04-12', '2026-04-13', '2026-04-14']);
    expect(currentStreak(days, '2026-04-14')).toBe(3);
    expect(currentStreak(days, '2026-04-15')).toBe(3);
    expect(currentStreak(days, '2026-04-16')).toBe(0);
    expect(currentStreak(new Set(), '2026-04-16')).toBe(0);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('lays out Monday..Sunday with completed, missed, incomplete and upcoming', () => {
    const week = weekProgress(new Set(['2026-04-13', '2026-04-19']), '2026-04-15');
    expect(week.map((d) => `${d.day} ${d.date} ${d.status}${d.isCurrentDay ? ' today' : ''}`)).toEqual([
      'Mon 2026-04-13 completed',
      'Tue 2026-04-14 missed',
      'Wed 2026-04-15 incomplete today',
      'Thu 2026-04-16 upcoming',
      'Fri 2026-04-17 upcoming',
      'Sat 2026-04-18 upcoming',
      'Sun 2026-04-19 upcoming',
    ]);
    // A Sunday is the last day of its week, not the first of the next.
    expect(weekProgress(new Set(), '2026-04-19')[0]?.date).toBe('2026-04-13');
  });

  it('does not mark the days before the account was made as missed: they are upcoming (not counted), as later days', () => {
    // Account made on Tuesday 04-14, today Wednesday 04-15, nothing logged.
    const week = weekProgress(new Set(), '2026-04-15', '2026-04-14');
    expect(week.map((d) => d.status)).toEqual(['upcoming', 'missed', 'incomplete', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    // Made today: no day of the week is missed.
    expect(weekProgress(new Set(), '2026-04-15', '2026-04-15').map((d) => d.status)).toEqual(['upcoming', 'upcoming', 'incomplete', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    // Something on record before the account's day (an import) still counts as completed.
    expect(weekProgress(new Set(['2026-04-13']), '2026-04-15', '2026-04-15')[0]?.status).toBe('completed');
    // Made before this week: as without the date.
    expect(weekProgress(new Set(['2026-04-13']), '2026-04-15', '2026-04-01')).toEqual(weekProgress(new Set(['2026-04-13']), '2026-04-15'));
  });
});

describe('GET /api/client/daily-journal/streaks (spec 001 §3, §7 Load milestone streak)', () => {
  it('answers a fresh member: signed in today, first time, login-streak milestone, valid per the contract', async () => {
    server.setNow(NOW);
    const member = await signedInMember(server);
    const res = await get(member);
    expect(res.status).toBe(200);
    expect(routes.streaks.response.safeParse(res.body).success).toBe(true);
    expect(res.body.streak).toEqual({ current: 1, is_first_time: true });
    expect(res.body.is_first_time).toBe(true);
    // Made on Wednesday: Monday and Tuesday were before the account, not missed.
    expect(res.body.weekProgress.map((d) => d.status)).toEqual(['upcoming', 'upcoming', 'completed', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(res.body.weekProgress[2]).toEqual({ date: '2026-04-15', day: 'Wed', status: 'completed', isCurrentDay: true });
    expect(res.body.milestone_type).toBe('login_streak');
    expect(res.body.milestone_info).toMatchObject({ duration_interval: 'days', current_period: 1, event: { title: 'Login streak' } });
    expect(res.body.should_prompt_milestone).toBe(false);
    expect(res.body.user.name).toBe('Test Member');
  });

  it('a new account: the days before it was made are never missed; the days since are', async () => {
    // Made on Tuesday 04-14 at 23:30 in New York (Wednesday 03:30 UTC), signed in then.
    server.setNow(new Date('2026-04-15T03:30:00Z'));
    const member = await signedInMember(server);
    let res = await get(member, 'America/New_York');
    expect(res.body.weekProgress.map((d) => `${d.day} ${d.status}`)).toEqual([
      'Mon upcoming',
      'Tue completed',
      'Wed upcoming',
      'Thu upcoming',
      'Fri upcoming',
      'Sat upcoming',
      'Sun upcoming',
    ]);
    // In UTC the account was made on Wednesday: Monday and Tuesday are before it.
    expect((await get(member)).body.weekProgress.map((d) => d.status).slice(0, 3)).toEqual(['upcoming', 'upcoming', 'completed']);

    // Thursday with nothing since: Wednesday is missed, Monday still is not.
    res = await get(await later(member, '2026-04-16T15:00:00Z'), 'America/New_York');
    expect(res.body.weekProgress.map((d) => `${d.day} ${d.status}`).slice(0, 4)).toEqual(['Mon upcoming', 'Tue completed', 'Wed missed', 'Thu incomplete']);

    // The next week: every day is after the account, an empty past day is missed.
    res = await get(await later(member, '2026-04-22T15:00:00Z'), 'America/New_York');
    expect(res.body.weekProgress.map((d) => d.status).slice(0, 3)).toEqual(['missed', 'missed', 'incomplete']);
  });

  it('counts journal days (hydration, mood, symptoms) and sign-ins across days; a gap ends the streak', async () => {
    const member = await memberWithLogins('2026-04-10T09:00:00Z');
    const symptom = await server.db.selectFrom('symptoms').select('id').where('name', '=', 'Headache').executeTakeFirstOrThrow();
    await server.db
      .insertInto('user_hydration')
      .values([
        { user_id: member.id, day: '2026-04-08', total_ounces: 8, updated_at: NOW },
        { user_id: member.id, day: '2026-04-12', total_ounces: 8, updated_at: NOW },
        { user_id: member.id, day: '2026-04-13', total_ounces: 0, updated_at: NOW },
      ])
      .execute();
    await server.db.insertInto('user_moods').values({ user_id: member.id, day: '2026-04-11', mood: 'happy', updated_at: NOW }).execute();
    await server.db.insertInto('user_symptom_logs').values({ user_id: member.id, symptom_id: symptom.id, day: '2026-04-14', created_at: NOW }).execute();

    // 04-13 has only 0 ounces: nothing logged, so the streak is 04-14 alone (ending yesterday).
    let res = await get(member);
    expect(res.body.streak.current).toBe(1);
    expect(res.body.weekProgress.map((d) => d.status)).toEqual(['missed', 'completed', 'incomplete', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(res.body.is_first_time).toBe(false);

    await server.db.updateTable('user_hydration').set({ total_ounces: 4 }).where('user_id', '=', member.id).where('day', '=', '2026-04-13').execute();
    res = await get(member);
    expect(res.body.streak.current).toBe(5); // 04-10 .. 04-14 (04-09 is the gap)

    // Logging today through the API completes today and extends the streak.
    expect((await server.call('hydrationIncrement', { token: member.accessToken, body: { ounces: 8 } })).status).toBe(200);
    res = await get(member);
    expect(res.body.streak.current).toBe(6);
    expect(res.body.weekProgress[2]?.status).toBe('completed');
    expect(res.body.milestone_info?.current_period).toBe(6);

    // Two days later with nothing: the streak is broken.
    res = await get(await later(member, '2026-04-17T12:00:00Z'));
    expect(res.body.streak.current).toBe(0);
    expect(res.body.weekProgress.map((d) => d.status)).toEqual(['completed', 'completed', 'completed', 'missed', 'incomplete', 'upcoming', 'upcoming']);
  });

  it('counts a streak longer than the days the dashboard reads first, back to its first day', async () => {
    // 100 days ending yesterday: moods for the older 61, sign-ins for the last 39.
    const days = Array.from({ length: 100 }, (_, i) => addDays('2026-04-14', -i));
    const member = await memberWithLogins(...days.slice(0, 39).map((day) => `${day}T12:00:00Z`));
    await server.db
      .updateTable('users')
      .set({ created_at: new Date('2025-12-01T12:00:00Z') })
      .where('id', '=', member.id)
      .execute();
    await server.db
      .insertInto('user_moods')
      .values(days.slice(39).map((day) => ({ user_id: member.id, day, mood: 'happy', updated_at: NOW })))
      .execute();
    expect(days.length).toBeGreaterThan(ACTIVITY_WINDOW_DAYS + 1);
    let res = await get(member);
    expect(res.body.streak.current).toBe(100);

    // A gap inside the window ends it there, whatever came before.
    await server.db
      .deleteFrom('login_attempts')
      .where('email', '=', member.email)
      .where('created_at', '<', new Date('2026-04-05T00:00:00Z'))
      .where('created_at', '>=', new Date('2026-04-04T00:00:00Z'))
      .execute();
    res = await get(member);
    expect(res.body.streak.current).toBe(10); // 04-05 .. 04-14
  });

  it("turns sign-ins into days in the member's time zone", async () => {
    // 02:00 UTC on the 15th is still the 14th (19:00) in Los Angeles.
    const member = await memberWithLogins('2026-04-15T02:00:00Z');
    const utc = await get(member);
    expect(utc.body.streak.current).toBe(1);
    expect(utc.body.weekProgress[2]?.status).toBe('completed');
    const la = await get(member, 'America/Los_Angeles');
    expect(la.body.streak.current).toBe(1);
    expect(la.body.weekProgress.map((d) => d.status).slice(0, 3)).toEqual(['missed', 'completed', 'incomplete']);
    // Late on the 15th UTC it is already the 16th in Kiritimati: the 15th is yesterday there.
    const again = await later(member, '2026-04-15T23:00:00Z');
    const east = await get(again, 'Pacific/Kiritimati');
    expect(east.body.weekProgress.find((d) => d.isCurrentDay)?.date).toBe('2026-04-16');
    expect(east.body.streak.current).toBe(1);
    const bad = await get(again, 'Mars/Olympus_Mons');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'VALIDATION_FAILED' });
  });

  it('refuses a request without a session (401)', async () => {
    const res = await get(null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error_code: 'UNAUTHENTICATED' });
    expect((await server.call('milestoneProgression', { body: { milestone_id: 1, current_week: 3, is_manual: true } })).status).toBe(401);
  });
});

describe('pregnancy milestone (spec 001 §4 Streak card, §7 Add milestone progression, spec 000 §3.3)', () => {
  it('prompts for weeks until they are set, then shows the week; other members are untouched', async () => {
    server.setNow(NOW);
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    await seedDemoMilestones(server.db, a.email);

    let res = await get(a);
    expect(res.body.milestone_type).toBe('pregnancy');
    expect(res.body.should_prompt_milestone).toBe(true);
    expect(res.body.milestone_info).toMatchObject({ id: await pregnancyId(), duration_interval: 'weeks', current_period: null, event: { title: 'Pregnancy', name: 'Week by week' } });

    res = await progress(a, { milestone_id: await pregnancyId(), current_week: 12, is_manual: true });
    expect(res.status).toBe(200);
    expect(routes.milestoneProgression.response.safeParse(res.body).success).toBe(true);
    expect(res.body.should_prompt_milestone).toBe(false);
    expect(res.body.milestone_info?.current_period).toBe(12);
    expect((await get(a)).body.milestone_info?.current_period).toBe(12);
    const row = await server.db.selectFrom('user_milestones').selectAll().where('user_id', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ current_week: 12, is_manual: true });

    // The demo seed is idempotent and keeps a saved week.
    await seedDemoMilestones(server.db, a.email);
    expect((await get(a)).body.milestone_info?.current_period).toBe(12);

    const other = await get(b);
    expect(other.body.milestone_type).toBe('login_streak');
    expect(other.body.should_prompt_milestone).toBe(false);
    expect(await server.db.selectFrom('user_milestones').select('id').where('user_id', '=', b.id).execute()).toEqual([]);
  });

  it("names the milestone and its event in the member's language, English where none is written", async () => {
    server.setNow(NOW);
    const member = await signedInMember(server);
    await seedDemoMilestones(server.db, member.email);
    await seedDemoTranslations(server.db);
    const inLanguage = (language: string) => server.call<StreakResponse>('streaks', { token: member.accessToken, query: {}, headers: { 'accept-language': language } });
    const spanish = await inLanguage('es');
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(spanish.body.milestone_info?.event).toMatchObject({ title: 'Embarazo', name: 'Semana a semana' });
    expect((await inLanguage('de')).body.milestone_info?.event).toMatchObject({ title: 'Schwangerschaft', name: 'Woche für Woche' });
    expect((await inLanguage('mh')).body.milestone_info?.event).toMatchObject({ title: 'Pregnancy', name: 'Week by week' });
    const progressed = await server.call<StreakResponse>('milestoneProgression', {
      token: member.accessToken,
      body: { milestone_id: await pregnancyId(), current_week: 3, is_manual: true },
      query: {},
      headers: { 'accept-language': 'fr' },
    });
    expect(progressed.body.milestone_info?.event).toMatchObject({ title: 'Grossesse' });
  });

  it('refuses bad weeks with the message, unknown milestones with 404, a day-counted milestone with 400', async () => {
    server.setNow(NOW);
    const member = await signedInMember(server);
    const id = await pregnancyId();
    for (const current_week of [0, 43, 1.5, '12', null]) {
      const res = await progress(member, { milestone_id: id, current_week, is_manual: true });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    }
    const range = await progress(member, { milestone_id: id, current_week: 43, is_manual: true });
    expect(JSON.stringify(range.body)).toContain('Weeks must be between 1 and 42');
    expect((await progress(member, { milestone_id: id, current_week: 3, is_manual: false })).status).toBe(400);
    expect((await progress(member, { current_week: 3, is_manual: true })).status).toBe(400);
    const missing = await progress(member, { milestone_id: 999_999, current_week: 3, is_manual: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Milestone not found' });
    const login = await server.db.selectFrom('milestones').select('id').where('kind', '=', 'login_streak').executeTakeFirstOrThrow();
    const daily = await progress(member, { milestone_id: login.id, current_week: 3, is_manual: true });
    expect(daily.status).toBe(400);
    expect(daily.body).toMatchObject({ message: 'Only a milestone counted in weeks takes weeks' });
    expect(await server.db.selectFrom('user_milestones').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  });
});

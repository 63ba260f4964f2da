// spec 001 §4, §5, §7, §9 Sleep tracker and spec 000 §7.6 (GET, increment, decrement under
// user-sleep), over real HTTP on a real PostgreSQL. Every answer is checked against the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SleepResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

let server: TestServer;
let member: TestMember;
let other: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await signedInMember(server);
  other = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

const query = (tz?: string): Record<string, string> => (tz ? { tz } : {});
const last = (m: TestMember, tz?: string) => server.call<SleepResponse>('sleepLast', { token: m.accessToken, query: query(tz) });
const inc = (m: TestMember, tz?: string) => server.call<SleepResponse>('sleepIncrement', { token: m.accessToken, query: query(tz) });
const dec = (m: TestMember, tz?: string) => server.call<SleepResponse>('sleepDecrement', { token: m.accessToken, query: query(tz) });
const level = async (m: TestMember, tz?: string) => (await last(m, tz)).body.data.sleep.total_levels;

describe('sleep tracker (spec 001 §4, §9)', () => {
  it('reads a day with nothing logged as the initial 8 and steps by one level', async () => {
    server.setNow(new Date('2026-04-01T12:00:00Z'));
    expect((await last(member)).body).toEqual({ data: { sleep: { total_levels: 8, date: '2026-04-01' } } });
    expect((await inc(member)).body).toEqual({ data: { sleep: { total_levels: 9, date: '2026-04-01' } } });
    expect((await inc(member)).body.data.sleep.total_levels).toBe(10);
    expect((await dec(member)).body.data.sleep.total_levels).toBe(9);
    expect(await level(member)).toBe(9);
  });

  it('starts a decrement from the initial 8 too', async () => {
    server.setNow(new Date('2026-04-02T12:00:00Z'));
    expect((await dec(member)).body.data.sleep.total_levels).toBe(7);
    expect(await level(member)).toBe(7);
  });

  it('refuses to go above 14 levels and changes nothing', async () => {
    server.setNow(new Date('2026-04-03T12:00:00Z'));
    for (let expected = 9; expected <= 14; expected += 1) expect((await inc(member)).body.data.sleep.total_levels).toBe(expected);
    const over = await inc(member);
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Sleep must stay between 0 and 14 levels' });
    expect(await level(member)).toBe(14);
    expect((await dec(member)).body.data.sleep.total_levels).toBe(13);
  });

  it('refuses to go below 0 levels and changes nothing', async () => {
    server.setNow(new Date('2026-04-04T12:00:00Z'));
    for (let expected = 7; expected >= 0; expected -= 1) expect((await dec(member)).body.data.sleep.total_levels).toBe(expected);
    const under = await dec(member);
    expect(under.status).toBe(400);
    expect(under.body).toEqual({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Sleep must stay between 0 and 14 levels' });
    expect(await level(member)).toBe(0);
    expect((await inc(member)).body.data.sleep.total_levels).toBe(1);
  });

  it('keeps the bounds under concurrent taps (one atomic statement per change)', async () => {
    server.setNow(new Date('2026-04-05T12:00:00Z'));
    const ups = await Promise.all(Array.from({ length: 10 }, () => inc(member)));
    expect(ups.filter((r) => r.status === 200)).toHaveLength(6); // 8 -> 14
    expect(ups.filter((r) => r.status === 400)).toHaveLength(4);
    expect(await level(member)).toBe(14);
    const downs = await Promise.all(Array.from({ length: 20 }, () => dec(member)));
    expect(downs.filter((r) => r.status === 200)).toHaveLength(14);
    expect(await level(member)).toBe(0);
  });

  it('keeps each member to their own level', async () => {
    server.setNow(new Date('2026-04-06T12:00:00Z'));
    await inc(member);
    await inc(member);
    expect(await level(member)).toBe(10);
    expect(await level(other)).toBe(8);
    await dec(other);
    expect(await level(other)).toBe(7);
    expect(await level(member)).toBe(10);
  });

  it("uses the member's time zone for the day", async () => {
    server.setNow(new Date('2026-04-07T23:30:00Z'));
    expect((await last(member, 'Pacific/Kiritimati')).body.data.sleep.date).toBe('2026-04-08');
    expect((await last(member, 'America/Los_Angeles')).body.data.sleep.date).toBe('2026-04-07');
    await inc(member, 'Pacific/Kiritimati');
    expect(await level(member, 'Pacific/Kiritimati')).toBe(9);
    expect(await level(member)).toBe(8);
    const bad = await last(member, 'Mars/Olympus_Mons');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'VALIDATION_FAILED', fields: { tz: 'Enter an IANA time zone such as Europe/Paris' } });
  });

  it.each(['sleepLast', 'sleepIncrement', 'sleepDecrement'] as const)('%s answers 401 to an anonymous caller and changes nothing', async (name) => {
    server.setNow(new Date('2026-05-01T12:00:00Z'));
    const res = await server.call(name, { token: null });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'You are not authorized to access this resource' });
    expect(await server.db.selectFrom('user_sleep').select('id').where('day', '=', '2026-05-01').execute()).toEqual([]);
  });

  it('has a CHECK constraint as the last line of defence', async () => {
    for (const total_levels of [15, -1]) {
      await expect(server.db.insertInto('user_sleep').values({ user_id: member.id, day: '2020-01-01', total_levels, updated_at: new Date() }).execute()).rejects.toThrow(/check constraint/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydrationResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { localDay } from '../src/time/local-day.js';

let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

const last = (m: TestMember, tz?: string) => server.call<HydrationResponse>('hydrationLast', { token: m.accessToken, query: tz ? { tz } : {} });
const inc = (m: TestMember, ounces?: number, tz?: string) =>
  server.call<HydrationResponse>('hydrationIncrement', { token: m.accessToken, body: ounces === undefined ? undefined : { ounces }, query: tz ? { tz } : {} });
const dec = (m: TestMember, ounces?: number) => server.call<HydrationResponse>('hydrationDecrement', { token: m.accessToken, body: ounces === undefined ? undefined : { ounces } });

describe('hydration (spec 001 §4, §9)', () => {
  it('starts at 0 for today and steps by 1 ounce by default', async () => {
    server.setNow(new Date('2026-03-10T12:00:00Z'));
    expect((await last(member)).body).toEqual({ hydration: { total_ounces: 0, date: '2026-03-10' } });
    expect((await inc(member)).body.hydration.total_ounces).toBe(1);
    expect((await inc(member, 8)).body.hydration.total_ounces).toBe(9);
    expect((await dec(member)).body.hydration.total_ounces).toBe(8);
    expect((await last(member)).body.hydration.total_ounces).toBe(8);
  });

  it('refuses to go above 200 and changes nothing', async () => {
    server.setNow(new Date('2026-03-11T12:00:00Z'));
    expect((await inc(member, 200)).body.hydration.total_ounces).toBe(200);
    const over = await inc(member);
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Hydration must stay between 0 and 200 ounces a day' });
    expect((await last(member)).body.hydration.total_ounces).toBe(200);
    expect((await dec(member, 150)).body.hydration.total_ounces).toBe(50);
    expect((await inc(member, 151)).status).toBe(400);
    expect((await last(member)).body.hydration.total_ounces).toBe(50);
  });

  it('refuses to go below 0 and changes nothing', async () => {
    server.setNow(new Date('2026-03-12T12:00:00Z'));
    const under = await dec(member);
    expect(under.status).toBe(400);
    expect(under.body).toMatchObject({ error_code: 'OUT_OF_RANGE' });
    expect((await last(member)).body.hydration.total_ounces).toBe(0);
    await inc(member, 3);
    expect((await dec(member, 4)).status).toBe(400);
    expect((await last(member)).body.hydration.total_ounces).toBe(3);
  });

  it('keeps the bounds under concurrent taps (atomic single statements)', async () => {
    server.setNow(new Date('2026-03-13T12:00:00Z'));
    await inc(member, 150);
    const results = await Promise.all(Array.from({ length: 10 }, () => inc(member, 10)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect((await last(member)).body.hydration.total_ounces).toBe(200);
    const downs = await Promise.all(Array.from({ length: 30 }, () => dec(member, 10)));
    expect(downs.filter((r) => r.status === 200)).toHaveLength(20);
    expect((await last(member)).body.hydration.total_ounces).toBe(0);
  });

  it("uses the member's time zone for the day", async () => {
    server.setNow(new Date('2026-03-14T23:30:00Z'));
    expect((await last(member, 'Pacific/Kiritimati')).body.hydration.date).toBe('2026-03-15');
    expect((await last(member, 'America/Los_Angeles')).body.hydration.date).toBe('2026-03-14');
    await inc(member, 5, 'Pacific/Kiritimati');
    expect((await last(member, 'Pacific/Kiritimati')).body.hydration.total_ounces).toBe(5);
    expect((await last(member)).body.hydration.total_ounces).toBe(0);
    const bad = await last(member, 'Mars/Olympus_Mons');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'VALIDATION_FAILED', fields: { tz: 'Enter an IANA time zone such as Europe/Paris' } });
  });

  it('refuses ounces outside 1..200 or of the wrong type', async () => {
    for (const ounces of [0, -1, 201, 1.5]) expect((await inc(member, ounces)).status).toBe(400);
    const wrong = await server.call('hydrationIncrement', { token: member.accessToken, body: { ounces: 'ten' } });
    expect(wrong.body).toMatchObject({ statusCode: 400, message: 'ounces must be a number' });
  });

  it('has a CHECK constraint as the last line of defence', async () => {
    await expect(server.db.insertInto('user_hydration').values({ user_id: member.id, day: '2020-01-01', total_ounces: 201, updated_at: new Date() }).execute()).rejects.toThrow(
      /check constraint/,
    );
  });

  it('computes calendar days with Intl', () => {
    expect(localDay(new Date('2026-01-01T00:30:00Z'), 'America/New_York')).toBe('2025-12-31');
    expect(localDay(new Date('2026-01-01T00:30:00Z'), undefined)).toBe('2026-01-01');
  });
});

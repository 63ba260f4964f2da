// The member's one timeline: every kind on one time axis, newest first, paged by a cursor that neither
// repeats nor skips an entry (ties included), filtered by kind; another member's rows never appear.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEntry, TimelineResponse } from '@healthdeck/contract';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { indexesAnswering, recordingQueries } from './helpers/query-plan.js';
import { decodeTimelineCursor, timelinePage } from '../src/domain/timeline/timeline.js';

let server: TestServer;
let a: TestMember;
let b: TestMember;
const sealed = (n: number) => `hd1.${Buffer.from(`record ${n}`).toString('base64')}`;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  a = await signedInMember(server);
  b = await signedInMember(server);
  const db = server.db;
  // Member A: two vitals at the very same instant (a tie the cursor must split), a vital a
  // microsecond later, habits on three days, a symptom, an appointment, a body scan and a kit.
  await db
    .insertInto('vitals')
    .values([
      { user_id: a.id, encrypted_data: sealed(1), created_at: at('2026-03-02T08:00:00.000Z') },
      { user_id: a.id, encrypted_data: sealed(2), created_at: at('2026-03-02T08:00:00.000Z') },
    ])
    .execute();
  await sql`insert into vitals (user_id, encrypted_data, created_at) values (${a.id}, ${sealed(3)}, '2026-03-02T08:00:00.000001Z')`.execute(db);
  for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) {
    await db
      .insertInto('user_hydration')
      .values({ user_id: a.id, day, total_ounces: 40, updated_at: at(`${day}T20:00:00Z`) })
      .execute();
    await db
      .insertInto('user_sleep')
      .values({ user_id: a.id, day, total_levels: 7, updated_at: at(`${day}T07:00:00Z`) })
      .execute();
    await db
      .insertInto('user_moods')
      .values({ user_id: a.id, day, mood: 'happy', updated_at: at(`${day}T07:00:00Z`) })
      .execute();
  }
  const symptom = await db.selectFrom('symptoms').select(['id', 'name']).executeTakeFirstOrThrow();
  await db
    .insertInto('user_symptom_logs')
    .values({ user_id: a.id, symptom_id: symptom.id, day: '2026-03-02', created_at: at('2026-03-02T09:00:00Z') })
    .execute();
  await db
    .insertInto('appointments')
    .values({
      user_id: a.id,
      provider: 'mediorbis',
      status: 'attended',
      vendor_appointment_id: 'timeline-test-1',
      host_id: 'host-1',
      host_name: 'Dr Test',
      starts_at: at('2026-03-02T15:00:00Z'),
      timezone: 'UTC',
      type: 'General consultation',
      encrypted_data: sealed(4),
      created_at: at('2026-02-20T10:00:00Z'),
      updated_at: at('2026-02-20T10:00:00Z'),
    })
    .execute();
  await db
    .insertInto('measurements')
    .values({ user_id: a.id, status: 'completed', encrypted_data: sealed(5), created_at: at('2026-02-28T10:00:00Z'), updated_at: at('2026-02-28T10:00:00Z') })
    .execute();
  await db
    .insertInto('kits')
    .values({
      kit_id: 'SPT-TLINE001',
      provider_code: 'spot',
      test_code: 'general-health',
      test_name: 'General Health',
      user_id: a.id,
      encrypted_data: sealed(6),
      results_ready: true,
      registered_at: at('2026-02-25T10:00:00Z'),
      created_at: at('2026-02-20T10:00:00Z'),
      updated_at: at('2026-02-26T10:00:00Z'),
    })
    .execute();
  // Member B: rows in the same days, none of which A may see.
  await db
    .insertInto('vitals')
    .values({ user_id: b.id, encrypted_data: sealed(90), created_at: at('2026-03-02T08:00:00.000Z') })
    .execute();
  await db
    .insertInto('user_hydration')
    .values({ user_id: b.id, day: '2026-03-02', total_ounces: 99, updated_at: at('2026-03-02T20:00:00Z') })
    .execute();
});
afterAll(async () => {
  await server.close();
});

async function page(token: string, query: Record<string, string | number> = {}): Promise<TimelineResponse> {
  const res = await callRoute<TimelineResponse>(server, 'timeline', { token, query });
  expect(res.status).toBe(200);
  return res.body;
}

/** Every page, following next_before, `take` at a time. */
async function allPages(token: string, query: Record<string, string | number>): Promise<{ entries: TimelineEntry[]; pages: number }> {
  const entries: TimelineEntry[] = [];
  let before: string | null = null;
  let pages = 0;
  do {
    const body: TimelineResponse = await page(token, before ? { ...query, before } : query);
    entries.push(...body.entries);
    before = body.next_before;
    pages++;
  } while (before && pages < 50);
  return { entries, pages };
}

describe('timeline', () => {
  it('answers every kind newest first, the same entries paged by the cursor as in one page, ties split without a repeat or a gap', async () => {
    const whole = await page(a.accessToken, { take: 100 });
    expect(whole.next_before).toBeNull();
    // 3 vitals, 9 habit days, 1 symptom, 1 appointment, 1 body scan, 1 kit.
    expect(whole.entries).toHaveLength(16);
    const times = whole.entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // A day's habits share its time (00:00 UTC); ties go by kind, then id, descending.
    expect(whole.entries.slice(0, 3)).toMatchObject([
      { kind: 'sleep', day: '2026-03-03', hours: 7 },
      { kind: 'mood', day: '2026-03-03', mood: 'happy' },
      { kind: 'hydration', day: '2026-03-03', ounces: 40 },
    ]);
    expect(whole.entries.find((e) => e.kind === 'appointment')).toMatchObject({ host_name: 'Dr Test', status: 'attended', encrypted_data: sealed(4), at: '2026-03-02T15:00:00.000Z' });
    expect(whole.entries.find((e) => e.kind === 'lab')).toMatchObject({
      kit_id: 'SPT-TLINE001',
      results_ready: true,
      encrypted_data: sealed(6),
      at: '2026-02-25T10:00:00.000Z',
      updated_at: '2026-02-26T10:00:00.000Z',
    });
    expect(whole.entries.find((e) => e.kind === 'symptom')).toMatchObject({ day: '2026-03-02' });

    for (const take of [1, 2, 3]) {
      const paged = await allPages(a.accessToken, { take });
      expect(paged.entries.map((e) => `${e.kind}:${e.id}`)).toEqual(whole.entries.map((e) => `${e.kind}:${e.id}`));
      expect(paged.pages).toBe(Math.ceil(16 / take));
    }
  });

  it("places a day's habits at the start of their day: below that day's timed entries, at the instant their day names", async () => {
    const whole = await page(a.accessToken, { take: 100 });
    const order = whole.entries.map((e) => `${e.kind}:${'day' in e ? e.day : e.at}`);
    const hydration = whole.entries.find((e) => e.kind === 'hydration' && 'day' in e && e.day === '2026-03-02')!;
    expect(hydration.at).toBe('2026-03-02T00:00:00.000Z');
    // The day's vitals (08:00) and appointment (15:00) are newer than the day's start, so above it.
    expect(order.indexOf('hydration:2026-03-02')).toBeGreaterThan(order.indexOf('vital:2026-03-02T08:00:00.000Z'));
    expect(order.indexOf('hydration:2026-03-02')).toBeGreaterThan(order.indexOf('appointment:2026-03-02T15:00:00.000Z'));
    expect(order.indexOf('hydration:2026-03-02')).toBeLessThan(order.indexOf('hydration:2026-03-01'));
  });

  it('filters by kind, one or several', async () => {
    const vitals = await allPages(a.accessToken, { kinds: 'vital', take: 2 });
    expect(vitals.entries.map((e) => e.kind)).toEqual(['vital', 'vital', 'vital']);
    // The one a microsecond later comes first; the two at the same instant follow.
    expect(vitals.entries.map((e) => (e as { encrypted_data: string }).encrypted_data)[0]).toBe(sealed(3));
    const labsAndScans = await page(a.accessToken, { kinds: 'lab,body_scan' });
    expect(labsAndScans.entries.map((e) => e.kind)).toEqual(['body_scan', 'lab']);
  });

  it("never answers another member's rows, and refuses a cursor it did not make or an unknown kind", async () => {
    const whole = await page(b.accessToken, { take: 100 });
    expect(whole.entries.map((e) => e.kind).sort()).toEqual(['hydration', 'vital']);
    expect(JSON.stringify(whole)).not.toContain(sealed(1).slice(4));
    const fresh = await page((await signedInMember(server)).accessToken);
    expect(fresh).toEqual({ entries: [], next_before: null });

    const forged = await callRoute(server, 'timeline', { token: a.accessToken, query: { before: 'bm90IGEgY3Vyc29y' } });
    expect(forged.status).toBe(400);
    const unknown = await callRoute(server, 'timeline', { token: a.accessToken, query: { kinds: 'vital,diary' } });
    expect(unknown.status).toBe(400);
    expect((await callRoute(server, 'timeline', { token: null })).status).toBe(401);
  });

  it("reads each kind's page before the cursor through an index led by the member (never the whole table)", async () => {
    const first = await page(a.accessToken, { take: 2 });
    const cursor = decodeTimelineCursor(first.next_before!);
    const { db, queries } = recordingQueries(server.db);
    await timelinePage(db, a.id, { kinds: ['vital', 'hydration', 'body_scan', 'symptom'], cursor, take: 2 });
    const used = await indexesAnswering(server.db, queries.at(-1)!);
    expect(used).toEqual(expect.arrayContaining(['vitals_user_created', 'user_hydration_user_day_unique', 'measurements_user_created', 'user_symptom_logs_user_day']));
  });
});

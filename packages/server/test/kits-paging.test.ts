// The member's kits a page at a time (docs/decisions/0111-member-lists-paged.md): newest first, then
// by kit ID; a cursor that neither repeats nor skips a kit (ties in the same microsecond included);
// `take` capped by the contract; one kit by its printed ID; another member's kits never appear; each
// page read through the (user_id, created_at desc, kit_id) index.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITS_PAGE_MAX, KITS_PAGE_SIZE, type KitsPageResponse } from '@healthdeck/contract';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { indexesAnswering } from './helpers/query-plan.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { memberKitsAfterQuery } from '../src/domain/kits/kits.js';

let server: TestServer;
let a: TestMember;
let b: TestMember;
/** A's kits in the list's order: newest first, then by kit ID. */
let expected: string[];

const kitRow = (userId: string, kitId: string, createdAt: string) =>
  sql`insert into kits (kit_id, provider_code, test_code, test_name, user_id, created_at, updated_at)
      values (${kitId}, 'spot', 'general-health', 'General Health', ${userId}, ${createdAt}::timestamptz, ${createdAt}::timestamptz)`;

beforeAll(async () => {
  server = await startTestServer();
  a = await signedInMember(server);
  b = await signedInMember(server);
  const rows: [string, string][] = [];
  // 23 kits a day apart, then three made in the same microsecond (a tie the cursor must split) and
  // one a microsecond later.
  for (let n = 0; n < 23; n++) rows.push([`SPT-PAGEA${String(n).padStart(3, '0')}`, new Date(Date.UTC(2025, 0, 1 + n, 9)).toISOString()]);
  for (const kitId of ['SPT-PAGET002', 'SPT-PAGET000', 'SPT-PAGET001']) rows.push([kitId, '2026-02-01T10:00:00.123456Z']);
  rows.push(['SPT-PAGET003', '2026-02-01T10:00:00.123457Z']);
  for (const [kitId, createdAt] of rows) await kitRow(a.id, kitId, createdAt).execute(server.db);
  for (let n = 0; n < 3; n++) await kitRow(b.id, `SPT-PAGEB${n}`, '2026-02-01T10:00:00.123456Z').execute(server.db);
  expected = [...rows].sort(([ka, ta], [kb, tb]) => (ta === tb ? (ka < kb ? -1 : 1) : ta < tb ? 1 : -1)).map(([kitId]) => kitId);
});

afterAll(async () => {
  await server.close();
});

async function page(token: string, query: Record<string, string> = {}) {
  const res = await callRoute<KitsPageResponse>(server, 'clientKits', { token, query });
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /api/client/kits, paged', () => {
  it("answers the spec's table page (10) by default with the member's count, and pages to the last without repeating or skipping a kit", async () => {
    const first = await page(a.accessToken);
    expect(first.kits).toHaveLength(KITS_PAGE_SIZE);
    expect(first.total_count).toBe(27);
    const seen = first.kits.map((k) => k.kit_id);
    let after = first.next_after;
    while (after) {
      const next = await page(a.accessToken, { after, take: '4' });
      expect(next.total_count).toBe(27);
      seen.push(...next.kits.map((k) => k.kit_id));
      after = next.next_after;
    }
    expect(seen).toEqual(expected);
    expect(seen.slice(0, 4)).toEqual(['SPT-PAGET003', 'SPT-PAGET000', 'SPT-PAGET001', 'SPT-PAGET002']);
  });

  it('splits kits made in the same microsecond between pages by their kit ID', async () => {
    const first = await page(a.accessToken, { take: '2' });
    expect(first.kits.map((k) => k.kit_id)).toEqual(['SPT-PAGET003', 'SPT-PAGET000']);
    const second = await page(a.accessToken, { take: '2', after: first.next_after! });
    expect(second.kits.map((k) => k.kit_id)).toEqual(['SPT-PAGET001', 'SPT-PAGET002']);
  });

  it('keeps a cursor stable while newer kits arrive: the next page is the same', async () => {
    const first = await page(a.accessToken, { take: '5' });
    const before = await page(a.accessToken, { take: '5', after: first.next_after! });
    await kitRow(a.id, 'SPT-PAGEN000', '2026-03-01T00:00:00Z').execute(server.db);
    const afterNew = await page(a.accessToken, { take: '5', after: first.next_after! });
    expect(afterNew.kits.map((k) => k.kit_id)).toEqual(before.kits.map((k) => k.kit_id));
    expect(afterNew.total_count).toBe(28);
    await server.db.deleteFrom('kits').where('kit_id', '=', 'SPT-PAGEN000').execute();
  });

  it('caps take at KITS_PAGE_MAX and refuses a cursor it did not make (400 naming after)', async () => {
    expect((await callRoute(server, 'clientKits', { token: a.accessToken, query: { take: String(KITS_PAGE_MAX + 1) } })).status).toBe(400);
    expect((await callRoute(server, 'clientKits', { token: a.accessToken, query: { take: '0' } })).status).toBe(400);
    expect((await page(a.accessToken, { take: String(KITS_PAGE_MAX) })).kits).toHaveLength(27);
    const forged = await callRoute<{ fields?: Record<string, string> }>(server, 'clientKits', { token: a.accessToken, query: { after: 'bm90IGEgY3Vyc29y' } });
    expect(forged.status).toBe(400);
    expect(Object.keys(forged.body.fields ?? {})).toEqual(['after']);
    expect((await callRoute(server, 'clientKits', { token: null })).status).toBe(401);
  });

  it("never shows another member's kits, nor finds one by its printed ID", async () => {
    const all = await page(b.accessToken, { take: '50' });
    expect(all.kits.map((k) => k.kit_id).sort()).toEqual(['SPT-PAGEB0', 'SPT-PAGEB1', 'SPT-PAGEB2']);
    expect(all.total_count).toBe(3);
    // A's cursor in B's hands pages B's kits only.
    const cursorOfA = (await page(a.accessToken, { take: '1' })).next_after!;
    expect((await page(b.accessToken, { after: cursorOfA })).kits.every((k) => k.kit_id.startsWith('SPT-PAGEB'))).toBe(true);
    expect(await page(b.accessToken, { kit_id: 'spt-pagea000' })).toEqual({ kits: [], next_after: null, total_count: 0 });
    const mine = await page(a.accessToken, { kit_id: 'spt-pagea000' });
    expect(mine.kits.map((k) => k.kit_id)).toEqual(['SPT-PAGEA000']);
  });

  it('reads a page after a cursor through the (user_id, created_at desc, kit_id) index', async () => {
    const pageQuery = memberKitsAfterQuery(server.db, { userId: a.id, at: '2026-02-01T10:00:00.123456Z', kitId: 'SPT-PAGET000', limit: 4 }).compile();
    expect(await indexesAnswering(server.db, pageQuery)).toContain('kits_user_page');
  });
});

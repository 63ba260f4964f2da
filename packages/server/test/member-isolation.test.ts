// Authorisation matrix, member A × member B, generated for every member route: member A
// (the demo member with the whole demo seed and a day of their own use) owns rows in every area;
// member B calls every member route, aimed at A's things wherever the route takes an id, a kit
// serial, an appointment or a user (helpers/member-requests.ts). B's answers must hold none of A's
// ids or ciphertexts, and after each of B's requests, reads included, every row A owns (found from
// the schema's foreign keys, helpers/owned-rows.ts) must be exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, routeTable, type RouteSchemas } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, type TestMember } from './helpers/accounts.js';
import { buildMemberWorld, type MemberWorld } from './helpers/member-world.js';
import { MEMBER_REQUESTS, MEMBER_ROUTES, sendMemberRequest, type MemberRouteName } from './helpers/member-requests.js';
import { ownedRows, type OwnedRows } from './helpers/owned-rows.js';

let server: TestServer;
let world: MemberWorld;
let b: TestMember;
let before: OwnedRows;
/** Strings that would give A away in B's answers: A's ids, email, kit serials and ciphertexts. */
let secrets: string[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Values in A's rows that are A's alone: row ids, kit serials and encrypted payloads. */
function secretsOf(rows: OwnedRows, a: TestMember): string[] {
  const found = new Set<string>([a.id, a.email]);
  for (const [table, list] of Object.entries(rows)) {
    // Catalogue rows A merely points at (a medication, a programme) are not A's: only own ids count.
    if (table === 'links') continue;
    for (const text of list) {
      const row = JSON.parse(text as string) as Record<string, unknown>;
      if (typeof row.id === 'string' && UUID.test(row.id)) found.add(row.id);
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        if (column === 'kit_id' && value.length >= 6) found.add(value);
        if (/encrypted|ciphertext/.test(column) && value.length >= 32) found.add(value.slice(0, 200));
      }
    }
  }
  return [...found];
}

beforeAll(async () => {
  server = await startTestServer();
  world = await buildMemberWorld(server);
  b = await keyedMember(server);
  before = await ownedRows(server.db, world.a.id);
  secrets = secretsOf(before, world.a);
}, 120_000);
afterAll(async () => {
  await server.close();
});

const reads = MEMBER_ROUTES.filter((name) => routeTable[name].method === 'GET');
const writes = MEMBER_ROUTES.filter((name) => routeTable[name].method !== 'GET');

async function asB(name: MemberRouteName) {
  const request = MEMBER_REQUESTS[name](world.ids, world.a.id);
  // Each request is well formed, so what answers B is the route's own rule, not schema validation.
  const schemas: RouteSchemas = routes[name];
  for (const part of ['body', 'query', 'params'] as const) {
    // The server reads a missing query or path as {}.
    const parsed = schemas[part]?.safeParse(part === 'body' ? request.body : (request[part] ?? {}));
    expect(parsed?.success ?? true, `${name} ${part}: ${parsed?.error?.message}`).toBe(true);
  }
  const res = await sendMemberRequest(server, name, b.accessToken, request);
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  // B's own words echoed back (the kit serial B typed) give nothing away.
  const asked = JSON.stringify(request);
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? null);
  return { res, leaked: secrets.filter((secret) => text.includes(secret) && !asked.includes(secret)) };
}

/** The tables (and foreign keys) whose rows of A's differ between two snapshots. */
function changed(prior: OwnedRows, after: OwnedRows): string[] {
  const keys = new Set([...Object.keys(prior), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(prior[key] ?? []) !== JSON.stringify(after[key] ?? [])).sort();
}

describe('member A × member B, every member route', () => {
  it('gives A rows in every area the member routes write', () => {
    const tables = new Set(Object.keys(before).map((key) => key.split('.')[0]));
    for (const table of [
      'users',
      'accounts',
      'user_sessions',
      'user_hydration',
      'user_sleep',
      'user_moods',
      'user_symptom_logs',
      'user_daily_tasks',
      'meals',
      'meal_items',
      'meal_pictures',
      'user_milestones',
      'user_goals',
      'kits',
      'orders',
      'measurements',
      'measurement_samples',
      'measurement_skips',
      'vitals',
      'hra_sections',
      'nutrition_forms',
      'telehealth_forms',
      'appointments',
      'user_topic_interests',
      'user_onboarding',
      'user_health_actions',
      'user_medications',
      'user_allergies',
      'user_health_issues',
      'user_device_connections',
      'reward_redemptions',
      'notifications',
      'user_flow_activities',
      'links',
    ]) {
      expect(tables, `A has no ${table} rows`).toContain(table);
    }
    expect(secrets.length).toBeGreaterThan(40);
  });

  // Reads first (B's writes then cannot hide a read's leak), and a read must not write to A either.
  it.each([...reads, ...writes])("%s by B, aimed at A's things: no A data in the answer, every row A owns as it was", async (name) => {
    const prior = await ownedRows(server.db, world.a.id);
    const { leaked } = await asB(name);
    expect(leaked, `${name} answered B with A's data`).toEqual([]);
    expect(changed(prior, await ownedRows(server.db, world.a.id)), `${name} by B changed A's rows`).toEqual([]);
  });
});

// Migration 0046: an appointment stores which sandbox booked it (decision 0090). Every appointment
// made before was booked with a sandbox (no other adapter existed), so each is marked with its
// provider's; afterwards the column takes only the two sandboxes' names, or null for a real provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase } from './helpers/test-server.js';
import { migrations } from '../src/db/migrations/index.js';
import { migrateToLatest } from '../src/db/migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: the rows are written in the schema before migration 0046
let db: Kysely<any>;
let drop: () => Promise<void>;
let userId = '';
const at = new Date('2026-11-02T09:30:00.000Z');
const appointment = (provider: 'mediorbis' | 'smartlink', hostId: string, startsAt: string) => ({
  user_id: userId,
  provider,
  status: 'created',
  vendor_appointment_id: `${provider}-${hostId}`,
  host_id: hostId,
  host_name: 'Host',
  starts_at: new Date(startsAt),
  timezone: 'America/Chicago',
  type: '3',
  created_at: at,
  updated_at: at,
});

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateTo('0045_page_layout_versions');
  expect(error).toBeUndefined();
  userId = (
    await db
      .insertInto('users')
      .values({ email: `migration-${Date.now()}@example.com`, credential_hash: 'x', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('appointments')
    .values([appointment('mediorbis', '1', '2026-11-03T15:00:00Z'), appointment('smartlink', 'adv-1', '2026-11-03T16:00:00Z')])
    .execute();
  await migrateToLatest(db);
});
afterAll(async () => {
  await drop();
});

describe('migration 0046: appointments say which sandbox booked them', () => {
  it("marks every appointment made before with its provider's sandbox", async () => {
    const rows = await db.selectFrom('appointments').select(['provider', 'sandbox']).orderBy('provider').execute();
    expect(rows).toEqual([
      { provider: 'mediorbis', sandbox: 'telehealth' },
      { provider: 'smartlink', sandbox: 'smartlink' },
    ]);
  });

  it('takes null for a real provider, and no name but the two sandboxes', async () => {
    await db
      .insertInto('appointments')
      .values({ ...appointment('mediorbis', '2', '2026-11-04T15:00:00Z'), sandbox: null })
      .execute();
    await expect(
      db
        .insertInto('appointments')
        .values({ ...appointment('mediorbis', '3', '2026-11-04T15:00:00Z'), sandbox: 'spot' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});

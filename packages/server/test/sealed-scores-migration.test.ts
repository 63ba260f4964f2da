// Migration 0035: the HRA risk scores and levels and the measurement-skip reasons stored readable
// before are sealed to each member's public key (OpenPGP, opened with their private key) and no
// readable copy is left in the tables; rows of a member without a public key are removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase } from './helpers/test-server.js';
import { keyMaterial, openWithTestKey } from './helpers/key-material.js';
import { migrations } from '../src/db/migrations/index.js';
import { migrateToLatest } from '../src/db/migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: the rows are written in the schema before migration 0035
let db: Kysely<any>;
let drop: () => Promise<void>;
const ids = { keyed: '', keyless: '' };
const REASON = 'I am in a wheelchair Tollemarch';

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateTo('0030_server_sealed_originals');
  expect(error).toBeUndefined();
  const user = async (email: string, publicKey: string | null) => {
    const { id } = await db.insertInto('users').values({ email, credential_hash: 'x', created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('accounts').values({ user_id: id, key_salt: 'salt', public_key: publicKey, updated_at: new Date() }).execute();
    return id as string;
  };
  ids.keyed = await user('keyed-scores@example.test', (await keyMaterial()).publicKey);
  ids.keyless = await user('keyless-scores@example.test', null);
  for (const userId of [ids.keyed, ids.keyless]) {
    await db.insertInto('measurement_skips').values({ user_id: userId, reason: REASON, updated_at: new Date() }).execute();
    await db.insertInto('hra_risk_scores').values({ user_id: userId, kind: 'epds', score: 17.25, level: 'high', submitted_at: new Date() }).execute();
    await db.insertInto('hra_risk_scores').values({ user_id: userId, kind: 'depression-screening', score: 4.5, level: 'low', submitted_at: new Date() }).execute();
  }
  await migrateToLatest(db);
}, 120_000);

afterAll(async () => {
  await drop?.();
});

const dump = async (table: string) => JSON.stringify((await sql<{ row: unknown }>`select row_to_json(t) as row from ${sql.table(table)} t`.execute(db)).rows);

describe('migration 0035: risk scores and skip reasons are sealed to the member', () => {
  it('leaves no readable score, level or reason in the tables', async () => {
    const skips = await dump('measurement_skips');
    const scores = await dump('hra_risk_scores');
    expect(skips).not.toContain('Tollemarch');
    for (const readable of ['17.25', '4.5', '"high"', '"low"', 'level', 'score']) expect(scores).not.toContain(readable);
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in ('measurement_skips', 'hra_risk_scores') order by table_name, ordinal_position`.execute(db);
    expect(columns.rows.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'hra_risk_scores.id',
      'hra_risk_scores.user_id',
      'hra_risk_scores.kind',
      'hra_risk_scores.submitted_at',
      'hra_risk_scores.encrypted_data',
      'measurement_skips.user_id',
      'measurement_skips.updated_at',
      'measurement_skips.encrypted_data',
    ]);
  });

  it("seals each row to the member's public key, opened with their private key", async () => {
    const skip = await db.selectFrom('measurement_skips').selectAll().where('user_id', '=', ids.keyed).executeTakeFirstOrThrow();
    expect(await openWithTestKey(skip.encrypted_data)).toBe(REASON);
    const scores = await db.selectFrom('hra_risk_scores').selectAll().where('user_id', '=', ids.keyed).orderBy('kind').execute();
    expect(await Promise.all(scores.map(async (s) => [s.kind, await openWithTestKey(s.encrypted_data as string)]))).toEqual([
      ['depression-screening', { score: 4.5, level: 'low' }],
      ['epds', { score: 17.25, level: 'high' }],
    ]);
  });

  it('removes the rows of a member without a public key (they cannot be sealed)', async () => {
    expect(await db.selectFrom('measurement_skips').selectAll().where('user_id', '=', ids.keyless).execute()).toEqual([]);
    expect(await db.selectFrom('hra_risk_scores').selectAll().where('user_id', '=', ids.keyless).execute()).toEqual([]);
  });
});

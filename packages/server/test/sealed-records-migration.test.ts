// Migration 0023: the plaintext medications, medication log, allergies, health issues and
// meal names stored before are sealed to each member's public key (OpenPGP, opened with their private
// key), and no readable copy is left; rows of a member without a public key are removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase } from './helpers/test-server.js';
import { keyMaterial, openWithTestKey } from './helpers/key-material.js';
import { migrations } from '../src/db/migrations/index.js';
import { migrateToLatest } from '../src/db/migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: the rows are written in the schema before migration 0023
let db: Kysely<any>;
let drop: () => Promise<void>;
const ids = { keyed: '', keyless: '', medication: '', allergy: '', issue: '', userMedication: '' };

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateTo('0021_medication_recurrence');
  expect(error).toBeUndefined();

  const user = async (email: string, publicKey: string | null) => {
    const { id } = await db.insertInto('users').values({ email, credential_hash: 'x', created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('accounts').values({ user_id: id, key_salt: 'salt', public_key: publicKey, updated_at: new Date() }).execute();
    return id as string;
  };
  ids.keyed = await user('keyed@example.test', (await keyMaterial()).publicKey);
  ids.keyless = await user('keyless@example.test', null);
  const record = async (classkey: string, data: Record<string, unknown>) =>
    (
      await db
        .insertInto('class_records')
        .values({ classkey, data: JSON.stringify(data), created_at: new Date(), updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as string;
  ids.medication = await record('medications', { name: 'Sertraline', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '50 mg' });
  ids.allergy = await record('allergies', { name: 'Penicillin', category: 'drug' });
  ids.issue = await record('health_issues', { name: 'Depression', icd10_code: 'F32.9' });

  for (const userId of [ids.keyed, ids.keyless]) {
    const med = await db
      .insertInto('user_medications')
      .values({ user_id: userId, medication_id: ids.medication, dosage: 'Half a tablet', times: JSON.stringify(['08:00']), start_date: '2026-01-01', recurrence: 'daily' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (userId === ids.keyed) ids.userMedication = med.id;
    await db
      .insertInto('medication_log')
      .values({ user_id: userId, user_medication_id: med.id, event: 'scheduled', dosage: 'Half a tablet', times: JSON.stringify(['08:00']), start_date: '2026-01-01' })
      .execute();
    await db.insertInto('user_allergies').values({ user_id: userId, allergy_id: ids.allergy, severity: 'severe', reaction: 'Anaphylaxis once' }).execute();
    await db.insertInto('user_health_issues').values({ user_id: userId, health_issue_id: ids.issue, diagnosed_on: '2020-02-02', notes: 'Sees Dr Someone' }).execute();
    await db.insertInto('meals').values({ user_id: userId, name: 'Secret sundae', eaten_at: new Date(), day: '2026-01-02' }).execute();
  }
  await migrateToLatest(db);
}, 120_000);

afterAll(async () => {
  await drop?.();
});

const dump = async (table: string) => JSON.stringify((await sql<{ row: unknown }>`select row_to_json(t) as row from ${sql.table(table)} t`.execute(db)).rows);

describe('migration 0023: existing plaintext member records are sealed to the member', () => {
  it('leaves no readable copy of any value in the tables', async () => {
    for (const table of ['user_medications', 'medication_log', 'user_allergies', 'user_health_issues', 'meals']) {
      const text = await dump(table);
      for (const value of ['Half a tablet', 'Anaphylaxis once', 'Sees Dr Someone', 'Secret sundae', '2020-02-02', ids.medication, ids.allergy, ids.issue]) expect(text).not.toContain(value);
    }
  });

  it("seals each row to the member's public key with the catalogue names, opened with their private key", async () => {
    const med = await db.selectFrom('user_medications').selectAll().where('user_id', '=', ids.keyed).executeTakeFirstOrThrow();
    expect(med).toMatchObject({ id: ids.userMedication, times: ['08:00'], start_date: '2026-01-01', recurrence: 'daily' });
    expect(await openWithTestKey(med.encrypted_data)).toEqual({
      medication_id: ids.medication,
      name: 'Sertraline',
      drug_type: 'HUMAN PRESCRIPTION DRUG',
      strength: '50 mg',
      dosage: 'Half a tablet',
    });
    const log = await db.selectFrom('medication_log').selectAll().where('user_id', '=', ids.keyed).executeTakeFirstOrThrow();
    expect(await openWithTestKey(log.encrypted_data)).toMatchObject({ name: 'Sertraline', dosage: 'Half a tablet' });
    const allergy = await db.selectFrom('user_allergies').selectAll().where('user_id', '=', ids.keyed).executeTakeFirstOrThrow();
    expect(await openWithTestKey(allergy.encrypted_data)).toEqual({ allergy_id: ids.allergy, name: 'Penicillin', category: 'drug', severity: 'severe', reaction: 'Anaphylaxis once' });
    const issue = await db.selectFrom('user_health_issues').selectAll().where('user_id', '=', ids.keyed).executeTakeFirstOrThrow();
    expect(await openWithTestKey(issue.encrypted_data)).toEqual({
      health_issue_id: ids.issue,
      name: 'Depression',
      icd10_code: 'F32.9',
      diagnosed_on: '2020-02-02',
      notes: 'Sees Dr Someone',
    });
    const meal = await db.selectFrom('meals').selectAll().where('user_id', '=', ids.keyed).executeTakeFirstOrThrow();
    expect(await openWithTestKey(meal.encrypted_name)).toBe('Secret sundae');
  });

  it('removes the rows of a member without a public key (they cannot be sealed)', async () => {
    for (const table of ['user_medications', 'medication_log', 'user_allergies', 'user_health_issues', 'meals']) {
      expect(await db.selectFrom(table).select('id').where('user_id', '=', ids.keyless).execute()).toEqual([]);
    }
  });
});

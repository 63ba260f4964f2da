import { sql, type Kysely } from 'kysely';
import { encryptForMember } from '@healthdeck/crypto';

// docs/ENCRYPTION.md: which medications, allergies and health issues a member has, what they wrote
// about them, and their meals' names are sealed in the browser. Rows stored readable before this
// migration are sealed here the only way the server can: as OpenPGP messages to the member's
// public key (the server holds public keys, never the private ones), the same kind of record the
// vendors and the demo seed write. The member reads them with their private key; saving one again
// seals it under their data key. Rows of a member who has no public key yet (an imported account
// that never signed in cannot have written any; defensive) cannot be sealed and are deleted.
// The readable columns are then dropped, so no plaintext copy is left in the table.

type Row = Record<string, unknown> & { id: string; user_id: string };
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

async function catalogue(db: AnyDb, classkey: string): Promise<Map<string, Record<string, unknown>>> {
  const rows: { id: string; data: Record<string, unknown> }[] = await db.selectFrom('class_records').select(['id', 'data']).where('classkey', '=', classkey).execute();
  return new Map(rows.map((r) => [r.id, r.data]));
}

async function publicKeys(db: AnyDb): Promise<Map<string, string>> {
  const rows: { user_id: string; public_key: string | null }[] = await db.selectFrom('accounts').select(['user_id', 'public_key']).execute();
  return new Map(rows.filter((r) => r.public_key).map((r) => [r.user_id, r.public_key as string]));
}

/** Seals each row's details to its member (or deletes it), into `column`. */
async function sealRows(db: AnyDb, table: string, column: string, keys: Map<string, string>, details: (row: Row) => unknown): Promise<void> {
  const rows = (await db.selectFrom(table).selectAll().execute()) as Row[];
  for (const row of rows) {
    const key = keys.get(row.user_id);
    if (!key) {
      await db.deleteFrom(table).where('id', '=', row.id).execute();
      continue;
    }
    await db
      .updateTable(table)
      .set({ [column]: await encryptForMember(details(row), key) })
      .where('id', '=', row.id)
      .execute();
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as AnyDb;
  for (const table of ['user_medications', 'medication_log', 'user_allergies', 'user_health_issues']) {
    await d.schema.alterTable(table).addColumn('encrypted_data', 'text').execute();
  }
  await d.schema.alterTable('meals').addColumn('encrypted_name', 'text').execute();

  const keys = await publicKeys(d);
  const medications = await catalogue(d, 'medications');
  const allergies = await catalogue(d, 'allergies');
  const issues = await catalogue(d, 'health_issues');
  const medicationOf = (id: unknown) => {
    const m = medications.get(String(id)) ?? {};
    return { medication_id: String(id), name: text(m.name), drug_type: text(m.drug_type) || 'Other', strength: text(m.strength) };
  };
  // The log first: its rows name the medication through the member's medication row.
  const medicationIdOf = new Map<string, unknown>(
    ((await d.selectFrom('user_medications').select(['id', 'medication_id']).execute()) as { id: string; medication_id: string }[]).map((r) => [r.id, r.medication_id]),
  );
  await sealRows(d, 'medication_log', 'encrypted_data', keys, (r) => ({ ...medicationOf(medicationIdOf.get(String(r.user_medication_id))), dosage: text(r.dosage) }));
  await sealRows(d, 'user_medications', 'encrypted_data', keys, (r) => ({ ...medicationOf(r.medication_id), dosage: text(r.dosage) }));
  await sealRows(d, 'user_allergies', 'encrypted_data', keys, (r) => {
    const a = allergies.get(String(r.allergy_id)) ?? {};
    return { allergy_id: String(r.allergy_id), name: text(a.name), category: text(a.category) || 'other', severity: r.severity, reaction: text(r.reaction) };
  });
  await sealRows(d, 'user_health_issues', 'encrypted_data', keys, (r) => {
    const i = issues.get(String(r.health_issue_id)) ?? {};
    return { health_issue_id: String(r.health_issue_id), name: text(i.name), icd10_code: text(i.icd10_code), diagnosed_on: r.diagnosed_on ?? null, notes: text(r.notes) };
  });
  await sealRows(d, 'meals', 'encrypted_name', keys, (r) => text(r.name));

  // No readable copy stays: the catalogue ids, doses, reactions, notes, dates of diagnosis and names go.
  await d.schema.alterTable('user_medications').dropConstraint('user_medications_unique').ifExists().execute();
  await d.schema.alterTable('user_allergies').dropConstraint('user_allergies_unique').ifExists().execute();
  await d.schema.alterTable('user_health_issues').dropConstraint('user_health_issues_unique').ifExists().execute();
  await d.schema.alterTable('user_medications').dropColumn('medication_id').dropColumn('dosage').execute();
  await d.schema.alterTable('medication_log').dropColumn('dosage').execute();
  await d.schema.alterTable('user_allergies').dropColumn('allergy_id').dropColumn('severity').dropColumn('reaction').execute();
  await d.schema.alterTable('user_health_issues').dropColumn('health_issue_id').dropColumn('diagnosed_on').dropColumn('notes').execute();
  await d.schema.alterTable('meals').dropColumn('name').execute();
  // Rewriting each table (a USING expression forces it) leaves no old row version or dropped column's
  // bytes in its files: the plaintext is not merely hidden from queries and dumps, it is gone from them.
  const rewrite = async (table: string, column: string) =>
    sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type text using ${sql.ref(column)} || '', alter column ${sql.ref(column)} set not null`.execute(d);
  for (const table of ['user_medications', 'medication_log', 'user_allergies', 'user_health_issues']) await rewrite(table, 'encrypted_data');
  await rewrite('meals', 'encrypted_name');
}

/** The sealed values cannot be opened here: going back leaves the rows without their details (empty texts). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const d = db as AnyDb;
  await d.schema
    .alterTable('meals')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .dropColumn('encrypted_name')
    .execute();
  await d.deleteFrom('medication_log').execute();
  await d.deleteFrom('user_medications').execute();
  await d.deleteFrom('user_allergies').execute();
  await d.deleteFrom('user_health_issues').execute();
  await d.schema
    .alterTable('user_medications')
    .addColumn('medication_id', 'uuid', (c) => c.notNull())
    .addColumn('dosage', 'text', (c) => c.notNull())
    .dropColumn('encrypted_data')
    .execute();
  await d.schema
    .alterTable('medication_log')
    .addColumn('dosage', 'text', (c) => c.notNull())
    .dropColumn('encrypted_data')
    .execute();
  await d.schema
    .alterTable('user_allergies')
    .addColumn('allergy_id', 'uuid', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('reaction', 'text', (c) => c.notNull().defaultTo(''))
    .dropColumn('encrypted_data')
    .execute();
  await d.schema
    .alterTable('user_health_issues')
    .addColumn('health_issue_id', 'uuid', (c) => c.notNull())
    .addColumn('diagnosed_on', 'date')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .dropColumn('encrypted_data')
    .execute();
  await d.schema.alterTable('user_medications').addUniqueConstraint('user_medications_unique', ['user_id', 'medication_id']).execute();
  await d.schema.alterTable('user_allergies').addUniqueConstraint('user_allergies_unique', ['user_id', 'allergy_id']).execute();
  await d.schema.alterTable('user_health_issues').addUniqueConstraint('user_health_issues_unique', ['user_id', 'health_issue_id']).execute();
}

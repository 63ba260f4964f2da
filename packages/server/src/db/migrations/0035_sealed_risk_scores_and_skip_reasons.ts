import { sql, type Kysely } from 'kysely';
import { encryptForMember } from '@healthdeck/crypto';

// docs/ENCRYPTION.md: the HRA's depression, anxiety and EPDS risk scores and levels (spec 000 §1: the
// HRA is encrypted data) and the measurement-skip reason (member free text, spec 001 §3) are sealed in
// the browser. Rows stored readable before are sealed here the only way the server can, as migration
// 0023 did: OpenPGP messages to the member's public key, opened in the browser with the private key
// (the skip reason is then re-sealed under the data key, decision 0034). A row of a member with no
// public key cannot be sealed and is deleted (a member without keys cannot have used the HRA or the
// body scan). The readable columns are dropped and each table rewritten, so no old row version or
// dropped column's bytes keep the plaintext in the table files.

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

async function publicKeys(db: AnyDb): Promise<Map<string, string>> {
  const rows: { user_id: string; public_key: string | null }[] = await db.selectFrom('accounts').select(['user_id', 'public_key']).execute();
  return new Map(rows.filter((r) => r.public_key).map((r) => [r.user_id, r.public_key as string]));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as AnyDb;
  const keys = await publicKeys(d);
  await d.schema.alterTable('measurement_skips').addColumn('encrypted_data', 'text').execute();
  await d.schema.alterTable('hra_risk_scores').addColumn('encrypted_data', 'text').execute();

  const skips: { user_id: string; reason: string }[] = await d.selectFrom('measurement_skips').select(['user_id', 'reason']).execute();
  for (const row of skips) {
    const key = keys.get(row.user_id);
    if (!key) await d.deleteFrom('measurement_skips').where('user_id', '=', row.user_id).execute();
    else
      await d
        .updateTable('measurement_skips')
        .set({ encrypted_data: await encryptForMember(row.reason, key) })
        .where('user_id', '=', row.user_id)
        .execute();
  }
  const scores: { id: string; user_id: string; score: number; level: string }[] = await d.selectFrom('hra_risk_scores').select(['id', 'user_id', 'score', 'level']).execute();
  for (const row of scores) {
    const key = keys.get(row.user_id);
    if (!key) await d.deleteFrom('hra_risk_scores').where('id', '=', row.id).execute();
    else
      await d
        .updateTable('hra_risk_scores')
        .set({ encrypted_data: await encryptForMember({ score: row.score, level: row.level }, key) })
        .where('id', '=', row.id)
        .execute();
  }

  await d.schema.alterTable('measurement_skips').dropColumn('reason').execute();
  await d.schema.alterTable('hra_risk_scores').dropColumn('score').dropColumn('level').execute();
  // A USING expression forces the rewrite (see migration 0023).
  for (const table of ['measurement_skips', 'hra_risk_scores']) {
    await sql`alter table ${sql.table(table)} alter column encrypted_data type text using encrypted_data || '', alter column encrypted_data set not null`.execute(d);
  }
}

/** The sealed values cannot be opened here: going back leaves neither the reasons nor the scores. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const d = db as AnyDb;
  await d.deleteFrom('measurement_skips').execute();
  await d.deleteFrom('hra_risk_scores').execute();
  await d.schema
    .alterTable('measurement_skips')
    .addColumn('reason', 'text', (c) => c.notNull())
    .dropColumn('encrypted_data')
    .execute();
  await d.schema
    .alterTable('hra_risk_scores')
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('low', 'moderate', 'high')`))
    .dropColumn('encrypted_data')
    .execute();
}

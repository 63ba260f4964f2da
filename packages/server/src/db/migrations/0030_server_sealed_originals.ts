import { sql, type Kysely } from 'kysely';

// A record the server sealed (OpenPGP, to the member's public key) is kept here when the member's
// browser re-seals it under the data key (domain/resealed-records/resealed-record.ts, replaceServerSealed): the server
// can read neither form, so it cannot check that the re-sealed copy holds the same values. The
// original a lab, a vendor or staff sealed is therefore never lost: it can be opened again with the
// member's private key and compared. One row per replaced record version; the member's rows go with
// the member.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_sealed_originals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('record_table', 'text', (c) => c.notNull())
    .addColumn('record_key', 'text', (c) => c.notNull())
    .addColumn('encrypted_data', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('server_sealed_originals_record_idx').on('server_sealed_originals').columns(['user_id', 'record_table', 'record_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_sealed_originals').execute();
}

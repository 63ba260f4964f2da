import { sql, type Kysely } from 'kysely';

// Wraps of a member's keys beside the password wrap kept in `accounts`: the recovery phrase's wrap
// (and other kinds, such as a passkey's), and the archived wraps a password reset without the
// phrase leaves behind. Every column is ciphertext or public: the server cannot open any of it.
// A wrap in use has archived_at null; one per (user, kind). Archived rows are never deleted by
// the product: they are how organisation-assisted recovery (or the old password, if found) brings
// back the records sealed before the reset.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('key_wraps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The public key of the pair this wrap belongs to (an archived password wrap's key pair).
    .addColumn('public_key', 'text')
    .addColumn('wrapped_private_key', 'text')
    .addColumn('wrapped_data_key', 'text')
    // What the wrap's passphrase is derived with (a phrase's salt, or the account's key salt then).
    .addColumn('salt', 'text')
    .addColumn('kdf', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('archived_reason', 'text')
    .execute();
  await sql`create unique index key_wraps_in_use_idx on key_wraps (user_id, kind) where archived_at is null`.execute(db);
  await db.schema.createIndex('key_wraps_user_idx').on('key_wraps').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('key_wraps').execute();
}

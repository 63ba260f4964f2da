import { sql, type Kysely } from 'kysely';

// Partner authentication: an organisation's partner API keys (only a SHA-256 of each key
// is kept: the key is 32 random bytes, so a leaked table cannot be turned back into keys), and the
// partner sessions they mint (refresh tokens that name their key and end at a fixed time).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The organisation is a record of class `organizations`; deleting it deletes its keys.
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('class_records.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('partner_api_keys_organization_idx').on('partner_api_keys').columns(['organization_id', 'created_at']).execute();

  // A partner session's refresh tokens: which key minted it (revoking the key revokes them) and
  // when the session ends however often it is refreshed (a member's own session has neither).
  await db.schema
    .alterTable('refresh_tokens')
    .addColumn('partner_key_id', 'uuid', (c) => c.references('partner_api_keys.id').onDelete('cascade'))
    .addColumn('session_expires_at', 'timestamptz')
    .execute();
  await sql`create index refresh_tokens_partner_key_idx on refresh_tokens (partner_key_id) where partner_key_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('session_expires_at').dropColumn('partner_key_id').execute();
  await db.schema.dropTable('partner_api_keys').ifExists().execute();
}

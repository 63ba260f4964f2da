import { sql, type Kysely } from 'kysely';

// A fitness vendor reached by OAuth 2.0 (Fitbit): the member's tokens, and the authorization a member
// started and has not finished yet (the PKCE verifier, bound to a one-time state). Tokens and the
// verifier are AES-256-GCM under a sub-key of the server secret (the server must use them to call the
// vendor); the state is kept as a hash. Both go with the member.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_oauth_tokens')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data_source', 'text', (c) => c.notNull())
    .addColumn('vendor_user_id', 'text', (c) => c.notNull())
    .addColumn('access_token_sealed', 'text', (c) => c.notNull())
    .addColumn('refresh_token_sealed', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('device_oauth_tokens_pk', ['user_id', 'data_source'])
    .execute();

  await db.schema
    .createTable('device_oauth_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data_source', 'text', (c) => c.notNull())
    .addColumn('verifier_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_oauth_requests_user_idx').on('device_oauth_requests').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_oauth_requests').execute();
  await db.schema.dropTable('device_oauth_tokens').execute();
}

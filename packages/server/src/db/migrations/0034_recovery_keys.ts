import { sql, type Kysely } from 'kysely';

// Organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md). The pair is made in an
// administrator's browser: the server keeps its public half and its private half locked with a
// random passphrase, and that passphrase only as OpenPGP messages to authorised staff members' own
// public keys (one grant each), so no secret the server holds opens it. A member's data key is
// wrapped once per recovery key (recovery_wraps); rotation adds a second, 'retiring' key per
// organisation until every wrap is copied to the new one. A recovery request is a member's ask,
// after a reset without their phrase, that staff re-wrap the old data key to their new public key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recovery_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('class_records.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'retiring')`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('locked_private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One active and at most one retiring key per organisation.
  await db.schema.createIndex('recovery_keys_org_status_key').on('recovery_keys').columns(['organization_id', 'status']).unique().execute();

  await db.schema
    .createTable('recovery_key_grants')
    .addColumn('key_id', 'uuid', (c) => c.notNull().references('recovery_keys.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grant', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recovery_key_grants_pkey', ['key_id', 'user_id'])
    .execute();
  await db.schema.createIndex('recovery_key_grants_user_idx').on('recovery_key_grants').column('user_id').execute();

  await db.schema
    .createTable('recovery_wraps')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_id', 'uuid', (c) => c.notNull().references('recovery_keys.id').onDelete('cascade'))
    .addColumn('encrypted_data_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recovery_wraps_pkey', ['user_id', 'key_id'])
    .execute();
  await db.schema.createIndex('recovery_wraps_key_idx').on('recovery_wraps').columns(['key_id', 'user_id']).execute();

  await db.schema
    .createTable('key_recovery_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved')`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('encrypted_data_key', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('approved_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('key_recovery_requests_user_idx').on('key_recovery_requests').columns(['user_id', 'requested_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('key_recovery_requests').execute();
  await db.schema.dropTable('recovery_wraps').execute();
  await db.schema.dropTable('recovery_key_grants').execute();
  await db.schema.dropTable('recovery_keys').execute();
}

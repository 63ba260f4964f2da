import { sql, type Kysely } from 'kysely';

// A second factor: TOTP with one-time recovery codes, and passkeys (WebAuthn). Every secret the server
// keeps here is either encrypted under a key derived from the server secret (the TOTP seed) or a hash
// (recovery codes, challenges); a passkey's PRF wrap is ciphertext the browser made. The member's
// rows go with the member. A session remembers how it was signed in (`amr`), so a refresh keeps it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').columns(['user_id', 'code_hash']).execute();

  await db.schema
    .createTable('second_factor_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('second_factor_challenges_user_idx').on('second_factor_challenges').column('user_id').execute();

  await db.schema
    .createTable('second_factor_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('second_factor_failures_user_idx').on('second_factor_failures').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prf_wrapped_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('registration', 'authentication')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('webauthn_challenges_user_idx').on('webauthn_challenges').column('user_id').execute();
  await db.schema.createIndex('webauthn_challenges_expires_idx').on('webauthn_challenges').column('expires_at').execute();

  await db.schema
    .alterTable('refresh_tokens')
    .addColumn('amr', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{pwd}'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('amr').execute();
  for (const table of ['webauthn_challenges', 'passkeys', 'second_factor_failures', 'second_factor_challenges', 'recovery_codes', 'user_totp']) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';

// SAML 2.0 single sign-on per organisation (docs/decisions/0095-saml-single-sign-on.md). An
// organisation's identity provider (its entity id, sign-on URL and signing certificate, all public)
// and the email domains whose members it signs in; the ids of the requests this server sent (a
// response must answer one: InResponseTo), the ids of the assertions it accepted (each once, kept
// until the assertion expires), the one-time tickets that hand a checked sign-in to the portal, and
// which first factor a second-factor challenge completes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saml_configs')
    .addColumn('organization_id', 'uuid', (c) => c.primaryKey().references('class_records.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('idp_entity_id', 'text', (c) => c.notNull())
    .addColumn('idp_sso_url', 'text', (c) => c.notNull())
    .addColumn('idp_certificate', 'text', (c) => c.notNull())
    .addColumn('email_domains', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('create_accounts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The sign-in page finds the organisation by the email's domain.
  await sql`create index saml_configs_email_domains_idx on saml_configs using gin (email_domains)`.execute(db);

  await db.schema
    .createTable('saml_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('class_records.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saml_requests_expires_idx').on('saml_requests').column('expires_at').execute();

  await db.schema
    .createTable('saml_assertions_seen')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('class_records.id').onDelete('cascade'))
    .addColumn('assertion_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('saml_assertions_seen_pkey', ['organization_id', 'assertion_id'])
    .execute();
  await db.schema.createIndex('saml_assertions_seen_expires_idx').on('saml_assertions_seen').column('expires_at').execute();

  await db.schema
    .createTable('saml_sign_in_tickets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('class_records.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saml_sign_in_tickets_user_idx').on('saml_sign_in_tickets').columns(['user_id', 'expires_at']).execute();

  // What the code of a second-factor challenge completes: a password, or a single sign-on (the
  // session's amr names it, access-token.ts).
  await db.schema
    .alterTable('second_factor_challenges')
    .addColumn('first_factor', 'text', (c) => c.notNull().defaultTo('pwd').check(sql`first_factor in ('pwd', 'saml')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('second_factor_challenges').dropColumn('first_factor').execute();
  await db.schema.dropTable('saml_sign_in_tickets').execute();
  await db.schema.dropTable('saml_assertions_seen').execute();
  await db.schema.dropTable('saml_requests').execute();
  await db.schema.dropTable('saml_configs').execute();
}

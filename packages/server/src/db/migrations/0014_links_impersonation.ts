import { sql, type Kysely } from 'kysely';

// spec 000 §3.3 link pairs and §7.2 link endpoints; spec 000 §3.2, §6 impersonation (audited in
// the audit log). Roles-permission and users-role links use role_permissions and
// user_roles (migration 0001); the other pairs live here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per linked pair: `a_id` is the container (organization or program), `b_id` what is linked
  // to it (user, program, widget, campaign, health action) — the spec's pairs, spelled by `kind`.
  await db.schema
    .createTable('links')
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('organization_user', 'organization_program', 'program_user', 'program_widget', 'organization_campaign', 'program_health_action')`),
    )
    .addColumn('a_id', 'uuid', (c) => c.notNull())
    .addColumn('b_id', 'uuid', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('links_pk', ['kind', 'a_id', 'b_id'])
    .execute();
  await db.schema.createIndex('links_b_idx').on('links').columns(['kind', 'b_id']).execute();

  // spec 000 §3.3 add_to_all_users: the programme's members at link time get the health action.
  await db.schema
    .createTable('user_health_action_links')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program_id', 'uuid', (c) => c.notNull())
    .addColumn('health_action_id', 'uuid', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_health_action_links_pk', ['user_id', 'program_id', 'health_action_id'])
    .execute();

  // A staff member acting as a member; every access token of the session is listed by its hash, so
  // a write made with one is recognised and audited (refreshes add the new token).
  await db.schema
    .createTable('impersonation_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('staff_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('decrypt_method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('impersonation_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('impersonation_sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['impersonation_tokens', 'impersonation_sessions', 'user_health_action_links', 'links']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

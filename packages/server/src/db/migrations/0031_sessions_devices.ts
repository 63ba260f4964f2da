import { sql, type Kysely } from 'kysely';

// One row per session (a refresh-token family): what the guard checks on every request (by its
// primary key), what the member's sessions list shows, and for an impersonation session the
// staff member's session that started it (ending that one ends this one). Sign-in attempts made
// from a browser with a device cookie name it, so that browser is counted on its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'uuid', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'created_at']).execute();
  await sql`create index sessions_parent_idx on sessions (parent_id) where parent_id is not null`.execute(db);
  // Every family already issued becomes a session, ended when every one of its tokens was revoked.
  await sql`
    insert into sessions (id, user_id, created_at, last_used_at, revoked_at)
    select family_id, (array_agg(user_id))[1], min(created_at), max(coalesce(used_at, created_at)),
      case when bool_and(revoked_at is not null) then max(revoked_at) end
    from refresh_tokens group by family_id`.execute(db);

  await db.schema.alterTable('login_attempts').addColumn('device', 'text').execute();
  await sql`create index login_attempts_device_idx on login_attempts (device, created_at) where device is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_device_idx').execute();
  await db.schema.alterTable('login_attempts').dropColumn('device').execute();
  await db.schema.dropTable('sessions').execute();
}

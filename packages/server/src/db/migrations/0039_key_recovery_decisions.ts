import { sql, type Kysely } from 'kysely';

// Organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md): a
// member's request can now be refused, with a reason the member reads, and every decision names
// the staff member who made it. A member has at most one pending request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table key_recovery_requests drop constraint if exists key_recovery_requests_status_check`.execute(db);
  await sql`alter table key_recovery_requests add constraint key_recovery_requests_status_check check (status in ('pending', 'approved', 'refused'))`.execute(db);
  await db.schema.alterTable('key_recovery_requests').renameColumn('approved_at', 'decided_at').execute();
  await db.schema
    .alterTable('key_recovery_requests')
    .addColumn('decided_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // Deleting a staff account sets decided_by null: an index finds its rows (test/user-reference-indexes.test.ts).
  await db.schema.createIndex('key_recovery_requests_decided_by').on('key_recovery_requests').column('decided_by').execute();
  await db.schema.alterTable('key_recovery_requests').addColumn('refusal_reason', 'text').execute();
  await db.schema.createIndex('key_recovery_requests_one_pending').on('key_recovery_requests').column('user_id').unique().where(sql.ref('status'), '=', 'pending').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('key_recovery_requests_one_pending').execute();
  await db.schema.dropIndex('key_recovery_requests_decided_by').execute();
  await db.schema.alterTable('key_recovery_requests').dropColumn('refusal_reason').execute();
  await db.schema.alterTable('key_recovery_requests').dropColumn('decided_by').execute();
  await db.schema.alterTable('key_recovery_requests').renameColumn('decided_at', 'approved_at').execute();
  await sql`delete from key_recovery_requests where status = 'refused'`.execute(db);
  await sql`alter table key_recovery_requests drop constraint if exists key_recovery_requests_status_check`.execute(db);
  await sql`alter table key_recovery_requests add constraint key_recovery_requests_status_check check (status in ('pending', 'approved'))`.execute(db);
}

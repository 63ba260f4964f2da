import { sql, type Kysely } from 'kysely';

// A member's pending account deletion (docs/decisions/0104-account-deletion.md): asked for at
// requested_at, carried out by the scheduled job once due_at has passed, cancelled by signing in
// (the row deleted). The row goes with the member when the deletion is carried out. due_at is read
// by the job across all members, so it has its own index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_deletions')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_deletions_due_idx').on('account_deletions').column('due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
}

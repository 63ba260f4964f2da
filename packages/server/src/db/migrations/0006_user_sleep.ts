import { sql, type Kysely } from 'kysely';

// spec 001 §9 Sleep tracker: up to 14 levels a day. A day without a row reads as the initial 8, so
// only days the member changed are stored. The CHECK is the last line of defence behind the
// conditional upsert/update in routes/sleep.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_sleep')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('total_levels', 'integer', (c) => c.notNull().check(sql`total_levels between 0 and 14`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_sleep_user_day_unique', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_sleep').execute();
}

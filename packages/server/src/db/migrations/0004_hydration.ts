import { sql, type Kysely } from 'kysely';

// spec 001 §9: hydration is 0..200 ounces a day; the CHECK is the last line of defence behind the
// conditional UPDATE in routes/hydration.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_hydration')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('total_ounces', 'integer', (c) => c.notNull().check(sql`total_ounces between 0 and 200`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_hydration_user_day_unique', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_hydration').execute();
}

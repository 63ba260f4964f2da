import { sql, type Kysely } from 'kysely';

// spec 000 §3.4 Recurrence (non-recurring, daily, weekly, monthly) on the member's medication schedule
// and its log. Schedules saved before have their times every day: 'daily'.
const RECURRENCE_CHECK = sql`recurrence in ('non-recurring', 'daily', 'weekly', 'monthly')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_medications', 'medication_log']) {
    await db.schema
      .alterTable(table)
      .addColumn('recurrence', 'text', (c) => c.notNull().defaultTo('daily').check(RECURRENCE_CHECK))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_medications', 'medication_log']) await db.schema.alterTable(table).dropColumn('recurrence').execute();
}

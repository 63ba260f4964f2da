import { sql, type Kysely } from 'kysely';

// spec 001 §3 Body metric record and Goals. `body_metrics` keeps one record per member, day and
// kind (sleep_summary | physical_summary) as the fitness tracker delivered it (the spec's nested
// JSON, kept as is); `source` names the adapter that delivered it ('sandbox' for the simulator).
// `user_goals` holds the fitness goals by setting name; a member without rows has no goals, and the
// fitness widget renders nothing for them (spec 001 §4).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('body_metrics')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sleep_summary', 'physical_summary')`))
    .addColumn('record', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('body_metrics_user_day_kind_unique', ['user_id', 'day', 'kind'])
    .execute();

  await db.schema
    .createTable('user_goals')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`name in ('GoalStepCount', 'GoalDistanceCount', 'GoalActivityCaloriesBurned')`))
    .addColumn('value', 'double precision', (c) => c.notNull().check(sql`value >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_goals_pk', ['user_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_goals').execute();
  await db.schema.dropTable('body_metrics').execute();
}

import { sql, type Kysely } from 'kysely';

// spec 000 §1 classkey 'milestones' / 'milestone_events' and §3.3 User milestone progression
// (milestone_id, current_week, is_manual); spec 001 §3 Streak data milestone_info.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('milestones')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // What the milestone follows: a pregnancy (weeks) or the login streak (days) (spec 001 §3 milestone_type).
    .addColumn('kind', 'text', (c) => c.notNull().unique().check(sql`kind in ('pregnancy', 'login_streak')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('duration_interval', 'text', (c) => c.notNull().check(sql`duration_interval in ('days', 'weeks', 'months')`))
    // How many intervals the milestone lasts (42 weeks for a pregnancy); null = open ended.
    .addColumn('duration', 'integer')
    .addColumn('event_title', 'text', (c) => c.notNull())
    .addColumn('event_image', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_milestones')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('milestone_id', 'integer', (c) => c.notNull().references('milestones.id').onDelete('cascade'))
    // null until the member says where they are (spec 001 §4: prompt for weeks pregnant).
    .addColumn('current_week', 'integer', (c) => c.check(sql`current_week between 1 and 42`))
    .addColumn('is_manual', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_milestones_user_milestone_unique', ['user_id', 'milestone_id'])
    .execute();

  await sql`
    insert into milestones (kind, name, icon, duration_interval, duration, event_title)
    values ('login_streak', 'Daily streak', 'flame', 'days', null, 'Login streak'),
           ('pregnancy', 'Week by week', 'baby', 'weeks', 42, 'Pregnancy')
    on conflict (kind) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_milestones').execute();
  await db.schema.dropTable('milestones').execute();
}

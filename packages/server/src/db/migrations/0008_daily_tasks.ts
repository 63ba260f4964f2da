import { sql, type Kysely } from 'kysely';

// spec 001 §3, §4 Daily tasks and stars. `daily_tasks` is the catalogue (spec 000 §3 classkey
// `tasks`); `user_daily_tasks` holds each member's tasks of one day, made on the first read of that
// day. star_value is copied onto the member's task so a later catalogue edit cannot make a
// completion and its undo credit and debit different amounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('star_value', 'integer', (c) => c.notNull().check(sql`star_value >= 0`))
    .addColumn('page_type', 'text', (c) => c.notNull().check(sql`page_type in ('internal', 'external')`))
    .addColumn('page_id', 'text')
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_daily_tasks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('daily_tasks.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('star_value', 'integer', (c) => c.notNull().check(sql`star_value >= 0`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_daily_tasks_user_task_day_unique', ['user_id', 'task_id', 'day'])
    .execute();
  await db.schema.createIndex('user_daily_tasks_user_day').on('user_daily_tasks').columns(['user_id', 'day']).execute();

  // The balance is credited and debited by the toggle; it may never go below 0 (spec 001 §4).
  await sql`alter table users add constraint users_star_balance_not_negative check (star_balance >= 0)`.execute(db);

  // A few realistic tasks so a new member has a day's list at once (the admin classkey `tasks`
  // edits this catalogue once it exists).
  await sql`
    insert into daily_tasks (name, display, star_value, page_type, page_id, page_url, position) values
      ('Log your water', 'Add a glass to your hydration tracker', 5, 'internal', 'home', '/client/home', 1),
      ('Read: sleep hygiene', 'Five minutes on habits for better sleep', 10, 'external', null, 'https://www.sleepfoundation.org/sleep-hygiene', 2),
      ('Take a 10 minute walk', 'A short walk counts towards your activity', 15, 'internal', 'fitness', '/client/fitness', 3)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_star_balance_not_negative`.execute(db);
  await db.schema.dropTable('user_daily_tasks').execute();
  await db.schema.dropTable('daily_tasks').execute();
}

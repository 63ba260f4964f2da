import { sql, type Kysely } from 'kysely';

// Runs of administrator-defined processes (classkey processes, spec 000 §3.1) and the state of each
// of their steps. A run keeps the steps it started with (an edit of the process changes later runs
// only). A step's effect inside the product and its 'succeeded' mark are written in one
// transaction, so a run taken again after a crash skips what is done and never doubles it; the
// step key (run id and position) is the Idempotency-Key an outbound webhook carries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('process_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('process_id', 'uuid', (c) => c.notNull())
    .addColumn('process_code', 'text', (c) => c.notNull())
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('action', 'admin')`))
    // One run per member and action: completing the action again does not run the process again.
    .addColumn('trigger_key', 'text')
    .addColumn('started_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('steps', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'succeeded', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index process_runs_trigger_idx on process_runs (user_id, trigger_key) where trigger_key is not null`.execute(db);
  await db.schema.createIndex('process_runs_user_idx').on('process_runs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('process_runs_started_by_idx').on('process_runs').column('started_by').execute();
  await db.schema.createIndex('process_runs_created_idx').on('process_runs').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('process_run_steps')
    .addColumn('run_id', 'uuid', (c) => c.notNull().references('process_runs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // What an outbound webhook answered last: { status, body } (its body cut to 500 characters).
    .addColumn('answer', 'jsonb')
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('process_run_steps_pk', ['run_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('process_run_steps').execute();
  await db.schema.dropTable('process_runs').execute();
}

import { sql, type Kysely } from 'kysely';

// Actions given to one member (a process's "assign an action" step): an action kept for the
// members it is assigned to (ActionClass assigned_only) shows on their programme card only. And
// the processes' one-run-per-trigger guard in a table of its own, so that old finished runs can be
// deleted (the process-run-retention job) without an action completed again running its process a
// second time; the runs already started fill it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table action_assignments (
    user_id uuid not null references users (id) on delete cascade,
    action_id uuid not null references class_records (id) on delete cascade,
    assigned_at timestamptz not null default now(),
    primary key (user_id, action_id)
  )`.execute(db);
  // Deleting an action deletes its assignments: an index finds them.
  await sql`create index action_assignments_action_idx on action_assignments (action_id)`.execute(db);

  await sql`create table process_run_triggers (
    user_id uuid not null references users (id) on delete cascade,
    trigger_key text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, trigger_key)
  )`.execute(db);
  await sql`insert into process_run_triggers (user_id, trigger_key, created_at)
    select user_id, trigger_key, min(created_at) from process_runs where trigger_key is not null group by user_id, trigger_key`.execute(db);
  // The retention sweep's read: finished runs by their last change.
  await sql`create index process_runs_finished_idx on process_runs (updated_at) where status in ('succeeded', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index process_runs_finished_idx`.execute(db);
  await sql`drop table process_run_triggers`.execute(db);
  await sql`drop table action_assignments`.execute(db);
}

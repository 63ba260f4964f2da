// Runs of administrator-defined processes (classkey processes, spec 000 §3.1): started by a
// triggered-process call-to-action (spec 001 §4) or by an administrator for members or a
// programme's members, executed by the job queue's 'process-run' task (jobs/tasks.ts), listed
// with each step's state, retried by an administrator when they failed. Migration 0040.
import { sql, type Kysely } from 'kysely';
import { ProcessClass, ProcessStep, type AdminProcessRunsQuery, type ProcessRun, type ProcessRunStep } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { createClassStore, type ClassRecord } from '../../admin-classes/class-store.js';
import { badRequest, notFound } from '../../http/api-error.js';
import type { JobRun } from '../../jobs/tasks.js';
import { leavesProduct, runOutboundStep, runProductStep, StepFailure } from './process-steps.js';

/** Members one administrator's start may name or a programme may hold. */
export const PROCESS_START_MAX_MEMBERS = 5_000;

/** The active process of a code, if there is one. */
export async function findProcess(db: Kysely<Database>, code: string): Promise<ClassRecord<ProcessClass> | null> {
  const { items } = await createClassStore(db).list<ProcessClass>('processes', { filters: { code } });
  return items.find((p) => p.data.active !== false) ?? null;
}

/** The active process of a code, or a 404. */
export async function processByCode(db: Kysely<Database>, code: string): Promise<ClassRecord<ProcessClass>> {
  const found = await findProcess(db, code);
  if (!found) throw notFound('Process not found');
  return found;
}

export interface StartRuns {
  process: ClassRecord<ProcessClass>;
  userIds: readonly string[];
  trigger: 'action' | 'admin';
  /** One run per member and key (an action's completion): a second start with the same key starts nothing. */
  triggerKey?: string;
  startedBy?: string;
}

/**
 * Writes a run and its pending steps for each member and queues it, in the caller's transaction:
 * the run exists and is queued exactly when what triggered it is committed. Answers the new runs' ids.
 */
export async function startProcessRuns(ctx: Pick<AppContext, 'jobs'>, trx: Kysely<Database>, input: StartRuns): Promise<string[]> {
  const steps = ProcessClass.shape.steps.parse(input.process.data.steps);
  if (steps.length === 0) {
    // A member's action is not refused for an administrator's empty process: nothing runs.
    if (input.trigger === 'action') return [];
    throw badRequest('The process has no steps', { steps: 'Add at least one step' });
  }
  const ids: string[] = [];
  for (const userId of input.userIds) {
    if (input.triggerKey !== undefined) {
      // The trigger is kept apart from its run: a run deleted by the retention sweep still counts.
      const first = await trx
        .insertInto('process_run_triggers')
        .values({ user_id: userId, trigger_key: input.triggerKey })
        .onConflict((oc) => oc.columns(['user_id', 'trigger_key']).doNothing())
        .returning('trigger_key')
        .executeTakeFirst();
      if (!first) continue;
    }
    const run = await trx
      .insertInto('process_runs')
      .values({
        process_id: input.process.id,
        process_code: input.process.data.code,
        process_name: input.process.data.name,
        user_id: userId,
        trigger: input.trigger,
        trigger_key: input.triggerKey ?? null,
        started_by: input.startedBy ?? null,
        steps: JSON.stringify(steps),
      })
      .onConflict((oc) => oc.columns(['user_id', 'trigger_key']).where('trigger_key', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!run) continue;
    await trx
      .insertInto('process_run_steps')
      .values(steps.map((step, position) => ({ run_id: run.id, position, kind: step.kind })))
      .execute();
    await ctx.jobs.send('process-run', { runId: run.id }, { trx, singletonKey: run.id });
    ids.push(run.id);
  }
  return ids;
}

/** The members an administrator's start names: the ids given (that exist), or a programme's members. */
export async function membersToRun(db: Kysely<Database>, body: { user_ids?: string[]; program_id?: string }): Promise<string[]> {
  if (body.user_ids?.length) {
    const rows = await db.selectFrom('users').select('id').where('id', 'in', body.user_ids).execute();
    if (rows.length !== new Set(body.user_ids).size) throw notFound('User not found');
    return rows.map((r) => r.id);
  }
  const programme = await createClassStore(db).get('programs', body.program_id!);
  if (!programme) throw notFound('Program not found');
  const rows = await db
    .selectFrom('links')
    .select('b_id')
    .where('kind', '=', 'program_user')
    .where('a_id', '=', body.program_id!)
    .where('is_active', '=', true)
    .limit(PROCESS_START_MAX_MEMBERS + 1)
    .execute();
  if (rows.length > PROCESS_START_MAX_MEMBERS) throw badRequest(`A process starts for at most ${PROCESS_START_MAX_MEMBERS} members at once`, { program_id: 'Too many members' });
  if (rows.length === 0) throw badRequest('The programme has no members', { program_id: 'The programme has no members' });
  return rows.map((r) => r.b_id);
}

const stepOf = (db: Kysely<Database>, runId: string, position: number) => db.updateTable('process_run_steps').where('run_id', '=', runId).where('position', '=', position);

/**
 * The 'process-run' job: takes the run's steps in order, skipping those already done. A product
 * step and its 'succeeded' mark are one transaction (the step row locked), so it happens once
 * even when a process died mid-run and another takes the job again. A failure is recorded on the
 * step and the run, then thrown, so the queue retries the job with backoff; after the last
 * attempt the run is failed until an administrator retries it.
 */
export async function executeProcessRun(ctx: AppContext, runId: string, job: JobRun): Promise<void> {
  const run = await ctx.db.selectFrom('process_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!run || run.status === 'succeeded') return;
  const member = await ctx.db.selectFrom('users').select(['id', 'email', 'name']).where('id', '=', run.user_id).executeTakeFirst();
  if (!member) return;
  await ctx.db.updateTable('process_runs').set({ status: 'running', attempts: sql<number>`attempts + 1`, updated_at: ctx.config.now() }).where('id', '=', runId).execute();
  const steps = (run.steps as unknown[]).map((step) => ProcessStep.parse(step));
  for (const [position, step] of steps.entries()) {
    try {
      if (leavesProduct(step)) {
        const done = await ctx.db.selectFrom('process_run_steps').select('status').where('run_id', '=', runId).where('position', '=', position).executeTakeFirst();
        if (done?.status === 'succeeded') continue;
        const answer = await runOutboundStep(ctx, step, member, { runId, position, processCode: run.process_code });
        await stepOf(ctx.db, runId, position)
          .set({ status: 'succeeded', attempts: sql<number>`attempts + 1`, last_error: null, answer: answer ? JSON.stringify(answer) : null, finished_at: ctx.config.now() })
          .execute();
      } else {
        await ctx.db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('process_run_steps').select('status').where('run_id', '=', runId).where('position', '=', position).forUpdate().executeTakeFirstOrThrow();
          if (row.status === 'succeeded') return;
          await runProductStep(trx, step, member);
          await stepOf(trx, runId, position).set({ status: 'succeeded', attempts: sql<number>`attempts + 1`, last_error: null, finished_at: ctx.config.now() }).execute();
        });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const answer = error instanceof StepFailure ? error.answer : null;
      await stepOf(ctx.db, runId, position)
        .set({ status: 'failed', attempts: sql<number>`attempts + 1`, last_error: message, ...(answer ? { answer: JSON.stringify(answer) } : {}) })
        .execute();
      await ctx.db
        .updateTable('process_runs')
        .set({ status: job.lastAttempt ? 'failed' : 'queued', last_error: `Step ${position + 1} (${step.kind}): ${message}`, updated_at: ctx.config.now() })
        .where('id', '=', runId)
        .execute();
      throw error;
    }
  }
  const now = ctx.config.now();
  await ctx.db.updateTable('process_runs').set({ status: 'succeeded', last_error: null, updated_at: now, finished_at: now }).where('id', '=', runId).execute();
}

/** An administrator's Retry of a failed run: queued again; its finished steps stay done. */
export async function retryProcessRun(ctx: AppContext, runId: string): Promise<ProcessRun> {
  await ctx.db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('process_runs').select(['id', 'status']).where('id', '=', runId).forUpdate().executeTakeFirst();
    if (!run) throw notFound('Process run not found');
    if (run.status !== 'failed') throw badRequest('Only a failed run can be retried', { id: 'The run has not failed' });
    await trx.updateTable('process_runs').set({ status: 'queued', updated_at: ctx.config.now() }).where('id', '=', runId).execute();
    await ctx.jobs.send('process-run', { runId }, { trx, singletonKey: runId });
  });
  const [run] = await listRuns(ctx.db, { page: 1, take: 1 }, runId);
  return run!;
}

function toStep(row: {
  position: number;
  kind: string;
  status: ProcessRunStep['status'];
  attempts: number;
  last_error: string | null;
  answer: ProcessRunStep['answer'];
  finished_at: Date | null;
}): ProcessRunStep {
  return {
    position: row.position,
    kind: row.kind as ProcessRunStep['kind'],
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    answer: row.answer,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

async function listRuns(db: Kysely<Database>, query: AdminProcessRunsQuery, onlyId?: string): Promise<ProcessRun[]> {
  let base = db.selectFrom('process_runs').innerJoin('users', 'users.id', 'process_runs.user_id').selectAll('process_runs').select('users.email as user_email');
  if (onlyId) base = base.where('process_runs.id', '=', onlyId);
  if (query.process_code) base = base.where('process_runs.process_code', '=', query.process_code);
  if (query.status) base = base.where('process_runs.status', '=', query.status);
  const runs = await base
    .orderBy('process_runs.created_at', 'desc')
    .orderBy('process_runs.id', 'desc')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  if (runs.length === 0) return [];
  const steps = await db
    .selectFrom('process_run_steps')
    .selectAll()
    .where(
      'run_id',
      'in',
      runs.map((r) => r.id),
    )
    .orderBy('position')
    .execute();
  return runs.map((run) => ({
    id: run.id,
    process_id: run.process_id,
    process_code: run.process_code,
    process_name: run.process_name,
    user_id: run.user_id,
    user_email: run.user_email,
    trigger: run.trigger,
    status: run.status,
    attempts: run.attempts,
    last_error: run.last_error,
    created_at: run.created_at.toISOString(),
    finished_at: run.finished_at?.toISOString() ?? null,
    steps: steps.filter((s) => s.run_id === run.id).map(toStep),
  }));
}

/** Runs for the administrators' list, newest first, with each step's state. */
export async function processRuns(db: Kysely<Database>, query: AdminProcessRunsQuery): Promise<{ runs: ProcessRun[]; total_count: number }> {
  let count = db.selectFrom('process_runs').select(sql<number>`count(*)::int`.as('n'));
  if (query.process_code) count = count.where('process_code', '=', query.process_code);
  if (query.status) count = count.where('status', '=', query.status);
  const [runs, total] = await Promise.all([listRuns(db, query), count.executeTakeFirstOrThrow()]);
  return { runs, total_count: total.n };
}

/** Finished runs deleted per statement by the retention sweep. */
export const RUN_RETENTION_BATCH = 500;

/**
 * Deletes up to a batch of finished runs (done, or failed and not retried) whose last change is
 * older than `ageDays`, with their steps; answers how many. Runs still queued or running are kept
 * however old. The one-run-per-trigger guard stays (process_run_triggers).
 */
export async function deleteOldProcessRuns(db: Kysely<Database>, now: Date, ageDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - ageDays * 86_400_000);
  const old = db.selectFrom('process_runs').select('id').where('status', 'in', ['succeeded', 'failed']).where('updated_at', '<', cutoff).limit(RUN_RETENTION_BATCH);
  const deleted = await db.deleteFrom('process_runs').where('id', 'in', old).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** A run the member started (another member's answers like a missing one). */
export async function memberProcessRun(db: Kysely<Database>, userId: string, runId: string): Promise<{ id: string; status: ProcessRun['status'] }> {
  const run = await db.selectFrom('process_runs').select(['id', 'status']).where('id', '=', runId).where('user_id', '=', userId).executeTakeFirst();
  if (!run) throw notFound('Process run not found');
  return run;
}

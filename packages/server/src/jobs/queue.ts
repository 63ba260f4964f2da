// The durable job queue: pg-boss on the app's PostgreSQL (docs/decisions/0087-job-queue-pg-boss.md).
// Every server process starts one: each job runs once across all of them (a job is taken with
// SELECT … FOR UPDATE SKIP LOCKED), a job whose process died is taken again once its expiry passes,
// failures retry with backoff, and the cron schedules fire once per tick however many processes
// run. The queue's connection is its own pool on the direct connection (config.databaseDirectUrl:
// behind PgBouncer the app's own URL is the pooler's, and the queue's advisory locks need a session).
import PgBoss from 'pg-boss';
import { CompiledQuery, type Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { TASKS, type TaskData, type TaskName } from './tasks.js';

/** The pg-boss schema: its own, so backups of `public` (src/ops/logical-dump.ts) and migrations never touch it. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  connectionString: string;
  /** How often a worker asks for work when it was not told of any (seconds; pg-boss's minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (of a process that died) are put back (seconds). */
  maintenanceIntervalSeconds?: number;
  /** Overrides every task's expiry and first retry delay (tests make a dead process's job come back in seconds). */
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  /** Install the cron schedules (default true). */
  schedules?: boolean;
  /** Connections the queue may hold (default 4). */
  max?: number;
  /** Take jobs (default true); false: this process only queues them (a tool, or a test that plays the sender). */
  workers?: boolean;
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists exactly when the transaction commits. */
  trx?: Kysely<Database>;
  /** At most one waiting job with this key per task (pg-boss singletonKey). */
  singletonKey?: string;
  /** Run no earlier than this. */
  startAfter?: Date;
}

export interface JobQueue {
  /** Installs pg-boss's schema (once, under its own lock), the queues, the workers and the schedules. */
  start(ctx: AppContext): Promise<void>;
  send<N extends TaskName>(name: N, data: TaskData<N>, options?: SendOptions): Promise<string | null>;
  /** Puts a failed job back in line (an administrator's Retry). */
  retry(name: TaskName, id: string): Promise<void>;
  /**
   * Settles once no job is waiting or running that is due now, in any process (or after `maxMs`):
   * the dev outbox reads after it, and tests wait for a job's effect with it.
   */
  idle(maxMs?: number): Promise<void>;
  /** Stops taking jobs, lets running ones finish for up to `timeoutMs`, then hands the rest back (failed, so retried). */
  stop(timeoutMs: number): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once no job is due (waiting, or running, in any process), or after `maxMs`; `nudge`
 * runs between looks. The queue's idle() and the tests (over the app's own connection) use it.
 */
export async function waitForJobs(query: (text: string) => Promise<{ rows: unknown[] }>, maxMs: number, nudge: () => void = () => {}): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const { rows } = await query(`select count(*)::int as n from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active') and start_after <= now()`);
    if ((rows[0] as { n: number }).n === 0) return;
    nudge();
    await pause(50);
  }
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_SCHEMA,
    max: options.max ?? 4,
    application_name: 'healthdeck-jobs',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    // Jobs are kept a week after they end: the runs an administrator sees live in the product's own tables.
    deleteAfterDays: 7,
  });
  let failures = 0;
  boss.on('error', (error) => {
    // A database outage is reported by db/health.ts; the queue says so once per outage, not per poll.
    if (failures++ === 0) console.error(`Job queue: ${error.message}`);
  });
  const workers = new Map<TaskName, string>();
  let started = false;
  let stopped = false;

  const runJob = async (ctx: AppContext, name: TaskName, job: PgBoss.JobWithMetadata<never>) => {
    failures = 0;
    const task = TASKS[name];
    try {
      return await task.run(ctx, job.data, { id: job.id, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
    } catch (error) {
      // The label only: job data may name a member, and logs are not theirs to read.
      console.error(`Job failed (${task.label}, attempt ${job.retryCount + 1} of ${job.retryLimit + 1}): ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };

  return {
    async start(ctx) {
      if (started) return;
      started = true;
      await boss.start();
      for (const [name, task] of Object.entries(TASKS) as [TaskName, (typeof TASKS)[TaskName]][]) {
        const policy = {
          retryLimit: task.retryLimit,
          retryDelay: options.retryDelaySeconds ?? task.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: options.expireInSeconds ?? task.expireInSeconds,
        };
        // createQueue leaves an existing queue alone; updateQueue brings its policy to this version's.
        if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...policy });
        else await boss.createQueue(name, { name, ...policy });
        // A scheduled job has a minute between ticks; a queued one is found by its own process at once (notifyWorker), by the others at their next look.
        const pollingIntervalSeconds = task.cron ? 30 : (options.pollingIntervalSeconds ?? 2);
        if (options.workers === false) continue;
        const id = await boss.work<never>(name, { includeMetadata: true, pollingIntervalSeconds, batchSize: 1 }, async ([job]) => runJob(ctx, name, job!));
        workers.set(name, id);
        if (task.cron && options.schedules !== false) await boss.schedule(name, task.cron, {}, { singletonKey: name });
      }
    },
    async send(name, data, sendOptions = {}) {
      const task = TASKS[name];
      const trx = sendOptions.trx;
      const id = await boss.send(name, data as object, {
        retryLimit: task.retryLimit,
        retryDelay: options.retryDelaySeconds ?? task.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds ?? task.expireInSeconds,
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(trx ? { db: { executeSql: async (text: string, values: unknown[]) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[] }) } } : {}),
      });
      // This process's worker looks at once; the others find it at their next poll.
      const worker = workers.get(name);
      if (worker && !trx) boss.notifyWorker(worker);
      return id;
    },
    async retry(name, id) {
      await boss.retry(name, id);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async idle(maxMs = 15_000) {
      if (!started || stopped) return;
      const db = boss.getDb();
      await waitForJobs(
        (text) => db.executeSql(text, []),
        maxMs,
        () => {
          for (const worker of workers.values()) boss.notifyWorker(worker);
        },
      );
    },
    async stop(timeoutMs) {
      if (!started || stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: true });
    },
  };
}

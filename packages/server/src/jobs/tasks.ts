// The job queue's task registry: what each kind of job does, how often it retries and, for the
// scheduled ones, when it runs (cron, UTC). A task is idempotent: a job may run again after a
// process dies mid-job (at-least-once), so running it twice must leave what running it once does.
import type { AppContext } from '../context.js';
import { issueEmailKey, RESET_KEY_TTL_MS } from '../auth/email-keys.js';
import { passwordResetEmail } from '../email/templates.js';
import { audit } from '../audit.js';
import { deleteLongExpiredRefreshTokens, RETENTION_SWEEP_BATCH } from '../auth/refresh-tokens.js';
import { pollKitResults } from '../domain/kits/kits.js';
import { advanceFulfilment } from '../domain/orders/orders.js';
import { deleteOldProcessRuns, executeProcessRun, RUN_RETENTION_BATCH } from '../domain/processes/process-runs.js';
import { eraseDueAccounts } from '../domain/account-deletion/erase-account.js';
import { ENDED_VISITS_BATCH, markAllEndedVisitsAttended } from '../domain/telehealth/appointments.js';

export interface JobRun {
  id: string;
  /** 1 on the first try. */
  attempt: number;
  /** No retry follows a failure of this attempt. */
  lastAttempt: boolean;
}

interface TaskDefinition<Data> {
  /** Named in logs (never the job's data). */
  label: string;
  retryLimit: number;
  /** The first retry's delay; each next one doubles it (with jitter). */
  retryDelaySeconds: number;
  /** A job running longer than this is taken to be lost with its process and runs again. */
  expireInSeconds: number;
  /** Scheduled jobs: a cron expression (UTC); one job per tick across all processes. */
  cron?: string;
  run(ctx: AppContext, data: Data, job: JobRun): Promise<unknown>;
}

const task = <Data>(definition: TaskDefinition<Data>) => definition;

export const TASKS = {
  /**
   * spec 000 §7.3 password request-new: the key, the email and the audit row, after the answer
   * (routes/auth/password.ts). A retry issues a new key: the newest email's link works.
   */
  'password-reset-email': task<{ userId: string; ip: string }>({
    label: 'password reset email',
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    async run(ctx, data) {
      const user = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', data.userId).executeTakeFirst();
      if (!user) return;
      const key = await issueEmailKey(ctx, 'password_reset_keys', user.id, RESET_KEY_TTL_MS);
      await ctx.mailer.send(passwordResetEmail(user.email, ctx.config.publicUrl, key));
      await audit(ctx.db, 'password.reset_requested', { userId: user.id, ip: data.ip });
    },
  }),
  /**
   * One run of an administrator-defined process (domain/processes): its steps in order, each
   * recorded as it is done, so a retry or a run taken again after a crash goes on where it stopped.
   */
  'process-run': task<{ runId: string }>({
    label: 'process run',
    retryLimit: 4,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    run: (ctx, data, job) => executeProcessRun(ctx, data.runId, job),
  }),
  /** Refresh-token rows a month past their expiry (auth/refresh-tokens.ts), a batch at a time until none is left. */
  'refresh-token-retention': task<Record<string, never>>({
    label: 'refresh-token retention',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    cron: '17 * * * *',
    async run(ctx) {
      while ((await deleteLongExpiredRefreshTokens(ctx.db, ctx.config.now())) === RETENTION_SWEEP_BATCH);
    },
  }),
  /** Finished process runs older than PROCESS_RUN_RETENTION_DAYS (domain/processes/process-runs.ts), a batch at a time until none is left. */
  'process-run-retention': task<Record<string, never>>({
    label: 'process-run retention',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    cron: '43 3 * * *',
    async run(ctx) {
      while ((await deleteOldProcessRuns(ctx.db, ctx.config.now(), ctx.config.processRunRetentionDays)) === RUN_RETENTION_BATCH);
    },
  }),
  /** Kit results reach the member's notifications when the vendor has them, not only when the member next looks. */
  'kit-result-poll': task<Record<string, never>>({
    label: 'kit-result polling',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    cron: '*/5 * * * *',
    run: (ctx) => pollKitResults(ctx),
  }),
  /** spec 001 §4 Reminder: visits that have ended are marked attended, read or not (domain/telehealth/appointments.ts). */
  'appointment-reminders': task<Record<string, never>>({
    label: 'appointment reminders',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    cron: '*/10 * * * *',
    async run(ctx) {
      while ((await markAllEndedVisitsAttended(ctx.db, ctx.config.now())) === ENDED_VISITS_BATCH);
    },
  }),
  /** The sandbox shop's fulfilment moves on with time, read or not (domain/orders/orders.ts). */
  'order-fulfilment': task<Record<string, never>>({
    label: 'order fulfilment',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    cron: '*/10 * * * *',
    run: (ctx) => advanceFulfilment(ctx.db, ctx.config.now(), null),
  }),
  /**
   * Account deletions whose grace period has passed are carried out (domain/account-deletion/erase-account.ts):
   * a vendor that cannot be reached fails the run, and the next hour's run tries again.
   */
  'account-deletions': task<Record<string, never>>({
    label: 'account deletions',
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 900,
    cron: '41 * * * *',
    run: (ctx) => eraseDueAccounts(ctx),
  }),
};

export type TaskName = keyof typeof TASKS;
export type TaskData<N extends TaskName> = Parameters<(typeof TASKS)[N]['run']>[1];

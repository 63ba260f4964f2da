// With NODE_ENV=production the server checks its configuration before it starts anything and
// refuses to start while a setting is unsafe, naming every problem at once (main.ts). A check is one
// entry of PRODUCTION_CHECKS: the environment in, null when it is safe or one sentence saying what is
// wrong and how to set it right (a check that reads the disk answers a promise of it).
import path from 'node:path';
import { findPlaintextPrivateKeys, plaintextPrivateKeyProblem } from './plaintext-private-keys.js';
import { sandboxVendorProblem } from './vendors/sandbox-vendors.js';

export type ProductionCheck = (env: NodeJS.ProcessEnv) => string | null | Promise<string | null>;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function postgresUrl(value: string | undefined): boolean {
  if (!set(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '' && url.pathname.length > 1;
  } catch {
    return false;
  }
}

function httpsUrl(value: string | undefined): boolean {
  if (!set(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const PRODUCTION_CHECKS: readonly ProductionCheck[] = [
  // Without a mail server, emails (password-reset links among them) are kept in the dev outbox.
  (env) => (set(env.SMTP_URL) ? null : 'SMTP_URL is not set: emails would not be sent (set smtp://user:pass@smtp.example:587).'),
  (env) => (set(env.PUBLIC_URL) ? null : 'PUBLIC_URL is not set: links in emails would point at http://localhost (set https://your.host).'),
  (env) => (!set(env.PUBLIC_URL) || httpsUrl(env.PUBLIC_URL) ? null : `PUBLIC_URL must be an https:// address (it is ${env.PUBLIC_URL}).`),
  // The embedded PostgreSQL lives in DATA_DIR on this host alone: no replica, no failover, one process.
  (env) =>
    postgresUrl(env.DATABASE_URL)
      ? null
      : set(env.DATABASE_URL)
        ? 'DATABASE_URL is not a postgres:// address with a host and a database (postgres://user:pass@pgbouncer:6432/healthdeck).'
        : 'DATABASE_URL is not set: the server would run its embedded PostgreSQL in DATA_DIR (one host, no replica); set postgres://user:pass@pgbouncer:6432/healthdeck.',
  // The start lock, LISTEN and the job queue need a session of their own (docs/decisions/0091-pgbouncer-transaction-mode.md).
  (env) =>
    postgresUrl(env.DATABASE_DIRECT_URL)
      ? null
      : set(env.DATABASE_DIRECT_URL)
        ? 'DATABASE_DIRECT_URL is not a postgres:// address with a host and a database (postgres://user:pass@db.internal:5432/healthdeck).'
        : 'DATABASE_DIRECT_URL is not set: name PostgreSQL itself, not PgBouncer in transaction mode, for the start lock, LISTEN and the job queue (the same as DATABASE_URL when no pooler is in between).',
  (env) => (set(env.TRUST_PROXY) ? null : 'TRUST_PROXY is not set: name the proxy whose X-Forwarded-For to believe (its address, e.g. 10.0.0.5), or false when clients connect directly.'),
  // The demo accounts' passwords are printed at start and written in the README.
  (env) => (env.SEED === 'false' ? null : 'SEED is not false: the demo accounts (known passwords, an administrator among them) would be created; set SEED=false.'),
  // A sandbox vendor makes up what it answers: each one enabled must be allowed by name.
  sandboxVendorProblem,
  // Anyone who copies the data folder must not find a private key usable without a password.
  async (env) => plaintextPrivateKeyProblem(await findPlaintextPrivateKeys(path.resolve(env.DATA_DIR || './data'))),
];

/** What is unsafe in this environment for production, one message each (none outside production). */
export async function productionProblems(env: NodeJS.ProcessEnv, checks: readonly ProductionCheck[] = PRODUCTION_CHECKS): Promise<string[]> {
  if (env.NODE_ENV !== 'production') return [];
  const answers = await Promise.all(checks.map((check) => check(env)));
  return answers.filter((problem): problem is string => problem !== null);
}

/** The refusal main.ts prints before exiting, or null when the server may start. */
export async function productionRefusal(env: NodeJS.ProcessEnv, checks: readonly ProductionCheck[] = PRODUCTION_CHECKS): Promise<string | null> {
  const problems = await productionProblems(env, checks);
  if (problems.length === 0) return null;
  return [`NODE_ENV=production: refusing to start (${problems.length} unsafe setting${problems.length === 1 ? '' : 's'}):`, ...problems.map((p) => `  - ${p}`)].join('\n');
}

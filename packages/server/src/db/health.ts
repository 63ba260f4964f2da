/**
 * Whether PostgreSQL is reachable, as the server last saw it. A connection-level failure (refused,
 * reset, terminated, the server shutting down) marks it down; a probe then retries with backoff
 * (minMs doubling up to maxMs) until a `select 1` gets through. While down, API requests answer
 * 503 at once (app.ts) instead of each waiting on a connection attempt.
 */
export interface DatabaseHealth {
  readonly up: boolean;
  /** A failure seen by a query or a pooled client; connection-level ones start the probe. */
  reportFailure(error: unknown): void;
  /** True at once when up; else true when a probe gets through within `ms`, false when it does not. */
  whenUp(ms: number): Promise<boolean>;
  stop(): void;
}

/** SQLSTATE classes and codes, and Node / pg errors, that mean "no working connection". */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error',
  'not queryable',
  'timeout exceeded when trying to connect',
  'terminating connection',
  'the database system is',
  'Client was closed',
];

export function isConnectionError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  // The embedded server's Unix socket is gone while PostgreSQL is down (main.ts connects through it).
  if (code === 'ENOENT' && (error as { syscall?: unknown }).syscall === 'connect') return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((part) => message.includes(part))) return true;
  // AggregateError from net.connect on several addresses (localhost → ::1 and 127.0.0.1).
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some(isConnectionError);
}

export function createDatabaseHealth(probe: () => Promise<void>, options: { minMs?: number; maxMs?: number; quiet?: boolean } = {}): DatabaseHealth {
  const minMs = options.minMs ?? 200;
  const maxMs = options.maxMs ?? 5_000;
  let up = true;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let downSince = 0;
  const waiting = new Set<(up: boolean) => void>();
  const wake = (value: boolean) => {
    for (const resolve of waiting) resolve(value);
    waiting.clear();
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      probe().then(
        () => {
          if (stopped) return;
          up = true;
          wake(true);
          if (!options.quiet) console.log(`PostgreSQL is reachable again (after ${Math.round((Date.now() - downSince) / 100) / 10} s).`);
        },
        () => schedule(Math.min(delay * 2, maxMs)),
      );
    }, delay);
    timer.unref();
  };

  return {
    get up() {
      return up;
    },
    reportFailure(error) {
      if (stopped || !isConnectionError(error) || !up) return;
      up = false;
      downSince = Date.now();
      if (!options.quiet) console.error(`PostgreSQL connection lost (${(error as Error).message}); answering 503 and reconnecting.`);
      schedule(minMs);
    },
    whenUp(ms) {
      if (up) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timeout = setTimeout(() => {
          waiting.delete(finish);
          resolve(false);
        }, ms);
        const finish = (value: boolean) => {
          clearTimeout(timeout);
          resolve(value);
        };
        waiting.add(finish);
      });
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake(false);
    },
  };
}

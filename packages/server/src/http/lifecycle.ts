import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { DatabaseHealth } from '../db/health.js';

/**
 * What a load balancer or an orchestrator asks of one server process
 * (docs/decisions/0092-probes-and-graceful-shutdown.md):
 *
 * - LIVENESS_PATH answers 200 while the process answers at all. It reads nothing else: a database
 *   failover must not make an orchestrator restart every server at once.
 * - READINESS_PATH answers 200 when this process should be sent requests: the database answers a
 *   `select 1` within READINESS_QUERY_TIMEOUT_MS and the process is not stopping; otherwise 503.
 *
 * Both sit outside /api: no admission queue, no database gate, no contract (they are the operator's,
 * not the portal's), and no cache.
 */
export const LIVENESS_PATH = '/livez';
export const READINESS_PATH = '/readyz';
export const READINESS_QUERY_TIMEOUT_MS = 2_000;

interface Lifecycle {
  draining: boolean;
  /** Requests received and not yet answered or abandoned by their client (each leaves once, whichever comes first). */
  inFlight: Set<FastifyRequest>;
}

const lifecycles = new WeakMap<FastifyInstance, Lifecycle>();

export function installProbes(app: FastifyInstance, db: Kysely<Database>, health: DatabaseHealth | undefined): void {
  const state: Lifecycle = { draining: false, inFlight: new Set() };
  lifecycles.set(app, state);
  // Callback hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    state.inFlight.add(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    state.inFlight.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    state.inFlight.delete(request);
    done();
  });
  const noStore = { 'cache-control': 'no-store' };
  app.get(LIVENESS_PATH, async (_request, reply) => reply.headers(noStore).send({ status: 'live' }));
  app.get(READINESS_PATH, async (_request, reply) => {
    const problem = state.draining ? 'stopping' : health && !health.up ? 'database unreachable' : await databaseProblem(db);
    if (problem === null) return reply.headers(noStore).send({ status: 'ready' });
    return reply.code(503).headers(noStore).send({ status: 'not ready', reason: problem });
  });
}

/** Null when the database answers `select 1` in time, else what went wrong. */
async function databaseProblem(db: Kysely<Database>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`database did not answer within ${READINESS_QUERY_TIMEOUT_MS} ms`), READINESS_QUERY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => null), timeout]);
  } catch (error) {
    return `database error: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the server without cutting a request short when it can: readiness answers 503 from now on,
 * the listening socket closes (a balancer's next connection goes to another process), idle
 * keep-alive connections close, and the requests in flight finish. After `graceMs`, connections
 * still open are closed and the close goes on (background work, the database pool). Resolves with
 * how many requests were cut short.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<{ cut: number }> {
  const state = lifecycles.get(app);
  if (state) state.draining = true;
  let cut = 0;
  const timer = setTimeout(() => {
    cut = state?.inFlight.size ?? 0;
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { cut };
}

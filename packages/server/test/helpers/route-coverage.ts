import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes, type RouteDef, type RouteName } from '@healthdeck/contract';

/*
 * One contract test per route: every test server records, per test worker, the contract
 * routes that answered their row's success status (spec 000 §7 call catalogue, §8 statuses) to a
 * valid request with a body the row's response schema accepts. The request side is the server's own
 * contract validation (a request the row's body/query/params schemas refuse is a 400, never the
 * success status); the response side is checked here, on the bytes the server sends, so tests that
 * reach a route through `call`, `callRoute` or a plain `fetch` (files, multipart) all count.
 * The global setup's teardown (route-coverage-report.ts) reads the records after the last test file.
 */

/** One record line: `ok\t<route>` or `invalid\t<route>\t<why the success answer is outside the contract>`. */
export type RouteRecordLine = `ok\t${string}` | `invalid\t${string}\t${string}`;

const byMethodAndPath = new Map<string, RouteName>((Object.entries(routes) as [RouteName, RouteDef][]).map(([name, def]) => [`${def.method} ${def.path}`, name]));

/** Why a success answer is outside the contract, or null when it is inside. */
function contractProblem(def: RouteDef, reply: FastifyReply, payload: unknown): string | null {
  if (def.successStatus === 204) return payload === undefined || payload === null || payload === '' ? null : 'a 204 with a body';
  // A handler may answer a web Response (RouteMeta.file rows): Fastify copies its headers after onSend.
  const contentType = payload instanceof Response ? (payload.headers.get('content-type') ?? '') : String(reply.getHeader('content-type') ?? '');
  if (def.file) return contentType === '' || contentType.startsWith('application/json') ? `a file row answered content-type '${contentType}'` : null;
  if (typeof payload !== 'string') return 'a body that is not JSON text';
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return 'a body that is not JSON';
  }
  const check = def.response.safeParse(parsed);
  return check.success ? null : check.error.message.replace(/\s+/g, ' ').slice(0, 300);
}

/** Adds the recording hook to a test server's app (before it listens). */
export function recordRouteSuccesses(app: FastifyInstance): void {
  const file = path.join(inject('routeCoverageDir'), `${process.pid}-${threadId}.routes`);
  const written = new Set<string>();
  const write = (line: RouteRecordLine): void => {
    if (written.has(line)) return;
    written.add(line);
    appendFileSync(file, `${line}\n`);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const name = byMethodAndPath.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!name || reply.statusCode !== routes[name].successStatus) return payload;
    const problem = contractProblem(routes[name], reply, payload);
    write(problem === null ? `ok\t${name}` : `invalid\t${name}\t${problem}`);
    return payload;
  });
}

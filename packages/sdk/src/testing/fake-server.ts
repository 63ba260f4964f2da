// The one in-memory fake of the HealthDeck server for component tests (widgets, portal, admin):
// a `fetch` that answers like the server would. It finds the route in the contract's table by method
// and path (static rows before `:param` rows, as the server does), refuses calls without a bearer
// token on rows whose `auth` is not 'none' (401, the server's body), records every call, lets a test
// make the next call of a route fail or wait, and checks every success body a handler gives against
// the route's response schema, so a test cannot pass on a shape the real server would never send.
//
// A body the contract refuses is answered 500 (message naming the route and the zod issues) and
// recorded; the setup file of each package that uses this fake runs `expectNoContractViolations()`
// after every test, so the test fails with that message instead of a vague UI error.
//
// This is the sdk's test entry (`@healthdeck/sdk/testing`); it takes zod through
// '@healthdeck/contract'. The sdk's main entry never imports this folder.
import { ERROR_MESSAGES, routes, type RouteDef, type RouteName } from '@healthdeck/contract';

/** One request the fake received for a known route. */
export interface FakeCall<N extends RouteName = RouteName> {
  name: N;
  method: string;
  /** The request path, path params filled in (e.g. '/api/client/user/tasks/abc/toggle'). */
  path: string;
  /** The row's `:name` segments, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body parsed, the FormData of a multipart call, or undefined. */
  body: unknown;
  /** The Authorization header as sent, or null. */
  authorization: string | null;
}

/** What a handler answers: a status and a JSON body, or a ready Response (a file, a raw body). */
export type FakeAnswer = { status: number; body?: unknown } | Response;

export type FakeHandler<N extends RouteName = RouteName> = (call: FakeCall<N>) => FakeAnswer | Promise<FakeAnswer>;

export type FakeHandlers = { [N in RouteName]?: FakeHandler<N> };

/** A success body that the route's response schema refuses. */
export interface ContractViolation {
  route: RouteName;
  status: number;
  message: string;
  issues: unknown[];
}

export interface FakeServer<R extends RouteName = RouteName> {
  fetch: typeof fetch;
  /** Every call of a known route, in order (also those refused 401 or failed on purpose). */
  calls: FakeCall[];
  /** Every request seen, known route or not, as 'METHOD /path' (no query). */
  requests: string[];
  /** The calls of one route. */
  called<N extends RouteName>(name: N): FakeCall<N>[];
  /** Success bodies the contract refused (each also answered 500). */
  violations: ContractViolation[];
  /** The next call of `route` answers `status` (default 500) with an ApiError body instead of its handler. */
  failNext(route: R, status?: number): void;
  /** The next call of `route` waits until the returned function is called. */
  holdNext(route: R): () => void;
}

/** A JSON answer (status 200 unless given). */
export function json(body: unknown, status = 200): { status: number; body: unknown } {
  return { status, body };
}

/** An ApiError answer as the server sends it. */
export function apiError(
  status: number,
  message = 'injected failure',
  error_code = status === 401 ? 'UNAUTHENTICATED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL',
  fields?: Record<string, string>,
): { status: number; body: unknown } {
  return { status, body: { statusCode: status, error_code, message, ...(fields ? { fields } : {}) } };
}

// Violations not yet taken by expectNoContractViolations(), across every fake of the test.
let pending: ContractViolation[] = [];

/** Returns the contract violations seen since the last call, and forgets them. */
export function takeContractViolations(): ContractViolation[] {
  const taken = pending;
  pending = [];
  return taken;
}

/** Throws when any fake answered a body the contract refuses since the last call (run it in afterEach). */
export function expectNoContractViolations(): void {
  const taken = takeContractViolations();
  if (taken.length) throw new Error(taken.map((v) => v.message).join('\n\n'));
}

interface Row {
  name: RouteName;
  method: string;
  pattern: RegExp;
  /** Number of `:param` segments: fewer wins, so '/kits/last' beats '/kits/:id'. */
  params: number;
}

const ROWS: Row[] = (Object.keys(routes) as RouteName[])
  .map((name) => {
    const path: string = routes[name].path;
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
    return { name, method: routes[name].method as string, pattern: new RegExp(`^${source}$`), params: (path.match(/:\w+/g) ?? []).length };
  })
  .sort((a, b) => a.params - b.params);

function find(method: string, pathname: string): { name: RouteName; params: Record<string, string> } | null {
  for (const row of ROWS) {
    if (row.method !== method) continue;
    const match = row.pattern.exec(pathname);
    if (match) {
      const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return { name: row.name, params };
    }
  }
  return null;
}

function respond(status: number, body: unknown): Response {
  if (status === 204 || status === 304) return new Response(null, { status });
  return new Response(JSON.stringify(body ?? null), { status, headers: { 'content-type': 'application/json' } });
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return body === '' ? undefined : (JSON.parse(body) as unknown);
  return body ?? undefined;
}

/**
 * A fake server answering the routes given by name; a known route without a handler answers 500
 * 'No fake for <route>', an unknown path 404.
 */
export function createFakeServer<H extends FakeHandlers>(handlers: H): FakeServer<Extract<keyof H, RouteName>> {
  type R = Extract<keyof H, RouteName>;
  const calls: FakeCall[] = [];
  const requests: string[] = [];
  const violations: ContractViolation[] = [];
  const failures = new Map<RouteName, number>();
  const holds = new Map<RouteName, Promise<void>>();

  const check = async (name: RouteName, answer: FakeAnswer): Promise<Response> => {
    const route: RouteDef = routes[name];
    const isResponse = answer instanceof Response;
    const status = answer.status;
    if (status !== route.successStatus || status === 204 || route.file) {
      return isResponse ? answer : respond(status, answer.body);
    }
    const body: unknown = isResponse ? await answer.clone().json() : answer.body;
    const result = route.response.safeParse(body);
    if (result.success) return isResponse ? answer : respond(status, body);
    const issues = result.error.issues.map((i) => `  ${i.path.join('.') || '(body)'}: ${i.message}`).join('\n');
    const message = `Contract violation: the fake answered ${name} (${route.method} ${route.path}) with a ${status} body its response schema refuses:\n${issues}`;
    const violation: ContractViolation = { route: name, status, message, issues: result.error.issues };
    violations.push(violation);
    pending.push(violation);
    return respond(500, apiError(500, message).body);
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    const found = find(method, url.pathname);
    if (!found) return respond(404, apiError(404, `No route ${method} ${url.pathname}`).body);
    const { name, params } = found;
    const authorization = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('authorization');
    const call: FakeCall = { name, method, path: url.pathname, params, query: url.searchParams, body: readBody(init?.body), authorization };
    calls.push(call);
    if (routes[name].auth !== 'none' && !authorization?.startsWith('Bearer ')) {
      return respond(401, apiError(401, ERROR_MESSAGES.Unauthorized).body);
    }
    const held = holds.get(name);
    if (held) {
      holds.delete(name);
      await held;
    }
    const failure = failures.get(name);
    if (failure !== undefined) {
      failures.delete(name);
      return respond(failure, apiError(failure).body);
    }
    const handler = handlers[name] as FakeHandler | undefined;
    if (!handler) return respond(500, apiError(500, `No fake for ${name}`).body);
    return check(name, await handler(call));
  };

  return {
    fetch: fetchFn as typeof fetch,
    calls,
    requests,
    violations,
    called: <N extends RouteName>(name: N) => calls.filter((c): c is FakeCall<N> => c.name === name),
    failNext(route: R, status = 500) {
      failures.set(route, status);
    },
    holdNext(route: R) {
      let release = () => {};
      holds.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
}

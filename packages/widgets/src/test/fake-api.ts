// The mechanism behind this package's test doubles: a fetch that routes by the contract's route table
// (path parameters included), refuses calls without a bearer token as the server does, records every
// request, and lets a test make the next call of a route fail or wait. Each feature's fake brings its
// state and answers. The real server is exercised in packages/server/test and in tests/ (browser).
import { routeTable, type AccountResponse, type RouteName } from '@healthdeck/contract/light';
import { createHealthDeck, memoryStorage, type HealthDeck } from '@healthdeck/sdk';

export interface FakeRequest {
  body: unknown;
  params: Record<string, string>;
}
export type FakeAnswers<R extends RouteName> = Record<R, (request: FakeRequest) => Response>;

export interface FakeApi<R extends RouteName> {
  fetch: typeof fetch;
  /** Every request seen, as 'METHOD /path'. */
  requests: string[];
  /** The next call of `route` answers `status` (default 500) instead of succeeding. */
  failNext(route: R, status?: number): void;
  /** The next call of `route` waits until the returned function is called. */
  holdNext(route: R): () => void;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(status: number, message = 'injected failure', error_code = status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL'): Response {
  return json({ statusCode: status, error_code, message }, status);
}

/** The signed-in member's account as the server answers it (contract AccountResponse). */
export function fakeAccount(overrides: { starBalance?: number; profile?: Partial<AccountResponse['profile']> } = {}): AccountResponse {
  return {
    user: { id: 'u-1', email: 'member@example.com', verified: true, star_balance: overrides.starBalance ?? 0, roles: ['member'], organizations: [], programs: [] },
    profile: { sleep_goal: null, water_intake: null, ...overrides.profile },
    keySalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
    publicKey: null,
    encrptedPrivateKey: null,
    encryptedDataKey: null,
    session: { kit_id: null, verificationEmailSent: false },
  };
}

function matcher(path: string): RegExp {
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${pattern}$`);
}

export function createFakeApi<R extends RouteName>(answers: FakeAnswers<R>): FakeApi<R> {
  const routes = (Object.keys(answers) as R[]).map((name) => ({ name, method: routeTable[name].method as string, pattern: matcher(routeTable[name].path) }));
  const requests: string[] = [];
  const failures = new Map<R, number>();
  const holds = new Map<R, Promise<void>>();

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    let found: { name: R; params: Record<string, string> } | null = null;
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (match) found = { name: route.name, params: Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])) };
    }
    if (!found) return apiError(404, 'Not found', 'NOT_FOUND');
    if (!new Headers(init?.headers).get('authorization')?.startsWith('Bearer ')) return apiError(401, 'You are not authorized to access this resource');
    const held = holds.get(found.name);
    if (held) {
      holds.delete(found.name);
      await held;
    }
    const failure = failures.get(found.name);
    if (failure !== undefined) {
      failures.delete(found.name);
      return apiError(failure);
    }
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    return answers[found.name]({ body, params: found.params });
  };

  return {
    fetch: fetchFn as typeof fetch,
    requests,
    failNext(route, status = 500) {
      failures.set(route, status);
    },
    holdNext(route) {
      let release = () => {};
      holds.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
}

/** A real sdk client on a fake API, signed in with a partner-style token when `signedIn`. */
export async function createFakeClient(fetchFn: typeof fetch, { signedIn = true } = {}): Promise<HealthDeck> {
  const client = createHealthDeck({ fetch: fetchFn, storage: memoryStorage(), onUnauthorized: () => {} });
  if (signedIn) {
    await client.auth.useTokens({ accessToken: 'access-token', refreshToken: 'refresh-token', refreshExpires: Math.floor(Date.now() / 1000) + 3600 });
  }
  return client;
}

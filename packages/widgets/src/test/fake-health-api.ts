// The one test double of this package: a fetch that answers the account and hydration routes the way
// the contract says the server does, with failure injection and held answers. End-to-end tests
// against the real server live in tests/.
import { HYDRATION, routeTable, type AccountResponse, type HydrationResponse, type RouteName } from '@healthdeck/contract/light';
import { createHealthDeck, memoryStorage, type HealthDeck } from '@healthdeck/sdk';

type FakeRoute = Extract<RouteName, 'account' | 'hydrationLast' | 'hydrationIncrement' | 'hydrationDecrement'>;
const FAKE_ROUTES: FakeRoute[] = ['account', 'hydrationLast', 'hydrationIncrement', 'hydrationDecrement'];

export interface FakeHealthApi {
  fetch: typeof fetch;
  /** What the "server" holds. */
  state: { totalOunces: number; waterIntake: string | null };
  /** Every request seen, as 'METHOD /path'. */
  requests: string[];
  /** The next call of `route` answers `status` (default 500) instead of succeeding. */
  failNext(route: FakeRoute, status?: number): void;
  /** The next call of `route` waits until the returned function is called. */
  holdNext(route: FakeRoute): () => void;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function apiError(status: number): Response {
  return json({ statusCode: status, error_code: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL', message: 'injected failure' }, status);
}

export function createFakeHealthApi(initial: { totalOunces?: number; waterIntake?: string | null } = {}): FakeHealthApi {
  const state = { totalOunces: initial.totalOunces ?? 0, waterIntake: initial.waterIntake ?? null };
  const requests: string[] = [];
  const failures = new Map<FakeRoute, number>();
  const holds = new Map<FakeRoute, Promise<void>>();

  const hydration = (): HydrationResponse => ({ hydration: { total_ounces: state.totalOunces, date: '2026-11-21' } });
  const account = (): AccountResponse => ({
    user: { id: 'u-1', email: 'member@example.com', verified: true, star_balance: 0, roles: ['member'], organizations: [], programs: [] },
    profile: { sleep_goal: null, water_intake: state.waterIntake },
    keySalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
    publicKey: null,
    encrptedPrivateKey: null,
    encryptedDataKey: null,
    session: { kit_id: null, verificationEmailSent: false },
  });

  const answer = (route: FakeRoute, body: unknown): Response => {
    switch (route) {
      case 'account':
        return json(account());
      case 'hydrationLast':
        return json(hydration());
      case 'hydrationIncrement':
      case 'hydrationDecrement': {
        const ounces = body && typeof body === 'object' && 'ounces' in body && typeof body.ounces === 'number' ? body.ounces : HYDRATION.step;
        const next = state.totalOunces + (route === 'hydrationIncrement' ? ounces : -ounces);
        // The server refuses totals outside 0..200 a day (spec 001 §9).
        if (next < HYDRATION.minDaily || next > HYDRATION.maxDaily) {
          return json({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Hydration must stay between 0 and 200 ounces' }, 400);
        }
        state.totalOunces = next;
        return json(hydration());
      }
    }
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    const route = FAKE_ROUTES.find((name) => routeTable[name].path === url.pathname && routeTable[name].method === method);
    if (!route) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Not found' }, 404);
    const headers = new Headers(init?.headers);
    if (!headers.get('authorization')?.startsWith('Bearer ')) return apiError(401);
    const held = holds.get(route);
    if (held) {
      holds.delete(route);
      await held;
    }
    const failure = failures.get(route);
    if (failure !== undefined) {
      failures.delete(route);
      return apiError(failure);
    }
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    return answer(route, body);
  };

  return {
    fetch: fetchFn as typeof fetch,
    state,
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

/** A real sdk client on the fake API, signed in with a partner-style token when `signedIn`. */
export async function createTestClient(api: FakeHealthApi, { signedIn = true } = {}): Promise<HealthDeck> {
  const client = createHealthDeck({ fetch: api.fetch, storage: memoryStorage(), onUnauthorized: () => {} });
  if (signedIn) {
    await client.auth.useTokens({ accessToken: 'access-token', refreshToken: 'refresh-token', refreshExpires: Math.floor(Date.now() / 1000) + 3600 });
  }
  return client;
}

// The sleep routes on top of the package's fake API (fake-health-api.ts): answers sleep last /
// increment / decrement the way the contract says the server does (a day with nothing logged reads
// as 8, the level stays within 0..14), puts the sleep goal in the account's profile, and hands every
// other route to the base fake. Failure injection and held answers work like the base fake's.
import { routeTable, SLEEP, type AccountResponse, type RouteName, type SleepResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { createFakeHealthApi, createTestClient, type FakeHealthApi } from './fake-health-api';

type SleepRoute = Extract<RouteName, 'sleepLast' | 'sleepIncrement' | 'sleepDecrement'>;
const SLEEP_ROUTES: SleepRoute[] = ['sleepLast', 'sleepIncrement', 'sleepDecrement'];

export interface FakeSleepApi {
  fetch: typeof fetch;
  /** What the "server" holds. */
  state: { totalLevels: number; sleepGoal: number | null };
  /** Every request seen (sleep and the rest), as 'METHOD /path'. */
  requests: string[];
  /** The next call of `route` answers `status` (default 500) instead of succeeding. */
  failNext(route: SleepRoute, status?: number): void;
  /** The next call of `route` waits until the returned function is called. */
  holdNext(route: SleepRoute): () => void;
  /** The fake behind the other routes (account, hydration). */
  base: FakeHealthApi;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function createFakeSleepApi(initial: { totalLevels?: number; sleepGoal?: number | null } = {}): FakeSleepApi {
  const base = createFakeHealthApi();
  const state = { totalLevels: initial.totalLevels ?? SLEEP.initialLevel, sleepGoal: initial.sleepGoal ?? null };
  const requests: string[] = [];
  const failures = new Map<SleepRoute, number>();
  const holds = new Map<SleepRoute, Promise<void>>();

  const sleep = (): SleepResponse => ({ data: { sleep: { total_levels: state.totalLevels, date: '2026-11-21' } } });

  const answer = (route: SleepRoute): Response => {
    if (route === 'sleepLast') return json(sleep());
    const next = state.totalLevels + (route === 'sleepIncrement' ? 1 : -1);
    // The server refuses levels outside 0..14 (spec 001 §9) and changes nothing.
    if (next < SLEEP.minLevel || next > SLEEP.maxLevel) {
      return json({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Sleep must stay between 0 and 14 levels' }, 400);
    }
    state.totalLevels = next;
    return json(sleep());
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    const route = SLEEP_ROUTES.find((name) => routeTable[name].path === url.pathname && routeTable[name].method === method);
    if (!route) {
      const response = await base.fetch(input, init);
      if (url.pathname !== routeTable.account.path || !response.ok) return response;
      const account = (await response.json()) as AccountResponse;
      return json({ ...account, profile: { ...account.profile, sleep_goal: state.sleepGoal } });
    }
    if (!new Headers(init?.headers).get('authorization')?.startsWith('Bearer ')) {
      return json({ statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'You are not authorized to access this resource' }, 401);
    }
    const held = holds.get(route);
    if (held) {
      holds.delete(route);
      await held;
    }
    const failure = failures.get(route);
    if (failure !== undefined) {
      failures.delete(route);
      return json({ statusCode: failure, error_code: 'INTERNAL', message: 'injected failure' }, failure);
    }
    return answer(route);
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
    base,
  };
}

/** A real sdk client on the fake sleep API (the base fake's client, with this fetch). */
export function createSleepTestClient(api: FakeSleepApi, options: { signedIn?: boolean } = {}): Promise<HealthDeck> {
  return createTestClient({ ...api.base, fetch: api.fetch }, options);
}

// A fetch that answers the account and daily-task routes the way the contract says the server does
// (star accounting included), with failure injection and held answers. The real server is exercised
// in packages/server/test/daily-tasks.test.ts and the browser journey in tests/.
import { routeTable, type AccountResponse, type DailyTask, type DailyTasksResponse, type DailyTaskToggleResponse } from '@healthdeck/contract/light';
import { createHealthDeck, memoryStorage, type HealthDeck } from '@healthdeck/sdk';

type FakeRoute = 'account' | 'dailyTasks' | 'dailyTaskToggle';

export interface FakeDailyTasksApi {
  fetch: typeof fetch;
  state: { tasks: DailyTask[]; starBalance: number };
  requests: string[];
  failNext(route: FakeRoute, status?: number): void;
  holdNext(route: FakeRoute): () => void;
}

let counter = 0;
/** A task as the server returns it; ids are UUID-shaped like the contract wants. */
export function fakeTask(name: string, overrides: Partial<DailyTask> = {}): DailyTask {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name,
    display: `${name} subtitle`,
    star_value: 5,
    completed_at: null,
    created_at: '2026-05-04T08:00:00.000Z',
    page_type: 'internal',
    page_id: 'home',
    page_url: '/client/home',
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const TOGGLE = /^\/api\/client\/user\/tasks\/([^/]+)\/toggle$/;

export function createFakeDailyTasksApi(initial: { tasks: DailyTask[]; starBalance?: number }): FakeDailyTasksApi {
  const state = { tasks: initial.tasks, starBalance: initial.starBalance ?? 0 };
  const requests: string[] = [];
  const failures = new Map<FakeRoute, number>();
  const holds = new Map<FakeRoute, Promise<void>>();

  const account = (): AccountResponse => ({
    user: { id: 'u-1', email: 'member@example.com', verified: true, star_balance: state.starBalance, roles: ['member'], organizations: [], programs: [] },
    profile: { sleep_goal: null, water_intake: null },
    keySalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
    publicKey: null,
    encrptedPrivateKey: null,
    encryptedDataKey: null,
    session: { kit_id: null, verificationEmailSent: false },
  });

  const toggle = (id: string): Response => {
    const task = state.tasks.find((t) => t.id === id);
    if (!task) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Daily task not found' }, 404);
    const completing = task.completed_at === null;
    const next: DailyTask = { ...task, completed_at: completing ? '2026-05-04T12:00:00.000Z' : null };
    state.tasks = state.tasks.map((t) => (t.id === id ? next : t));
    state.starBalance = Math.max(0, state.starBalance + (completing ? task.star_value : -task.star_value));
    return json({ task: next, star_balance: state.starBalance } satisfies DailyTaskToggleResponse);
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    const toggled = TOGGLE.exec(url.pathname);
    const route: FakeRoute | null =
      method === 'POST' && toggled
        ? 'dailyTaskToggle'
        : method === 'GET' && url.pathname === routeTable.dailyTasks.path
          ? 'dailyTasks'
          : method === 'GET' && url.pathname === routeTable.account.path
            ? 'account'
            : null;
    if (!route) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Not found' }, 404);
    if (!new Headers(init?.headers).get('authorization')?.startsWith('Bearer ')) {
      return json({ statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'no' }, 401);
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
    if (route === 'account') return json(account());
    if (route === 'dailyTasks') return json({ tasks: state.tasks, date: '2026-05-04' } satisfies DailyTasksResponse);
    return toggle(decodeURIComponent(toggled?.[1] ?? ''));
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
export async function createDailyTasksClient(api: FakeDailyTasksApi, { signedIn = true } = {}): Promise<HealthDeck> {
  const client = createHealthDeck({ fetch: api.fetch, storage: memoryStorage(), onUnauthorized: () => {} });
  if (signedIn) {
    await client.auth.useTokens({ accessToken: 'access-token', refreshToken: 'refresh-token', refreshExpires: Math.floor(Date.now() / 1000) + 3600 });
  }
  return client;
}

import { routes, type RouteName } from '@healthdeck/contract';

/** One request the fake API received. */
export interface FakeCall {
  name: RouteName;
  query: URLSearchParams;
  /** The path's parameters (':id' of '/api/admin/roles/:id'). */
  params: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A `fetch` for the sdk that answers like the server would: it finds the route in the contract's
 * table by method and path and checks every success body against the route's response schema.
 */
export function fakeApi(handlers: Partial<Record<RouteName, FakeHandler>>) {
  const calls: FakeCall[] = [];
  const names = Object.keys(routes) as RouteName[];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, 'http://admin.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    // A literal path first (/api/admin/widgets/batch), then one with parameters (/api/admin/roles/:id).
    const name =
      names.find((n) => routes[n].method === method && routes[n].path === url.pathname) ??
      names.find((n) => routes[n].method === method && matchPath(routes[n].path, url.pathname) !== null);
    if (!name) return json(404, { statusCode: 404, error_code: 'NOT_FOUND', message: `No route ${method} ${url.pathname}` });
    const call: FakeCall = {
      name,
      query: url.searchParams,
      params: matchPath(routes[name].path, url.pathname) ?? {},
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[name];
    if (!handler) return json(500, { statusCode: 500, error_code: 'INTERNAL', message: `No fake for ${name}` });
    const answer = await handler(call);
    if (answer.status === routes[name].successStatus) {
      if (answer.status === 204) return new Response(null, { status: 204 });
      routes[name].response.parse(answer.body); // the contract shape, or the test fails here
    }
    return json(answer.status, answer.body ?? null);
  };
  return { fetch: fetchFn as typeof fetch, calls, called: (name: RouteName) => calls.filter((c) => c.name === name) };
}

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = decodeURIComponent(got[i]!);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function accountFixture(roles: ('admin' | 'member')[]) {
  return {
    user: {
      id: 'admin-1',
      email: 'admin@example.com',
      verified: true,
      star_balance: 0,
      roles,
      organizations: [],
      programs: [],
    },
    profile: { sleep_goal: null, water_intake: null },
    keySalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
    publicKey: null,
    encrptedPrivateKey: null,
    encryptedDataKey: null,
    session: { kit_id: null, verificationEmailSent: false },
  };
}

/** 25 users, every fifth an admin: three pages of ten. */
export const USERS = Array.from({ length: 25 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    id: `u${n}`,
    email: `user${n}@example.com`,
    verified: i % 2 === 0,
    star_balance: 0,
    roles: i % 5 === 0 ? (['admin'] as const) : (['member'] as const),
    organizations: [{ id: 'o1', name: 'Acme Health' }],
    programs: [],
    created_at: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
  };
});

/** The users search as the server does it: email substring, role, page/take. */
export const usersHandler: FakeHandler = ({ query }) => {
  const page = Number(query.get('page') ?? '1');
  const take = Number(query.get('take') ?? '10');
  const search = (query.get('search') ?? '').toLowerCase();
  const role = query.get('role');
  const matching = USERS.filter((u) => u.email.includes(search) && (!role || (u.roles as readonly string[]).includes(role)));
  return {
    status: 200,
    body: {
      users: matching.slice((page - 1) * take, page * take).map((u) => ({ ...u, roles: [...u.roles] })),
      total_count: matching.length,
    },
  };
};

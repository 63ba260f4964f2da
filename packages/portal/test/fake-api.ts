import { routes, type RouteName } from '@healthdeck/contract';

/** One request the fake API received. */
export interface FakeCall {
  name: RouteName;
  query: URLSearchParams;
  /** The request path (with any path params filled in). */
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A `fetch` for the sdk that answers like the server would: it finds the route in the contract's
 * table by method and path, and checks every success body against the route's response schema, so
 * a test cannot pass on a shape the real server would never send.
 */
export function fakeApi(handlers: Partial<Record<RouteName, FakeHandler>>) {
  const calls: FakeCall[] = [];
  const names = Object.keys(routes) as RouteName[];

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, 'http://portal.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    // `:name` segments of a row's path match any one segment (path params such as a task id).
    const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(url.pathname);
    const name = names.find((n) => routes[n].method === method && matches(routes[n].path));
    if (!name) return json(404, { statusCode: 404, error_code: 'NOT_FOUND', message: `No route ${method} ${url.pathname}` });
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      name,
      query: url.searchParams,
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization'),
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

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Cheap but real Argon2id parameters (the contract's minimum memory) so sign-in tests run fast. */
export const TEST_KDF = { algorithm: 'argon2id', memoryKiB: 8192, iterations: 1, parallelism: 1, hashLength: 32 } as const;
export const TEST_KEY_SALT = 'c2FsdHNhbHRzYWx0c2FsdA==';

export function accountFixture(
  options: { email?: string; roles?: ('admin' | 'member')[]; verified?: boolean; verificationEmailSent?: boolean } = {},
) {
  return {
    user: {
      id: 'user-1',
      email: options.email ?? 'member@example.com',
      verified: options.verified ?? false,
      star_balance: 0,
      roles: options.roles ?? ['member'],
      organizations: [],
      programs: [],
    },
    profile: { sleep_goal: null, water_intake: null },
    keySalt: TEST_KEY_SALT,
    publicKey: null,
    encrptedPrivateKey: null,
    encryptedDataKey: null,
    session: { kit_id: null, verificationEmailSent: options.verificationEmailSent ?? false },
  };
}

/** Session tokens as the login/refresh calls return them; refresh valid for a day. */
export function tokensFixture() {
  return { accessToken: 'access-token', refreshToken: 'refresh-token', refreshExpires: Math.floor(Date.now() / 1000) + 86400 };
}

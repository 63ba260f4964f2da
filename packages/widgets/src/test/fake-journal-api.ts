// A fetch that answers the daily-journal mood and symptom routes the way the contract says the
// server does (one mood a day, symptom toggle with the 'None of these' rule), with failure
// injection and held answers. End-to-end tests against the real server live in tests/.
import { routeTable, type AccountResponse, type MoodResponse, type MoodValue, type RouteName, type Symptom } from '@healthdeck/contract/light';
import { createHealthDeck, memoryStorage, toggleSymptomIn, type HealthDeck } from '@healthdeck/sdk';

type JournalRoute = Extract<RouteName, 'account' | 'moodLoad' | 'moodLog' | 'symptomsList' | 'symptomUpdate'>;
const JOURNAL_ROUTES: JournalRoute[] = ['account', 'moodLoad', 'moodLog', 'symptomsList', 'symptomUpdate'];

export const TEST_SYMPTOMS: Symptom[] = [
  { id: 1, name: 'Headache', status: null },
  { id: 2, name: 'Fatigue', status: null },
  { id: 3, name: 'Nausea', status: null },
  { id: 10, name: 'None of these', status: null },
];

const ACCOUNT: AccountResponse = {
  user: { id: 'u-1', email: 'member@example.com', verified: true, star_balance: 0, roles: ['member'], organizations: [], programs: [] },
  profile: { sleep_goal: null, water_intake: null },
  keySalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  publicKey: null,
  encrptedPrivateKey: null,
  encryptedDataKey: null,
  session: { kit_id: null, verificationEmailSent: false },
};

export interface FakeJournalApi {
  fetch: typeof fetch;
  /** What the "server" holds. */
  state: { mood: MoodValue | null; symptoms: Symptom[] };
  /** Every request seen, as 'METHOD /path'. */
  requests: string[];
  failNext(route: JournalRoute, status?: number): void;
  holdNext(route: JournalRoute): () => void;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function apiError(status: number): Response {
  return json({ statusCode: status, error_code: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL', message: 'injected failure' }, status);
}

export function createFakeJournalApi(initial: { mood?: MoodValue | null; symptoms?: Symptom[] } = {}): FakeJournalApi {
  const state = { mood: initial.mood ?? null, symptoms: (initial.symptoms ?? TEST_SYMPTOMS).map((s) => ({ ...s })) };
  const requests: string[] = [];
  const failures = new Map<JournalRoute, number>();
  const holds = new Map<JournalRoute, Promise<void>>();
  const mood = (): MoodResponse => ({ mood: { mood: state.mood, date: '2026-11-21' } });

  const answer = (route: JournalRoute, body: unknown): Response => {
    switch (route) {
      case 'account':
        return json(ACCOUNT);
      case 'moodLoad':
        return json(mood());
      case 'moodLog':
        state.mood = (body as { mood: MoodValue }).mood;
        return json(mood());
      case 'symptomsList':
        return json(state.symptoms);
      case 'symptomUpdate': {
        const id = (body as { symptom_id: number }).symptom_id;
        if (!state.symptoms.some((s) => s.id === id)) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: `No symptom with id ${id}` }, 404);
        state.symptoms = toggleSymptomIn(state.symptoms, id);
        return json({ symptom_id: id, status: state.symptoms.find((s) => s.id === id)?.status ?? null });
      }
    }
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    const route = JOURNAL_ROUTES.find((name) => routeTable[name].path === url.pathname && routeTable[name].method === method);
    if (!route) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Not found' }, 404);
    if (!new Headers(init?.headers).get('authorization')?.startsWith('Bearer ')) return apiError(401);
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
    return answer(route, typeof init?.body === 'string' ? JSON.parse(init.body) : null);
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
export async function createJournalClient(api: FakeJournalApi, { signedIn = true } = {}): Promise<HealthDeck> {
  const client = createHealthDeck({ fetch: api.fetch, storage: memoryStorage(), onUnauthorized: () => {} });
  if (signedIn) {
    await client.auth.useTokens({ accessToken: 'access-token', refreshToken: 'refresh-token', refreshExpires: Math.floor(Date.now() / 1000) + 3600 });
  }
  return client;
}

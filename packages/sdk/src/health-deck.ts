// One HealthDeck client per page: one session, one query cache shared by every widget on it.
import { atom, type ReadableAtom } from 'nanostores';
import { QueryClient } from '@tanstack/query-core';
import {
  accountRoutes,
  adminUsersRoutes,
  authRoutes,
  bodyMetricsRoutes,
  dailyTasksRoutes,
  hydrationRoutes,
  mealsRoutes,
  moodRoutes,
  preferencesRoutes,
  sleepRoutes,
  streaksRoutes,
  symptomsRoutes,
  type AccountResponse,
} from '@healthdeck/contract/light';
import { createKeyStore, type KeyStore } from '@healthdeck/crypto/light';
import type { PrivateKey } from '@healthdeck/crypto';
import { createAuthApi, type AuthApi } from './auth/index.js';
import type { AuthContext } from './auth/context.js';
import { createAccountApi, type AccountApi } from './domains/account.js';
import { createAdminApi, type AdminApi } from './domains/admin-users.js';
import { createHydrationApi, type HydrationApi } from './domains/hydration.js';
import { createMealsApi, type MealsApi } from './domains/meals.js';
import { createHydrationMutations } from './queries/hydration-mutations.js';
import { createDailyTasksApi, type DailyTasksApi } from './domains/daily-tasks.js';
import { createDailyTaskMutations } from './queries/daily-task-mutations.js';
import { createMoodApi, type MoodApi } from './domains/mood.js';
import { createSymptomsApi, type SymptomsApi } from './domains/symptoms.js';
import { createMoodMutations } from './queries/mood-mutations.js';
import { createSymptomsMutations } from './queries/symptoms-mutations.js';
import { createSleepApi, type SleepApi } from './domains/sleep.js';
import { createSleepMutations } from './queries/sleep-mutations.js';
import { createPreferencesApi, type PreferencesApi } from './domains/preferences.js';
import { createStreaksApi, type StreaksApi } from './domains/streaks.js';
import { createBodyMetricsApi, type BodyMetricsApi } from './domains/body-metrics.js';
import { createQueries, type Queries } from './queries/query-options.js';
import { createSessionStore, SESSION_STORAGE_KEY, type Session } from './session/session.js';
import { defaultStorage, type SessionStorageLike } from './session/storage.js';
import { indexedDbHandoff } from './session/token-handoff.js';
import { createTransport, type Call, type RouteRows } from './transport/http.js';
import { resetClientState } from './state/reset.js';
import type { LockManagerLike } from './transport/refresh.js';

export interface HealthDeckOptions {
  /** API origin; default '' (same origin). */
  baseUrl?: string;
  /** Default globalThis.fetch. */
  fetch?: typeof fetch;
  /** Where the session is kept under one key; default localStorage, memory in Node. */
  storage?: SessionStorageLike;
  /** Where the unlocked data key is kept; default createKeyStore() (IndexedDB, memory in Node). */
  keyStore?: KeyStore;
  /** Called when a refresh fails or the refresh token expired; default location.assign('/unauthorized'). */
  onUnauthorized?: () => void;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

export interface HealthDeck {
  $session: ReadableAtom<Session | null>;
  $account: ReadableAtom<AccountResponse | null>;
  /** The unlocked data key; null = locked (widgets show a locked state, not "no data"). */
  $dataKey: ReadableAtom<CryptoKey | null>;
  /**
   * The unlocked private key for records a vendor wrote to the member's public key (kit reports, body
   * scans); in memory only: set at sign-in, null after a reload until auth.unlockPrivateKey(password).
   */
  $privateKey: ReadableAtom<PrivateKey | null>;
  call: Call;
  auth: AuthApi;
  account: AccountApi;
  hydration: HydrationApi;
  meals: MealsApi;
  dailyTasks: DailyTasksApi;
  sleep: SleepApi;
  admin: AdminApi;
  mood: MoodApi;
  symptoms: SymptomsApi;
  preferences: PreferencesApi;
  streaks: StreaksApi;
  bodyMetrics: BodyMetricsApi;
  queries: Queries;
  mutations: Mutations;
  queryClient: QueryClient;
}

/** Optimistic mutation options by domain (bind with any adapter, like `queries`). */
export interface Mutations {
  hydration: ReturnType<typeof createHydrationMutations>;
  sleep: ReturnType<typeof createSleepMutations>;
  mood: ReturnType<typeof createMoodMutations>;
  symptoms: ReturnType<typeof createSymptomsMutations>;
  dailyTasks: ReturnType<typeof createDailyTaskMutations>;
}

function defaultOnUnauthorized(): void {
  globalThis.location?.assign('/unauthorized'); // spec 000 §2
}

function browserLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T> } : null;
}

const loadAllRoutes = (): Promise<RouteRows> => import('./all-routes.js').then((module) => module.routeTable);

/** The rows of the calls the client itself makes (sign-in, account and the domains below); others come with their domains. */
export const CLIENT_ROUTES = {
  ...authRoutes,
  ...accountRoutes,
  ...adminUsersRoutes,
  ...hydrationRoutes,
  ...mealsRoutes,
  ...dailyTasksRoutes,
  ...sleepRoutes,
  ...moodRoutes,
  ...symptomsRoutes,
  ...preferencesRoutes,
  ...streaksRoutes,
  ...bodyMetricsRoutes,
} as const satisfies RouteRows;

/**
 * The client, knowing the rows of its own calls plus `routes`; the standalone domains (`createKitsApi`
 * and the like) add theirs as they are created, and `call(name)` with any other name looks its row
 * up through `loadRoutes` (default: the contract's whole table, in a chunk loaded on first need), so
 * a bundle carries only the rows of the domains it uses.
 */
export function createHealthDeckWithRoutes(options: HealthDeckOptions = {}, routes: RouteRows = {}, loadRoutes: () => Promise<RouteRows> = loadAllRoutes): HealthDeck {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = options.storage ?? defaultStorage();
  const keyStore = options.keyStore ?? createKeyStore();
  const onUnauthorized = options.onUnauthorized ?? defaultOnUnauthorized;
  const now = options.now ?? Date.now;

  const session = createSessionStore(storage);
  const $account = atom<AccountResponse | null>(null);
  const $dataKey = atom<CryptoKey | null>(null);
  const $privateKey = atom<PrivateKey | null>(null);
  const queryClient = new QueryClient();

  // The one place a session's local traces go: sign-out, a failed refresh and another tab's sign-out
  // all come here, so none of them leaves the member's client state groups behind (spec 001 §3).
  const forgetLocalState = (): void => {
    $account.set(null);
    $dataKey.set(null);
    $privateKey.set(null);
    queryClient.clear();
    resetClientState();
  };

  const endSession = (): void => {
    session.clear();
    forgetLocalState();
    keyStore.clear().catch(() => undefined); // best effort: the user is being sent away anyway
    onUnauthorized();
  };

  const locks = browserLocks();
  const call = createTransport({
    baseUrl: options.baseUrl ?? '',
    fetch: fetchFn,
    session,
    now,
    endSession,
    locks,
    // Only a session shared through localStorage is shared between tabs.
    handoff: locks && options.storage === undefined ? indexedDbHandoff() : null,
    routes: { ...CLIENT_ROUTES, ...routes },
    loadRoutes,
  });
  const account = createAccountApi(call, $account);
  const hydration = createHydrationApi(call, queryClient);
  const meals = createMealsApi(call, queryClient, $dataKey, $privateKey);
  const dailyTasks = createDailyTasksApi(call, queryClient, $account);
  const sleep = createSleepApi(call, queryClient);
  const admin = createAdminApi(call);
  const mood = createMoodApi(call, queryClient);
  const symptoms = createSymptomsApi(call, queryClient);
  const preferences = createPreferencesApi(call, queryClient, $account);
  const streaks = createStreaksApi(call, queryClient);
  const bodyMetrics = createBodyMetricsApi(call);

  const ctx: AuthContext = {
    call,
    session,
    keyStore,
    $account,
    $dataKey,
    $privateKey,
    queryClient,
    loadAccount: () => account.get(),
    forgetLocalState,
  };

  // A reload keeps the session; the data key comes back from the key store, never from a passphrase.
  const restored = session.get();
  if (restored?.userId) {
    const userId = restored.userId;
    keyStore
      .load(userId)
      .then((key) => {
        if (key && session.get()?.userId === userId && !$dataKey.get()) $dataKey.set(key);
      })
      .catch(() => undefined); // a missing key store means "locked", which is already the state
  }

  // Another tab refreshed or signed out: follow it instead of using a rotated-away token.
  if (options.storage === undefined && typeof globalThis.addEventListener === 'function') {
    globalThis.addEventListener('storage', (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      if (!session.reload()) forgetLocalState();
    });
  }

  return {
    $session: session.$session,
    $account,
    $dataKey,
    $privateKey,
    call,
    auth: createAuthApi(ctx),
    account,
    hydration,
    meals,
    dailyTasks,
    sleep,
    admin,
    mood,
    symptoms,
    preferences,
    streaks,
    bodyMetrics,
    queries: createQueries({ account, hydration, meals, dailyTasks, mood, symptoms, sleep, admin, preferences, bodyMetrics, streaks }),
    mutations: {
      hydration: createHydrationMutations(hydration, queryClient),
      sleep: createSleepMutations(sleep, queryClient),
      mood: createMoodMutations(mood, queryClient),
      symptoms: createSymptomsMutations(symptoms, queryClient),
      dailyTasks: createDailyTaskMutations(dailyTasks, queryClient, $account, now),
    },
    queryClient,
  };
}

// One HealthDeck client per page: one session, one query cache shared by every widget on it.
import { atom, type ReadableAtom } from 'nanostores';
import { QueryClient } from '@tanstack/query-core';
import { accountRoutes, adminUsersRoutes, authRoutes, type AccountResponse } from '@healthdeck/contract/light';
// The key store alone, not the light entry: its key derivation (Argon2id) loads on sign-in.
import { createKeyStore, type KeyStore } from '@healthdeck/crypto/key-store';
import type { PrivateKey } from '@healthdeck/crypto';
import { registerClientInternals } from './client-internals.js';
import { DEFAULT_IDLE_LOCK_MINUTES } from './auth/key-session.js';
import { createSessionStore, SESSION_STORAGE_KEY, type Session } from './session/session.js';
import { defaultStorage, type SessionStorageLike } from './session/storage.js';
import { indexedDbHandoff } from './session/token-handoff.js';
import { createTransport, type Call, type RouteRows } from './transport/http.js';
import { resetClientState } from './state/reset.js';
import { $language } from './state/language.js';
import type { LockManagerLike } from './transport/refresh.js';

export interface HealthDeckOptions {
  /** API origin; default '' (same origin). */
  baseUrl?: string;
  /** Default globalThis.fetch. */
  fetch?: typeof fetch;
  /** Where the session is kept under one key; default localStorage, memory in Node. */
  storage?: SessionStorageLike;
  /**
   * Where a session started from a partner's tokens (signInWithTokens, no password in hand) finds the
   * data key this browser opened before; default createKeyStore() (IndexedDB, memory in Node).
   */
  keyStore?: KeyStore;
  /** Minutes without activity after which the opened keys lock again (watchIdleLock); default 15. */
  idleLockMinutes?: number;
  /** Called when a refresh fails or the refresh token expired; default location.assign('/unauthorized'). */
  onUnauthorized?: () => void;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

export interface HealthDeck {
  $session: ReadableAtom<Session | null>;
  $account: ReadableAtom<AccountResponse | null>;
  /**
   * The unlocked data key; null = locked (widgets show a locked state, not "no data"). In memory,
   * opened with the private key (auth/key-session.ts): at sign-in, or by one unlock after a reload.
   */
  $dataKey: ReadableAtom<CryptoKey | null>;
  /**
   * The unlocked private key for records a vendor wrote to the member's public key (kit reports, body
   * scans); in memory only: set at sign-in, null after a reload until unlockPrivateKeyWithPassword(hd, password).
   */
  $privateKey: ReadableAtom<PrivateKey | null>;
  call: Call;
  queryClient: QueryClient;
}

function defaultOnUnauthorized(): void {
  globalThis.location?.assign('/unauthorized'); // spec 000 §2
}

function browserLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T> } : null;
}

const loadAllRoutes = (): Promise<RouteRows> => import('./all-routes.js').then((module) => module.routeTable);

/** The rows every client knows from the start (sign-in and the session's calls, account, admin users); the other domains register theirs with `routed` on their first call. */
export const CLIENT_ROUTES = {
  ...authRoutes,
  ...accountRoutes,
  ...adminUsersRoutes,
} as const satisfies RouteRows;

/**
 * The client, knowing CLIENT_ROUTES plus `routes`; the domains' functions add their rows on their
 * first call (with `routed`), and `call(name)` with any other name looks its row
 * up through `loadRoutes` (default: the contract's whole table, in a chunk loaded on first need), so
 * a bundle carries only the rows of the domains it uses.
 */
export function createHealthDeckWithRoutes(options: HealthDeckOptions = {}, routes: RouteRows = {}, loadRoutes: () => Promise<RouteRows> = loadAllRoutes): HealthDeck {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = options.storage ?? defaultStorage();
  const keyStore = options.keyStore ?? createKeyStore();
  const onUnauthorized = options.onUnauthorized ?? defaultOnUnauthorized;
  const now = options.now ?? Date.now;
  const idleLockMinutes = options.idleLockMinutes ?? DEFAULT_IDLE_LOCK_MINUTES;
  if (!(idleLockMinutes > 0)) throw new Error('idleLockMinutes must be a positive number of minutes');

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
  // A reload keeps the session but not its keys: both are opened again together, by one unlock
  // (docs/decisions/0101-one-unlock-per-session.md), so no sealed screen opens while another is locked.

  // Answers hold administered content in the language they were asked in (pages, widgets,
  // symptoms…): a switch of language reads them again.
  $language.listen(() => void queryClient.invalidateQueries());

  // Another tab refreshed or signed out: follow it instead of using a rotated-away token.
  if (options.storage === undefined && typeof globalThis.addEventListener === 'function') {
    globalThis.addEventListener('storage', (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      if (!session.reload()) forgetLocalState();
    });
  }

  const client: HealthDeck = {
    $session: session.$session,
    $account,
    $dataKey,
    $privateKey,
    call,
    queryClient,
  };
  registerClientInternals(client, { session, keyStore, $account, $dataKey, $privateKey, now, idleLockMinutes, forgetLocalState });
  return client;
}

// spec 001 §3: the client state groups hold one member's data. Whenever the session ends — sign-out,
// a refused token refresh (spec 000 §4), or a sign-out in another tab — resetClientState() empties
// them; language and feature flags are not the member's and stay.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountResponse, HealthTipClass, Notification } from '@healthdeck/contract';
import { createKeyStore } from '@healthdeck/crypto';
import {
  $clientDashboard,
  $clientProfile,
  $featureFlags,
  $language,
  $notifications,
  $starBalance,
  $testingCenter,
  $toasts,
  createHealthDeck,
  resetClientState,
  resetFeatureFlags,
  SESSION_STORAGE_KEY,
  setFeatureFlags,
  setLanguage,
  setStarBalance,
  setToastLocations,
  showToast,
  Unauthorized,
  type HealthDeck,
  fetchAccount,
  signOut,
} from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

const account: AccountResponse = {
  user: { id: 'user-1', email: 'member@example.com', name: 'Test Member', verified: true, star_balance: 12, roles: ['member'], organizations: [], programs: [] },
  profile: { sleep_goal: 8, water_intake: '64' },
  keySalt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  publicKey: null,
  encrptedPrivateKey: null,
  encryptedDataKey: null,
  session: { kit_id: null, verificationEmailSent: false },
  renderedMoreActiveIframe: false,
};
const notification: Notification = {
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Results ready',
  body: 'Your kit results are in',
  link: null,
  read_at: null,
  created_at: '2025-01-01T00:00:00Z',
};

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer({ handlers: { account: () => ({ status: 200, body: account }) } });
});
afterAll(() => server.close());
afterEach(() => {
  resetClientState();
  resetFeatureFlags();
  setLanguage('en');
  setToastLocations([]);
  vi.unstubAllGlobals();
});

/** One member's data in every client state group, plus the page-wide language and a feature flag. */
function fillClientState(): void {
  $clientDashboard.setKey('healthTip', { id: 9, title: 'Drink water' } as unknown as HealthTipClass);
  $clientProfile.setKey('profile', account.profile);
  $testingCenter.setKey('kit', { id: 'KIT-1' });
  $testingCenter.setKey('kitDecrypted', { glucose: 90 });
  $notifications.set({ list: [notification], unreadCount: 1, loading: false });
  setStarBalance(12);
  showToast({ kind: 'error', message: 'Something the member saw' }, '/welcome'); // spec 000 §2: shown off admin/client paths
  setLanguage('es');
  setFeatureFlags({ my_test_page: false });
  // filled for real, so the emptiness checks below can fail
  expect($clientDashboard.get().healthTip).not.toBeNull();
  expect($clientProfile.get().profile).not.toBeNull();
  expect($testingCenter.get().kit).not.toBeNull();
  expect($notifications.get().unreadCount).toBe(1);
  expect($starBalance.get()).toBe(12);
  expect($toasts.get()).toHaveLength(1);
}

function expectClientStateEmpty(): void {
  expect($clientDashboard.get().healthTip).toBeNull();
  expect($clientProfile.get().profile).toBeNull();
  expect($testingCenter.get()).toMatchObject({ kit: null, kitDecrypted: null });
  expect($notifications.get()).toEqual({ list: [], unreadCount: 0, loading: false });
  expect($starBalance.get()).toBe(0);
  expect($toasts.get()).toEqual([]);
  // not the member's: they stay
  expect($language.get()).toBe('es');
  expect($featureFlags.get().my_test_page).toBe(false);
}

function signedInClient(onUnauthorized = vi.fn()): { hd: HealthDeck; onUnauthorized: typeof onUnauthorized } {
  const hd = createHealthDeck({
    baseUrl: server.baseUrl,
    storage: storageWithSession(server.issueTokens()),
    keyStore: createKeyStore(`session-end-${Math.random()}`),
    onUnauthorized,
  });
  return { hd, onUnauthorized };
}

describe('the session ends: the client state groups are emptied', () => {
  it('on sign-out', async () => {
    const { hd, onUnauthorized } = signedInClient();
    await fetchAccount(hd);
    fillClientState();
    await signOut(hd);
    expect(hd.$session.get()).toBeNull();
    expectClientStateEmpty();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when the refresh is refused (the member is sent to /unauthorized)', async () => {
    const { hd, onUnauthorized } = signedInClient();
    fillClientState();
    server.expireAccessTokens();
    server.revokeRefreshTokens();
    await expect(fetchAccount(hd)).rejects.toBeInstanceOf(Unauthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hd.$session.get()).toBeNull();
    expectClientStateEmpty();
  });

  it('when the refresh token has expired (answered locally, spec 000 §4)', async () => {
    const onUnauthorized = vi.fn();
    const hd = createHealthDeck({
      baseUrl: server.baseUrl,
      storage: storageWithSession(server.issueTokens(-10)),
      keyStore: createKeyStore('session-end-expired'),
      onUnauthorized,
    });
    fillClientState();
    const before = server.requests.length;
    await expect(fetchAccount(hd)).rejects.toBeInstanceOf(Unauthorized);
    expect(server.requests.length).toBe(before);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expectClientStateEmpty();
  });

  it('when another tab signs out (the storage event on the shared session key)', () => {
    const shared = storageWithSession(server.issueTokens());
    let onStorage: ((event: StorageEvent) => void) | null = null;
    vi.stubGlobal('localStorage', shared);
    vi.stubGlobal('addEventListener', (type: string, listener: (event: StorageEvent) => void) => {
      if (type === 'storage') onStorage = listener;
    });
    const hd = createHealthDeck({ baseUrl: server.baseUrl, keyStore: createKeyStore('session-end-tab') });
    expect(hd.$session.get()).not.toBeNull();
    expect(onStorage).not.toBeNull();
    fillClientState();

    // A refresh in the other tab keeps the session: nothing is emptied.
    onStorage!({ key: SESSION_STORAGE_KEY } as StorageEvent);
    expect($starBalance.get()).toBe(12);

    shared.removeItem(SESSION_STORAGE_KEY);
    onStorage!({ key: SESSION_STORAGE_KEY } as StorageEvent);
    expect(hd.$session.get()).toBeNull();
    expectClientStateEmpty();
  });

  it('a signed-in page that signs nobody out keeps its state', async () => {
    const { hd } = signedInClient();
    fillClientState();
    expect((await fetchAccount(hd)).user.id).toBe('user-1');
    expect($starBalance.get()).toBe(12);
    expect($notifications.get().list).toHaveLength(1);
  });
});

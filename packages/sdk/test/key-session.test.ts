// One unlock per browser session (docs/decisions/0101-one-unlock-per-session.md): a reload opens no
// key by itself, and the idle lock drops both keys, the key store and what was read with them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivateKey } from '@healthdeck/crypto';
import type { KeyStore } from '@healthdeck/crypto/key-store';
import { createHealthDeck, DEFAULT_IDLE_LOCK_MINUTES, idleLockMinutes, sealedKeysOpen, watchIdleLock, type HealthDeck } from '../src/index.js';
import { clientInternals } from '../src/client-internals.js';
import { memoryStorage } from '../src/session/storage.js';
import { storageWithSession } from './support/session-fixtures.js';

const tokens = { accessToken: 'access', refreshToken: 'refresh', refreshExpires: Date.parse('2999-01-01T00:00:00Z') };

function recordingKeyStore(initial: CryptoKey | null = null): KeyStore & { held: () => CryptoKey | null } {
  let key = initial;
  return {
    save: async (_user, k) => {
      key = k;
    },
    load: async () => key,
    clear: async () => {
      key = null;
    },
    held: () => key,
  };
}

const dataKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
const noFetch = (() => Promise.reject(new Error('no network in this test'))) as typeof fetch;

/** A client whose keys were opened (as sign-in opens them), idle-locking after `minutes`. */
async function openedClient(minutes?: number): Promise<{ hd: HealthDeck; store: ReturnType<typeof recordingKeyStore> }> {
  const key = await dataKey();
  const store = recordingKeyStore(key);
  const hd = createHealthDeck({ fetch: noFetch, storage: memoryStorage(), keyStore: store, onUnauthorized: () => {}, ...(minutes ? { idleLockMinutes: minutes } : {}) });
  const { $dataKey, $privateKey } = clientInternals(hd);
  $dataKey.set(key);
  $privateKey.set({ isPrivate: () => true } as unknown as PrivateKey);
  return { hd, store };
}

describe('the session keys', () => {
  it('a reload (a stored session, a key store holding the data key) opens no key: one unlock opens both', async () => {
    const store = recordingKeyStore(await dataKey());
    const hd = createHealthDeck({ fetch: noFetch, storage: storageWithSession(tokens), keyStore: store, onUnauthorized: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hd.$dataKey.get()).toBeNull();
    expect(hd.$privateKey.get()).toBeNull();
    expect(sealedKeysOpen(hd)).toBe(false);
  });

  it('locks after 15 minutes idle by default; a client may set another time, never none', async () => {
    expect(DEFAULT_IDLE_LOCK_MINUTES).toBe(15);
    expect(idleLockMinutes((await openedClient()).hd)).toBe(15);
    expect(idleLockMinutes((await openedClient(5)).hd)).toBe(5);
    expect(() => createHealthDeck({ fetch: noFetch, storage: memoryStorage(), idleLockMinutes: 0 })).toThrow(/idleLockMinutes/);
  });
});

describe('watchIdleLock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the keys open while the member acts, and locks them (keys, key store, opened reads) after the idle time', async () => {
    const { hd, store } = await openedClient(2);
    hd.queryClient.setQueryData(['allergies', 'current'], { records: ['Peanuts'] });
    const page = new EventTarget();
    const stop = watchIdleLock(hd, page);
    // Input every minute for five minutes: still open.
    for (let minute = 0; minute < 5; minute += 1) {
      await vi.advanceTimersByTimeAsync(60_000);
      page.dispatchEvent(new Event('keydown'));
    }
    expect(sealedKeysOpen(hd)).toBe(true);
    expect(store.held()).not.toBeNull();
    // Two minutes with nothing: locked.
    await vi.advanceTimersByTimeAsync(2 * 60_000 + 30_000);
    expect(hd.$privateKey.get()).toBeNull();
    expect(hd.$dataKey.get()).toBeNull();
    expect(store.held()).toBeNull();
    expect(hd.queryClient.getQueryData(['allergies', 'current'])).toBeUndefined();
    stop();
  });

  it('a page coming back after a sleep past the idle time locks at once', async () => {
    const { hd } = await openedClient(15);
    const page = new EventTarget();
    const stop = watchIdleLock(hd, page);
    // The clock jumps (a suspended laptop runs no timers), then the page is shown again.
    vi.setSystemTime(Date.now() + 16 * 60_000);
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sealedKeysOpen(hd)).toBe(false);
    stop();
  });

  it('stops watching when told: no lock afterwards', async () => {
    const { hd } = await openedClient(1);
    const stop = watchIdleLock(hd, new EventTarget());
    stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(sealedKeysOpen(hd)).toBe(true);
  });
});

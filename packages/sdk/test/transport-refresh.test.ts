// spec 000 §4 / §6 refresh under a cross-tab lock (the browser path of transport/refresh.ts, with a
// fake Web Locks manager and token handoff): storage is re-read under the lock, another tab's
// rotation is taken over instead of replaying a used refresh token, and a rotation is handed on.
import { describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from '@healthdeck/contract/light';
import { createSessionStore, SESSION_STORAGE_KEY } from '../src/session/session.js';
import { memoryStorage } from '../src/session/storage.js';
import type { Rotation, TokenHandoff } from '../src/session/token-handoff.js';
import { createRefresher, REFRESH_LOCK_NAME, refreshExpired, type LockManagerLike } from '../src/transport/refresh.js';
import { Unauthorized, Unexpected } from '../src/transport/errors.js';
import { storageWithSession } from './support/session-fixtures.js';

const tokens = (n: number, refreshExpires = 4_000_000_000): SessionTokens => ({ accessToken: `a${n}`, refreshToken: `r${n}`, refreshExpires });

/** A lock manager that runs callbacks one at a time, as navigator.locks does for one name. */
function serialLocks(): LockManagerLike & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

function memoryHandoff(initial: Rotation | null = null): TokenHandoff & { written: Rotation[] } {
  let latest = initial;
  const written: Rotation[] = [];
  return {
    written,
    read: async () => latest,
    write: async (rotation) => {
      latest = rotation;
      written.push(rotation);
    },
  };
}

const okFetch = (next: SessionTokens) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: next }), { status: 200 }));

describe('refreshExpired (spec 000 §9: epoch seconds)', () => {
  it.each([
    [100, 99_999, false],
    [100, 100_000, true],
    [100, 100_999, true],
    [101, 100_999, false],
  ])('expires %d at now %d ms -> %s', (expires, now, expired) => {
    expect(refreshExpired(expires, now)).toBe(expired);
  });
});

describe('refresh under the cross-tab lock', () => {
  it('rotates under the lock named for it and hands the rotation on', async () => {
    const storage = storageWithSession(tokens(1));
    const session = createSessionStore(storage);
    const locks = serialLocks();
    const handoff = memoryHandoff();
    const fetch = okFetch(tokens(2));
    const refresh = createRefresher({ baseUrl: 'http://api', fetch, session, now: Date.now, endSession: vi.fn(), locks, handoff });

    await expect(refresh('a1')).resolves.toBe('a2');

    expect(locks.names).toEqual([REFRESH_LOCK_NAME]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api/api/auth/token/refresh');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer a1', 'x-refresh-token': 'r1' });
    expect(handoff.written).toEqual([{ from: 'r1', tokens: tokens(2) }]);
    expect(session.get()?.refresh.token).toBe('r2');
  });

  it("takes over another tab's rotation of the same refresh token instead of replaying it", async () => {
    const session = createSessionStore(storageWithSession(tokens(1)));
    const fetch = okFetch(tokens(9));
    const handoff = memoryHandoff({ from: 'r1', tokens: tokens(2) });
    const refresh = createRefresher({ baseUrl: '', fetch, session, now: Date.now, endSession: vi.fn(), locks: serialLocks(), handoff });

    await expect(refresh('a1')).resolves.toBe('a2');
    expect(fetch).not.toHaveBeenCalled();
    expect(session.get()?.access.token).toBe('a2');
  });

  it('a handoff of an older rotation is ignored, and a broken handoff store does not stop the refresh', async () => {
    const session = createSessionStore(storageWithSession(tokens(5)));
    const stale = createRefresher({
      baseUrl: '',
      fetch: okFetch(tokens(6)),
      session,
      now: Date.now,
      endSession: vi.fn(),
      locks: serialLocks(),
      handoff: memoryHandoff({ from: 'r1', tokens: tokens(2) }),
    });
    await expect(stale('a5')).resolves.toBe('a6');

    const broken: TokenHandoff = { read: () => Promise.reject(new Error('idb closed')), write: () => Promise.reject(new Error('idb closed')) };
    const refresh = createRefresher({ baseUrl: '', fetch: okFetch(tokens(7)), session, now: Date.now, endSession: vi.fn(), locks: serialLocks(), handoff: broken });
    await expect(refresh('a6')).resolves.toBe('a7');
  });

  it('storage is the truth under the lock: a token another tab already rotated is answered at once', async () => {
    const storage = storageWithSession(tokens(1));
    const session = createSessionStore(storage);
    const fetch = okFetch(tokens(9));
    const refresh = createRefresher({ baseUrl: '', fetch, session, now: Date.now, endSession: vi.fn(), locks: serialLocks(), handoff: null });
    // another tab wrote its rotation to the shared storage; this tab's atom has not seen it yet
    const other = createSessionStore(storage);
    other.setTokens(tokens(3));
    expect(session.get()?.access.token).toBe('a1');
    await expect(refresh('a1')).resolves.toBe('a3');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('another tab signed out meanwhile: the session ends', async () => {
    const storage = storageWithSession(tokens(1));
    const session = createSessionStore(storage);
    const endSession = vi.fn();
    const refresh = createRefresher({ baseUrl: '', fetch: okFetch(tokens(2)), session, now: Date.now, endSession, locks: serialLocks() });
    storage.removeItem(SESSION_STORAGE_KEY);
    await expect(refresh('a1')).rejects.toBeInstanceOf(Unauthorized);
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});

describe('refresh without locks', () => {
  it('an expiry passed by the time the refresh runs ends the session without a request', async () => {
    const session = createSessionStore(storageWithSession(tokens(1, 100)));
    const endSession = vi.fn();
    const fetch = okFetch(tokens(2));
    const refresh = createRefresher({ baseUrl: '', fetch, session, now: () => 200_000, endSession });
    await expect(refresh('a1')).rejects.toBeInstanceOf(Unauthorized);
    expect(fetch).not.toHaveBeenCalled();
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('no session any more (signed out while the request was out): Unauthorized, nothing refreshed or ended again; a refused network keeps it (Unexpected, 500)', async () => {
    const endSession = vi.fn();
    const fetchTokens = vi.fn(okFetch(tokens(2)));
    const empty = createRefresher({ baseUrl: '', fetch: fetchTokens, session: createSessionStore(memoryStorage()), now: Date.now, endSession });
    await expect(empty('a1')).rejects.toBeInstanceOf(Unauthorized);
    expect(fetchTokens).not.toHaveBeenCalled();
    expect(endSession).not.toHaveBeenCalled();

    const session = createSessionStore(storageWithSession(tokens(1)));
    const offline = createRefresher({ baseUrl: '', fetch: () => Promise.reject(new TypeError('fetch failed')), session, now: Date.now, endSession });
    const error = await offline('a1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Unexpected);
    expect((error as Unexpected).message).toBe('Unable to connect to server');
    expect(session.get()?.access.token).toBe('a1');
    expect(endSession).not.toHaveBeenCalled();
  });

  it('a refresh answer that is not JSON ends the session', async () => {
    const endSession = vi.fn();
    const session = createSessionStore(storageWithSession(tokens(1)));
    const refresh = createRefresher({ baseUrl: '', fetch: async () => new Response('<html>', { status: 200 }), session, now: Date.now, endSession });
    await expect(refresh('a1')).rejects.toBeInstanceOf(Unauthorized);
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});

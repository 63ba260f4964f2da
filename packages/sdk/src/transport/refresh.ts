// spec 000 §4 / §6: on a 401 the client refreshes once, shared by every concurrent call, sending the
// (possibly expired) access token as bearer and the refresh token in its own header. A failed refresh
// or a refresh expiry already passed ends the session and sends the user to /unauthorized.
import { authRoutes, ERROR_MESSAGES, REFRESH_TOKEN_HEADER, type SessionTokens } from '@healthdeck/contract/light';
import type { SessionStore } from '../session/session.js';
import type { TokenHandoff } from '../session/token-handoff.js';
import { Unauthorized, Unexpected } from './errors.js';

/** Minimal Web Locks surface; present in browsers (and used so two tabs never rotate at once). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefresherOptions {
  baseUrl: string;
  fetch: typeof fetch;
  session: SessionStore;
  now: () => number;
  /** Called once per ended session, after it is cleared. */
  endSession: () => void;
  locks?: LockManagerLike | null;
  /** Where a rotation is handed to the next lock holder (with locks only). */
  handoff?: TokenHandoff | null;
}

export const REFRESH_LOCK_NAME = 'healthdeck-token-refresh';

/** True when the stored refresh token can no longer be used (expiry compared in epoch seconds, spec 000 §9). */
export function refreshExpired(expires: number, nowMs: number): boolean {
  return expires <= Math.floor(nowMs / 1000);
}

function isTokens(value: unknown): value is SessionTokens {
  if (value === null || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return typeof t.accessToken === 'string' && typeof t.refreshToken === 'string' && typeof t.refreshExpires === 'number';
}

/**
 * Returns `refresh(failedToken)`: resolves to an access token to repeat the request with, or rejects
 * with Unauthorized after ending the session. Concurrent callers share one promise; a caller whose
 * token was already replaced (the refresh finished before its 401 arrived) gets the new token at once.
 */
export function createRefresher(options: RefresherOptions): (failedToken: string) => Promise<string> {
  const { session, now, endSession } = options;
  const row = authRoutes.refreshToken;
  let inFlight: Promise<string> | null = null;

  const fail = (): Unauthorized => {
    endSession();
    return new Unauthorized('credentials');
  };

  const rotate = async (failedToken: string): Promise<string> => {
    // Under a cross-tab lock, storage is the truth: another tab may have rotated meanwhile.
    const current = options.locks ? session.reload() : session.get();
    if (!current) throw fail();
    if (current.access.token !== failedToken) return current.access.token;
    // localStorage may not show another tab's rotation yet; the handoff does (see token-handoff.ts).
    const handed = options.locks ? await options.handoff?.read().catch(() => null) : null;
    if (handed && handed.from === current.refresh.token) {
      session.setTokens(handed.tokens);
      return handed.tokens.accessToken;
    }
    if (refreshExpired(current.refresh.expires, now())) throw fail();

    let res: Response;
    try {
      res = await options.fetch(options.baseUrl + row.path, {
        method: row.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${current.access.token}`,
          [REFRESH_TOKEN_HEADER]: current.refresh.token,
        },
      });
    } catch {
      // The network refused: the session may still be good, so it is kept (spec 000 §8 wording).
      throw new Unexpected(ERROR_MESSAGES.UnableToConnect, 500);
    }
    if (res.status !== row.successStatus) {
      await res.body?.cancel();
      throw fail();
    }
    const body: unknown = await res.json().catch(() => null);
    const tokens = body !== null && typeof body === 'object' && 'data' in body ? body.data : null;
    if (!isTokens(tokens)) throw fail();
    session.setTokens(tokens);
    if (options.locks) await options.handoff?.write({ from: current.refresh.token, tokens }).catch(() => undefined);
    return tokens.accessToken;
  };

  return (failedToken) => {
    const current = session.get();
    if (current && current.access.token !== failedToken) return Promise.resolve(current.access.token);
    // The session this request was sent with is gone here already (signed out, or ended by an
    // earlier failure): there is nothing to refresh or to end again.
    if (!current) return Promise.reject(new Unauthorized('credentials'));
    if (!inFlight) {
      const run = options.locks ? options.locks.request(REFRESH_LOCK_NAME, () => rotate(failedToken)) : rotate(failedToken);
      inFlight = run.finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}

import type { SessionTokens } from '@healthdeck/contract';
import { SESSION_STORAGE_KEY, type Session } from '../../src/session/session.js';
import { memoryStorage, type SessionStorageLike } from '../../src/session/storage.js';

/** A storage already holding a session, as a page reload would find it. */
export function storageWithSession(tokens: SessionTokens, extra: Partial<Session> = {}): SessionStorageLike {
  const storage = memoryStorage();
  const session: Session = {
    access: { token: tokens.accessToken },
    refresh: { token: tokens.refreshToken, expires: tokens.refreshExpires },
    kit_id: null,
    verificationEmailSent: false,
    userId: 'user-1',
    ...extra,
  };
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return storage;
}

export function storedSession(storage: SessionStorageLike): Session | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Session);
}

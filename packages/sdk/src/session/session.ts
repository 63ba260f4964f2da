// spec 000 §3.2: the session has access.token, refresh.token and refresh.expires (epoch seconds),
// kit_id and a verificationEmailSent flag. We add userId (the key store is keyed by it).
// Tokens only: no key material or passphrase is ever written here, where any script of the origin could read it.
import { atom, type ReadableAtom } from 'nanostores';
import { SESSION_STORAGE_KEY, type ImpersonationData, type SessionTokens } from '@healthdeck/contract/light';
import type { SessionStorageLike } from './storage.js';

export interface Session {
  access: { token: string };
  refresh: { token: string /** epoch seconds */; expires: number };
  kit_id: string | null;
  verificationEmailSent: boolean;
  userId: string | null;
  /** spec 000 §3.2: present while staff act as this member (auth.startImpersonation). */
  impersonation?: StoredImpersonation;
}

/**
 * spec 000 §3.2 stored impersonation data (decrypt method, secret, encrypted emergency key), the
 * member acted as (the banner's name, spec 000 §1) and the staff member's own session, put back
 * when the impersonation stops.
 */
export interface StoredImpersonation {
  data: ImpersonationData;
  /** name is null for a member who has none (an account made before names were asked). */
  user: { id: string; email: string; name: string | null };
  staff: Omit<Session, 'impersonation'>;
}

export { SESSION_STORAGE_KEY };

export interface SessionStore {
  $session: ReadableAtom<Session | null>;
  get(): Session | null;
  set(session: Session | null): void;
  /** Merge fields into the current session (no-op when signed out). */
  update(patch: Partial<Omit<Session, 'access' | 'refresh'>>): void;
  /** Put new tokens in, keeping kit_id, verificationEmailSent and userId. */
  setTokens(tokens: SessionTokens): void;
  clear(): void;
  /** Re-read storage: another tab may have refreshed or signed out. */
  reload(): Session | null;
}

function isImpersonation(value: unknown): value is StoredImpersonation {
  if (value === null || typeof value !== 'object') return false;
  const i = value as Record<string, unknown>;
  const user = i.user as Record<string, unknown> | null | undefined;
  const data = i.data as Record<string, unknown> | null | undefined;
  return (
    (typeof user?.name === 'string' || user?.name === null) &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof data?.decrypt_method === 'string' &&
    isSession(i.staff) &&
    !('impersonation' in (i.staff as object))
  );
}

function isSession(value: unknown): value is Session {
  if (value === null || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  const access = s.access as Record<string, unknown> | null | undefined;
  const refresh = s.refresh as Record<string, unknown> | null | undefined;
  return (
    typeof access?.token === 'string' &&
    typeof refresh?.token === 'string' &&
    typeof refresh.expires === 'number' &&
    (s.kit_id === null || typeof s.kit_id === 'string') &&
    typeof s.verificationEmailSent === 'boolean' &&
    (s.userId === null || typeof s.userId === 'string') &&
    (s.impersonation === undefined || isImpersonation(s.impersonation))
  );
}

function read(storage: SessionStorageLike): Session | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed)) return parsed;
  } catch {
    // corrupt value: treated as signed out below
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function sessionFromTokens(tokens: SessionTokens, keep?: Session | null): Session {
  return {
    access: { token: tokens.accessToken },
    refresh: { token: tokens.refreshToken, expires: tokens.refreshExpires },
    kit_id: keep?.kit_id ?? null,
    verificationEmailSent: keep?.verificationEmailSent ?? false,
    userId: keep?.userId ?? null,
    ...(keep?.impersonation ? { impersonation: keep.impersonation } : {}),
  };
}

export function createSessionStore(storage: SessionStorageLike): SessionStore {
  const $session = atom<Session | null>(read(storage));

  const set = (session: Session | null): void => {
    if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage.removeItem(SESSION_STORAGE_KEY);
    $session.set(session);
  };

  return {
    $session,
    get: () => $session.get(),
    set,
    update(patch) {
      const current = $session.get();
      if (current) set({ ...current, ...patch });
    },
    setTokens(tokens) {
      set(sessionFromTokens(tokens, $session.get()));
    },
    clear: () => set(null),
    reload() {
      const fresh = read(storage);
      $session.set(fresh);
      return fresh;
    },
  };
}

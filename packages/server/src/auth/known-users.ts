/**
 * Users (and their sessions) the guard found alive in the database moments ago, so a member's burst
 * of requests (the dashboard asks for a dozen things at once) costs one check, not one each: the
 * load script measured that check as about a third of the dashboard's queries.
 *
 * The cost: a user deleted, or a session ended, by another server process (or straight in the
 * database) keeps access for at most `ttlMs`; this process forgets a user the moment an admin
 * deletes them here, and a session the moment it signs out here.
 */
export interface KnownUsers {
  /** `session`: the access token's session (refresh-token family); null for a token that names none. */
  has(userId: string, session: string | null): boolean;
  remember(userId: string, session: string | null): void;
  /** Forgets the user and every session of theirs. */
  forget(userId: string): void;
  forgetSession(userId: string, session: string): void;
}

const keyOf = (userId: string, session: string | null) => `${userId} ${session ?? ''}`;

/** How long a found user is taken on trust. */
export const KNOWN_USER_TTL_MS = 5_000;

export function createKnownUsers(ttlMs: number, now: () => Date, maxEntries = 10_000): KnownUsers {
  const expiries = new Map<string, number>();
  return {
    has(userId, session) {
      const key = keyOf(userId, session);
      const expires = expiries.get(key);
      if (expires === undefined) return false;
      if (expires > now().getTime()) return true;
      expiries.delete(key);
      return false;
    },
    remember(userId, session) {
      const key = keyOf(userId, session);
      expiries.delete(key); // re-inserted last, so the oldest entry is the first to go
      expiries.set(key, now().getTime() + ttlMs);
      if (expiries.size > maxEntries) expiries.delete(expiries.keys().next().value!);
    },
    forget(userId) {
      const prefix = keyOf(userId, null);
      for (const key of expiries.keys()) if (key.startsWith(prefix)) expiries.delete(key);
    },
    forgetSession(userId, session) {
      expiries.delete(keyOf(userId, session));
    },
  };
}

/**
 * Users the guard found in the database moments ago, so a member's burst of requests (the
 * dashboard asks for a dozen things at once) costs one existence check, not one each: the load
 * script measured that check as about a third of the dashboard's queries.
 *
 * The cost: a user deleted by another server process (or straight in the database) keeps access for
 * at most `ttlMs`; this process forgets a user the moment an admin deletes them here.
 */
export interface KnownUsers {
  has(userId: string): boolean;
  remember(userId: string): void;
  forget(userId: string): void;
}

/** How long a found user is taken on trust. */
export const KNOWN_USER_TTL_MS = 5_000;

export function createKnownUsers(ttlMs: number, now: () => Date, maxEntries = 10_000): KnownUsers {
  const expiries = new Map<string, number>();
  return {
    has(userId) {
      const expires = expiries.get(userId);
      if (expires === undefined) return false;
      if (expires > now().getTime()) return true;
      expiries.delete(userId);
      return false;
    },
    remember(userId) {
      expiries.delete(userId); // re-inserted last, so the oldest entry is the first to go
      expiries.set(userId, now().getTime() + ttlMs);
      if (expiries.size > maxEntries) expiries.delete(expiries.keys().next().value!);
    },
    forget(userId) {
      expiries.delete(userId);
    },
  };
}

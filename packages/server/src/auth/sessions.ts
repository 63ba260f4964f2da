import { sql, type Kysely, type Transaction } from 'kysely';
import Bowser from 'bowser';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { preparedQuery } from '../db/prepared-query.js';
import { sessionCacheOf } from '../db/connect.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Sessions: one row per refresh-token family (migration 0031). The guard asks whether the access
 * token's session is still alive on every request: PostgreSQL once a minute per session, and in
 * between the process's memory of it, which PostgreSQL's notification of every ended session
 * (sign-out, refresh token reuse, password reset, account deleted, the staff session behind an
 * impersonation ended) clears on every server process (auth/session-cache.ts;
 * docs/decisions/0113-live-sessions-remembered-until-ended.md, which amends 0070).
 */

/**
 * A session's "last used" is written at most this often (one small write a minute per active
 * session, not one per request); a session is answered from memory until its next write is due,
 * so PostgreSQL is asked at least this often too.
 */
export const SESSION_TOUCH_MS = 60_000;
/** The user agent is kept to this many characters (it is summarised for the sessions list, never shown raw). */
const USER_AGENT_MAX = 512;

/** The row of a new session, inserted with its first refresh token. `parentId`: the staff session an impersonation belongs to. */
export function newSessionRow(ctx: AppContext, userId: string, id: string, options: { userAgent?: string | null; parentId?: string | null } = {}) {
  const now = ctx.config.now();
  return { id, user_id: userId, parent_id: options.parentId ?? null, user_agent: options.userAgent?.slice(0, USER_AGENT_MAX) ?? null, created_at: now, last_used_at: now };
}

/**
 * The session, if alive: not revoked, the user's own, and (an impersonation) its staff session not
 * revoked either. One primary-key lookup (and a second for an impersonation), prepared once.
 */
const liveSession = preparedQuery(
  // A join, not `exists`: PostgreSQL would answer `exists` with a hash of every live session.
  (_db, p: { id: string; userId: string }) => sql<{
    last_used_at: Date;
    parent_id: string | null;
  }>`select s.last_used_at, s.parent_id from sessions s left join sessions staff on staff.id = s.parent_id
    where s.id = ${p.id} and s.user_id = ${p.userId} and s.revoked_at is null and (s.parent_id is null or (staff.id is not null and staff.revoked_at is null))`,
);
const existingUser = preparedQuery((db, p: { userId: string }) => db.selectFrom('users').select('id').where('id', '=', p.userId));
const touch = preparedQuery((db, p: { id: string; now: Date; before: Date }) =>
  db.updateTable('sessions').set({ last_used_at: p.now }).where('id', '=', p.id).where('last_used_at', '<', p.before),
);

/** Whether an access token's session is alive; a token that names no session (older than named sessions) needs its user only. */
export async function isSessionAlive(ctx: AppContext, userId: string, session: string | null): Promise<boolean> {
  if (session === null) return (await existingUser.first(ctx.db, { userId })) !== undefined;
  const cache = sessionCacheOf(ctx.db);
  const now = ctx.config.now();
  if (cache?.isKnownAlive(session, userId, now.getTime())) return true;
  const mark = cache?.mark();
  const row = await liveSession.first(ctx.db, { id: session, userId });
  if (!row) return false;
  let lastUsed = new Date(row.last_used_at).getTime();
  if (now.getTime() - lastUsed >= SESSION_TOUCH_MS) {
    ctx.background.run('session last used', () => touch.run(ctx.db, { id: session, now, before: new Date(now.getTime() - SESSION_TOUCH_MS) }));
    lastUsed = now.getTime();
  }
  if (cache && mark !== undefined) cache.remember(mark, session, { userId, parentId: row.parent_id, until: lastUsed + SESSION_TOUCH_MS });
  return true;
}

/** Whether a session and the staff session behind it (if any) are alive (refresh: a revoked staff session cannot be renewed through its impersonation). */
export async function isSessionRowAlive(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('sessions as staff', 'staff.id', 's.parent_id')
    .select(['s.revoked_at', 's.parent_id', 'staff.revoked_at as staff_revoked_at'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row !== undefined && row.revoked_at === null && (row.parent_id === null || row.staff_revoked_at === null);
}

/** Ends sessions of a user (all of them, or those `ids` names): their refresh tokens stop rotating and the guard refuses their access tokens. How many ended. */
export async function revokeSessions(db: Db, userId: string, now: Date, ids?: readonly string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  let sessions = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  let tokens = db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (ids) {
    sessions = sessions.where('id', 'in', ids);
    tokens = tokens.where('family_id', 'in', ids);
  }
  const ended = await sessions.executeTakeFirst();
  await tokens.execute();
  return Number(ended.numUpdatedRows);
}

/** Ends every session a partner key minted. */
export async function revokePartnerSessions(db: Db, partnerKeyId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('id', 'in', (eb) => eb.selectFrom('refresh_tokens').select('family_id').where('partner_key_id', '=', partnerKeyId))
    .execute();
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('partner_key_id', '=', partnerKeyId).where('revoked_at', 'is', null).execute();
}

/** A user's own sessions that are alive (not impersonations, whose record is the access log), newest first. */
export async function activeSessions(db: Db, userId: string, now: Date) {
  return (
    db
      .selectFrom('sessions as s')
      .select(['s.id', 's.user_agent', 's.created_at', 's.last_used_at'])
      .where('s.user_id', '=', userId)
      .where('s.revoked_at', 'is', null)
      .where('s.parent_id', 'is', null)
      // A session whose refresh tokens have all expired has ended on its own.
      .where((eb) => eb.exists(eb.selectFrom('refresh_tokens as r').select('r.id').whereRef('r.family_id', '=', 's.id').where('r.expires_at', '>', now).where('r.used_at', 'is', null)))
      .orderBy('s.last_used_at', 'desc')
      .limit(100)
      .execute()
  );
}

/** Ends every session of a user but `keep` (and the impersonations, whose staff session is not theirs to end). How many ended. */
export async function revokeOtherSessions(db: Db, userId: string, keep: string, now: Date): Promise<number> {
  const ids = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).where('parent_id', 'is', null).where('id', '<>', keep).execute();
  return revokeSessions(
    db,
    userId,
    now,
    ids.map((row) => row.id),
  );
}

/** What a session's user agent says: its browser, system and kind of device, each null when it does not say (bowser reads it). */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null; device: 'mobile' | 'tablet' | 'desktop' | null } {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const kind = parsed.platform.type;
  return {
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ? [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ') : null,
    device: kind === 'mobile' || kind === 'tablet' || kind === 'desktop' ? kind : null,
  };
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { SessionTokens } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { AMR_CLAIM, SESSION_CLAIM } from './access-token.js';
import { randomToken, sha256 } from './hashing.js';
import { isSessionRowAlive, newSessionRow, revokeSessions } from './sessions.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How long a refresh token's row is kept after it expired: a used token presented again within it
 * still revokes its family (reuse detection). Every rotation adds a row (an active member's portal
 * rotates every 15 minutes), so without an end the table grows for as long as the product runs.
 */
export const REFRESH_TOKEN_KEPT_AFTER_EXPIRY_MS = 30 * 86_400_000;
/** Rows one statement of the hourly sweep (jobs/tasks.ts) deletes at the most: short statements, repeated until none is left. */
export const RETENTION_SWEEP_BATCH = 1000;

/** A partner session: the key that minted it, and when it ends however often it is refreshed. */
export interface PartnerSession {
  partnerKeyId: string;
  endsAt: Date;
}

/** How a session was signed in (RFC 8176 values, access-token.ts AMR_CLAIM): a password alone unless told. */
export type SignInMethods = readonly string[];
const PASSWORD_ONLY: SignInMethods = ['pwd'];

/** A new refresh token: its row (the hash only) and what the client is given. */
function newRefreshToken(ctx: AppContext, userId: string, familyId: string, partner: PartnerSession | null = null, amr: SignInMethods = PASSWORD_ONLY) {
  const token = randomToken();
  let expiresAt = new Date(ctx.config.now().getTime() + ctx.config.refreshTokenTtlDays * 86_400_000);
  if (partner && partner.endsAt < expiresAt) expiresAt = partner.endsAt;
  const row = {
    user_id: userId,
    family_id: familyId,
    token_hash: sha256(token),
    expires_at: expiresAt,
    created_at: ctx.config.now(),
    partner_key_id: partner?.partnerKeyId ?? null,
    session_expires_at: partner?.endsAt ?? null,
    amr: [...amr],
  };
  return { row, token, expiresAt };
}

async function insertRefreshToken(
  db: Db,
  ctx: AppContext,
  userId: string,
  familyId: string,
  partner: PartnerSession | null,
  amr: SignInMethods,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const { row, token, expiresAt } = newRefreshToken(ctx, userId, familyId, partner, amr);
  const inserted = await db.insertInto('refresh_tokens').values(row).returning('id').executeTakeFirstOrThrow();
  return { id: inserted.id, token, expiresAt };
}

/** Where a new session comes from: a partner's key, the caller's own access claims, the browser, the staff session behind an impersonation. */
export interface NewSessionOptions {
  partner?: PartnerSession | null;
  accessClaims?: Record<string, unknown>;
  userAgent?: string | null;
  parentId?: string | null;
  /** How the session was signed in (access-token.ts AMR_CLAIM); it holds for the session's whole life. */
  amr?: SignInMethods;
}

/**
 * A new session: its row, an access token and the first refresh token of a new family (a partner
 * session: ending at `partner.endsAt`). The access token names the family, so ending the session
 * (sign-out, reuse detection) refuses its access tokens too; `accessClaims` adds the caller's own claims.
 */
export async function issueSession(ctx: AppContext, userId: string, options: NewSessionOptions = {}): Promise<SessionTokens> {
  const session = newSession(ctx, userId, options);
  await ctx.db
    .with('session', (db) => db.insertInto('sessions').values(session.sessionRow))
    .insertInto('refresh_tokens')
    .values(session.refreshTokenRow)
    .execute();
  return session.tokens();
}

/**
 * issueSession in two steps, for a caller that inserts the rows together with other writes
 * (sign-in: one statement): the rows to insert, then the tokens once they are in.
 */
export function newSession(ctx: AppContext, userId: string, options: NewSessionOptions = {}) {
  const familyId = randomUUID();
  const amr = options.amr ?? PASSWORD_ONLY;
  const refresh = newRefreshToken(ctx, userId, familyId, options.partner ?? null, amr);
  return {
    familyId,
    sessionRow: newSessionRow(ctx, userId, familyId, options),
    refreshTokenRow: refresh.row,
    tokens: async (): Promise<SessionTokens> => ({
      accessToken: await ctx.tokens.sign(userId, { ...options.accessClaims, [SESSION_CLAIM]: familyId, [AMR_CLAIM]: [...amr] }),
      refreshToken: refresh.token,
      refreshExpires: Math.floor(refresh.expiresAt.getTime() / 1000),
    }),
  };
}

export type RotateResult = { ok: true; tokens: SessionTokens } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'reused'; userId: string; familyId: string };

/**
 * Rotates a refresh token, with reuse detection.
 * The row is locked, so two concurrent rotations of one token cannot both succeed; presenting a
 * token that was already rotated revokes its whole family (the token was probably stolen).
 */
export async function rotateRefreshToken(ctx: AppContext, userId: string, presented: string): Promise<RotateResult> {
  const now = ctx.config.now();
  const result = await ctx.db.transaction().execute(async (trx): Promise<RotateResult | { ok: true; familyId: string; token: string; expiresAt: Date; amr: SignInMethods }> => {
    const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256(presented)).forUpdate().executeTakeFirst();
    if (!row || row.user_id !== userId || row.revoked_at) return { ok: false, reason: 'invalid' };
    if (row.used_at) {
      await revokeSessions(trx, row.user_id, now, [row.family_id]);
      return { ok: false, reason: 'reused', userId: row.user_id, familyId: row.family_id };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'invalid' };
    if (!(await isSessionRowAlive(trx, row.family_id))) return { ok: false, reason: 'invalid' };
    // A partner session keeps its key and its end through every rotation.
    const partner = row.partner_key_id && row.session_expires_at ? { partnerKeyId: row.partner_key_id, endsAt: row.session_expires_at } : null;
    // How the session was signed in holds for its whole life: a refresh is not a new sign-in.
    const next = await insertRefreshToken(trx, ctx, row.user_id, row.family_id, partner, row.amr);
    await trx.updateTable('refresh_tokens').set({ used_at: now, replaced_by: next.id }).where('id', '=', row.id).execute();
    return { ok: true, familyId: row.family_id, token: next.token, expiresAt: next.expiresAt, amr: row.amr };
  });
  if (!result.ok) return result;
  if ('tokens' in result) return result;
  return {
    ok: true,
    tokens: {
      accessToken: await ctx.tokens.sign(userId, { [SESSION_CLAIM]: result.familyId, [AMR_CLAIM]: [...result.amr] }),
      refreshToken: result.token,
      refreshExpires: Math.floor(result.expiresAt.getTime() / 1000),
    },
  };
}

/**
 * Deletes up to RETENTION_SWEEP_BATCH refresh-token rows that expired more than
 * REFRESH_TOKEN_KEPT_AFTER_EXPIRY_MS before `now`, oldest first (by the expires_at index); how many.
 * A family whose every row has gone ended long ago: its access tokens (15 minutes) expired with it.
 */
export async function deleteLongExpiredRefreshTokens(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REFRESH_TOKEN_KEPT_AFTER_EXPIRY_MS);
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('id', 'in', (eb) => eb.selectFrom('refresh_tokens').select('id').where('expires_at', '<', cutoff).orderBy('expires_at').limit(RETENTION_SWEEP_BATCH))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user (password reset). */
export async function revokeAllRefreshTokens(db: Db, userId: string, now: Date): Promise<void> {
  await revokeSessions(db, userId, now);
}

/** Ends one session of a user (sign-out): its refresh tokens stop rotating and the guard refuses its access tokens. */
export async function revokeSession(db: Db, userId: string, familyId: string, now: Date): Promise<void> {
  await revokeSessions(db, userId, now, [familyId]);
}

// spec 000 §1, §3.2, §6, §7.2 admin login-as-user and the member's access log
// (domain/impersonation/impersonation.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { routeTable, type RouteName } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../auth/guard.js';
import { bearerToken } from '../auth/guard.js';
import { sha256 } from '../auth/hashing.js';
import { SESSION_CLAIM } from '../auth/access-token.js';
import { issueSession } from '../auth/refresh-tokens.js';
import type { RouteHandlers, SomeHandlers } from './types.js';
import { ApiHttpError } from '../http/api-error.js';
import {
  IMPERSONATION_MAX_MS,
  IMPERSONATION_READ,
  IMPERSONATION_STARTED,
  IMPERSONATION_WRITE,
  impersonationData,
  impersonationUnlockMaterial,
  isStaff,
  recordStaffAccess,
} from '../domain/impersonation/impersonation.js';
import { MEMBER_READS, recordStaffReads } from '../domain/impersonation/staff-reads.js';
import { memberAccessLog } from '../domain/impersonation/access-log.js';
import { auditClinicalRead } from '../domain/clinical/clinical-reads.js';
import { hasPermission } from '../auth/guard.js';
import { forbidden } from '../http/api-error.js';

/**
 * The claims of an access token acting as the member, signed like any other (so every route accepts
 * it), plus the RFC 8693 actor claim and a unique jti: a member's own token of the same second is
 * byte-identical otherwise, and could not be told apart.
 */
function actingClaims(staffId: string, sessionId: string): Record<string, unknown> {
  return { act: { sub: staffId }, sid: sessionId, jti: randomUUID() };
}

export const impersonationHandlers: SomeHandlers<'adminLoginAsUser' | 'accessLog' | 'impersonationUnlock'> = {
  /** spec 000 §8: impersonation handles only INVALID_CREDENTIALS (unknown user, or staff). */
  async adminLoginAsUser({ body, user, ctx, request }) {
    const member = await ctx.db.selectFrom('users').select(['id', 'email', 'name']).where('id', '=', body.user_id).executeTakeFirst();
    if (!member || member.id === user.id || (await isStaff(ctx, member.id))) return { data: null, error_code: 'INVALID_CREDENTIALS' };
    const staff = await ctx.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    const impersonation = await impersonationData(ctx, member.id, user.id);
    const session = await ctx.db
      .insertInto('impersonation_sessions')
      .values({ staff_id: user.id, user_id: member.id, decrypt_method: impersonation.decrypt_method, created_at: ctx.config.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = await issueSession(ctx, member.id, { accessClaims: actingClaims(user.id, session.id), userAgent: request.headers['user-agent'], parentId: user.session ?? null });
    await ctx.db
      .insertInto('impersonation_tokens')
      .values({ token_hash: sha256(tokens.accessToken), session_id: session.id })
      .execute();
    await recordStaffAccess(ctx, IMPERSONATION_STARTED, { userId: member.id, staffId: user.id, ip: request.ip, detail: { session_id: session.id, staff_email: staff.email } });
    return { data: { ...tokens, impersonation, user: { id: member.id, email: member.email, name: member.name } }, error_code: null };
  },

  /**
   * Staff acting as the member open the member's sealed screens with their own password: only with
   * a token of an impersonation session whose staff member still may read clinical records (as the
   * admin's own read of the same copy, adminUserRecoveryKey), audited under the member once per unlock.
   */
  async impersonationUnlock({ ctx, request }) {
    const session = await sessionOfToken(ctx, bearerToken(request));
    if (!session || !(await hasPermission(ctx, session.staff_id, 'clinical.read'))) throw forbidden();
    const material = await impersonationUnlockMaterial(ctx, session.user_id, session.staff_id);
    await auditClinicalRead(ctx, { staffId: session.staff_id, memberId: session.user_id, ip: request.ip, path: request.url.split('?')[0], what: 'impersonation-unlock' });
    return material;
  },

  accessLog({ query, user, ctx }) {
    return memberAccessLog(ctx, user.id, query);
  },
};

/** Whether a token (already verified by the guard) carries the actor claim of an impersonation: read from its payload, no query. */
function actsForStaff(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { act?: unknown };
    return typeof claims.act === 'object' && claims.act !== null;
  } catch {
    return false;
  }
}

/** The impersonation session an access token belongs to, if any. */
async function sessionOfToken(ctx: AppContext, token: string | null): Promise<{ id: string; staff_id: string; user_id: string; created_at: Date } | undefined> {
  if (!token || !actsForStaff(token)) return undefined;
  return ctx.db
    .selectFrom('impersonation_tokens as t')
    .innerJoin('impersonation_sessions as s', 's.id', 't.session_id')
    .select(['s.id', 's.staff_id', 's.user_id', 's.created_at'])
    .where('t.token_hash', '=', sha256(token))
    .executeTakeFirst();
}

interface WrappedInput {
  request: FastifyRequest;
  ctx: AppContext;
  user: AuthUser | null;
}
type Wrapped = (input: WrappedInput) => Promise<unknown>;

/**
 * Wraps every handler so what staff do with a member's data lands in the member's access log: a
 * write made with an impersonation token (method, path, outcome), a read made with one (method,
 * path), and an admin read of members' data (domain/impersonation/staff-reads.ts: whose, what).
 * A refresh of an impersonation session keeps its new access token in the session.
 */
export function auditImpersonatedWrites(handlers: RouteHandlers): RouteHandlers {
  const wrapped: Partial<Record<RouteName, Wrapped>> = {};
  for (const name of Object.keys(handlers) as RouteName[]) {
    const handler = handlers[name] as unknown as Wrapped;
    const row = routeTable[name];
    if (name === 'refreshToken') {
      // The refreshed access token of an impersonation session acts as the member too.
      wrapped[name] = async (input) => {
        const session = await sessionOfToken(input.ctx, bearerToken(input.request));
        if (session && input.ctx.config.now().getTime() - session.created_at.getTime() > IMPERSONATION_MAX_MS) {
          throw new ApiHttpError(401, 'REFRESH_TOKEN_INVALID', 'The impersonation session has ended. Log in as the user again.');
        }
        const result = await handler(input);
        const tokens = (result as { data?: { accessToken?: unknown } } | null)?.data;
        if (!session || !tokens || typeof tokens.accessToken !== 'string') return result;
        // Re-signed as acting, in the same session (refresh-token family) as the token it replaces.
        const family = (await input.ctx.tokens.verify(tokens.accessToken))?.session;
        const accessToken = await input.ctx.tokens.sign(session.user_id, { ...actingClaims(session.staff_id, session.id), [SESSION_CLAIM]: family });
        await input.ctx.db
          .insertInto('impersonation_tokens')
          .values({ token_hash: sha256(accessToken), session_id: session.id })
          .execute();
        return { ...(result as object), data: { ...tokens, accessToken } };
      };
    } else if (row.method !== 'GET' && row.auth !== 'none') {
      wrapped[name] = async (input) => {
        const session = await sessionOfToken(input.ctx, bearerToken(input.request));
        if (!session) return handler(input);
        const detail = { session_id: session.id, route: name, method: row.method, path: input.request.url.split('?')[0] };
        try {
          const result = await handler(input);
          await recordStaffAccess(input.ctx, IMPERSONATION_WRITE, { userId: session.user_id, staffId: session.staff_id, ip: input.request.ip, detail: { ...detail, outcome: 'succeeded' } });
          return result;
        } catch (error) {
          await recordStaffAccess(input.ctx, IMPERSONATION_WRITE, { userId: session.user_id, staffId: session.staff_id, ip: input.request.ip, detail: { ...detail, outcome: 'failed' } });
          throw error;
        }
      };
    } else if (row.auth === 'admin' && MEMBER_READS[name]) {
      const read = MEMBER_READS[name];
      wrapped[name] = async (input) => {
        const answer = await handler(input);
        const { params, query } = input as unknown as { params: Record<string, unknown>; query: Record<string, unknown> };
        await recordStaffReads(input.ctx, read, {
          staffId: input.user!.id,
          ip: input.request.ip,
          route: name,
          path: input.request.url.split('?')[0],
          input: { params: params ?? {}, query: query ?? {} },
          answer,
        });
        return answer;
      };
    } else if (row.auth === 'member') {
      wrapped[name] = async (input) => {
        const answer = await handler(input);
        const session = await sessionOfToken(input.ctx, bearerToken(input.request));
        if (session) {
          const detail = { session_id: session.id, route: name, method: row.method, path: input.request.url.split('?')[0] };
          await recordStaffAccess(input.ctx, IMPERSONATION_READ, { userId: session.user_id, staffId: session.staff_id, ip: input.request.ip, detail });
        }
        return answer;
      };
    } else {
      wrapped[name] = handler;
    }
  }
  return wrapped as unknown as RouteHandlers;
}

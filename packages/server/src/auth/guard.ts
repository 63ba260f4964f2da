import type { FastifyRequest } from 'fastify';
import type { Permission } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import { ApiHttpError, forbidden, unauthenticated } from '../http/api-error.js';
import { isSessionAlive } from './sessions.js';

export interface AuthUser {
  id: string;
  /** The session (refresh-token family) the access token belongs to; null for a token that names none. */
  session?: string | null;
  /** The session's sign-in proved a second factor (access-token.ts, AMR_CLAIM); admin routes need it. */
  secondFactor?: boolean;
  /** Staff acting as the member (impersonation): the member's own sign-in settings are not theirs to change. */
  acting?: boolean;
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * 'member' routes: a valid, unexpired access token of an existing user whose session has not ended
 * (asked of PostgreSQL on every request: sessions.ts), else 401 (spec 000 §8).
 */
export async function authenticate(request: FastifyRequest, ctx: AppContext): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthenticated();
  const { userId, session, secondFactor, acting } = claims;
  if (!(await isSessionAlive(ctx, userId, session))) throw unauthenticated();
  return { id: userId, session, secondFactor, acting };
}

export const SECOND_FACTOR_NEEDED = 'Staff tools need a sign-in with a second factor. Sign in again with your authenticator code or a passkey.';

/** Whether any of the user's roles grants the permission (roles, role_permissions, user_roles tables). */
export async function hasPermission(ctx: AppContext, userId: string, permission: Permission): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('user_roles as ur')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.id')
    .where('ur.user_id', '=', userId)
    .where('p.name', '=', permission)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * 'admin' routes: the row's permission is required (spec 000 §6: permission checks on every admin
 * route), and a session signed in with a second factor: a stolen staff password alone opens nothing.
 */
export async function requirePermission(ctx: AppContext, user: AuthUser, permission: Permission | undefined): Promise<void> {
  // A route marked admin without a permission is a contract mistake: refuse rather than open it.
  if (!permission || !(await hasPermission(ctx, user.id, permission))) throw forbidden();
  if (!user.secondFactor) throw new ApiHttpError(403, 'FORBIDDEN', SECOND_FACTOR_NEEDED);
}

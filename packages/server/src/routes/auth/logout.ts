import type { RouteHandler } from '../types.js';
import { unauthenticated } from '../../http/api-error.js';
import { bearerToken } from '../../auth/guard.js';
import { revokeSession } from '../../auth/refresh-tokens.js';
import { audit } from '../../audit.js';

/**
 * Ours: sign-out ends the bearer's session on the server, not only in the browser. Its
 * refresh tokens are revoked (the next rotation answers 401) and the guard refuses its access tokens
 * on the next request, on every process, with any impersonation this session started. Like refresh, the
 * access token may have expired (a member idle for a quarter of an hour still signs out); its
 * signature is checked. A token that names no session (issued before sessions were named) has
 * nothing to end and simply expires.
 */
export const logout: RouteHandler<'logout'> = async ({ ctx, request }) => {
  const access = bearerToken(request);
  const claims = access ? await ctx.tokens.verifyIgnoringExpiry(access) : null;
  if (!claims) throw unauthenticated();
  if (!claims.session) return null;
  await revokeSession(ctx.db, claims.userId, claims.session, ctx.config.now());
  await audit(ctx.db, 'session.signed_out', { userId: claims.userId, ip: request.ip, detail: { family_id: claims.session } });
  return null;
};

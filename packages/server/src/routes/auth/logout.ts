import type { RouteHandler } from '../types.js';
import { revokeSession } from '../../auth/refresh-tokens.js';
import { audit } from '../../audit.js';

/**
 * Ours (issue 18): sign-out ends the bearer's session on the server, not only in the browser. Its
 * refresh tokens are revoked (the next rotation answers 401) and the guard refuses its access tokens:
 * at once on this process, within the known-users window (5 s) on the others. A token that names no
 * session (issued before sessions were named) has nothing to end and simply expires.
 */
export const logout: RouteHandler<'logout'> = async ({ user, ctx, request }) => {
  if (!user.session) return null;
  await revokeSession(ctx.db, user.id, user.session, ctx.config.now());
  ctx.knownUsers.forgetSession(user.id, user.session);
  await audit(ctx.db, 'session.signed_out', { userId: user.id, ip: request.ip, detail: { family_id: user.session } });
  return null;
};

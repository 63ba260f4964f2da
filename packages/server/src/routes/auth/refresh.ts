import { REFRESH_TOKEN_HEADER } from '@healthdeck/contract';
import type { RouteHandler } from '../types.js';
import { ApiHttpError, unauthenticated } from '../../http/api-error.js';
import { bearerToken } from '../../auth/guard.js';
import { rotateRefreshToken } from '../../auth/refresh-tokens.js';
import { audit } from '../../audit.js';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * spec 000 §6: refresh sends the access token as a bearer header (expired is fine, the signature
 * is checked) and the refresh token in a separate header; the refresh token is rotated.
 */
export const refreshToken: RouteHandler<'refreshToken'> = async ({ request, ctx }) => {
  const access = bearerToken(request);
  const claims = access ? await ctx.tokens.verifyIgnoringExpiry(access) : null;
  if (!claims) throw unauthenticated();
  const presented = request.headers[REFRESH_TOKEN_HEADER];
  if (typeof presented !== 'string' || presented.length === 0) throw new ApiHttpError(401, 'REFRESH_TOKEN_INVALID', SESSION_ENDED);

  const result = await rotateRefreshToken(ctx, claims.userId, presented);
  if (result.ok) return { data: result.tokens };
  if (result.reason === 'reused') {
    await audit(ctx.db, 'refresh.reused', { userId: result.userId, ip: request.ip, detail: { family_id: result.familyId } });
    throw new ApiHttpError(401, 'REFRESH_TOKEN_REUSED', 'This session was ended for your security. Please sign in again.');
  }
  throw new ApiHttpError(401, 'REFRESH_TOKEN_INVALID', SESSION_ENDED);
};

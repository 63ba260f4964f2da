import type { RouteHandler } from '../types.js';
import { ApiHttpError } from '../../http/api-error.js';
import { issueSession, revokeSession } from '../../auth/refresh-tokens.js';
import { audit } from '../../audit.js';
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from '../../domain/second-factor/totp.js';
import { answerSignInChallenge } from '../../domain/second-factor/sign-in-challenge.js';
import { cancelAccountDeletion } from '../../domain/account-deletion/account-deletion.js';
import { hasAdminRole, refuseActingStaff, secondFactorStatus as statusOf } from '../../domain/second-factor/status.js';

/** How a session signed in with a password and a code is named (RFC 8176): access-token.ts AMR_CLAIM. */
const PASSWORD_AND_CODE = ['pwd', 'otp'];

export const secondFactorStatus: RouteHandler<'secondFactorStatus'> = async ({ ctx, user }) => statusOf(ctx, user.id, user.secondFactor === true);

export const totpEnrolStart: RouteHandler<'totpEnrolStart'> = async ({ ctx, user }) => {
  refuseActingStaff(user.acting);
  const account = await ctx.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
  return startTotpEnrolment(ctx, user.id, account.email);
};

/**
 * The code proves the member holds the new factor: the session this call came from is replaced by
 * one that counts it (an admin sent to enrol goes on to the staff tools without signing in again).
 */
export const totpEnrolConfirm: RouteHandler<'totpEnrolConfirm'> = async ({ ctx, user, body, request }) => {
  refuseActingStaff(user.acting);
  const recoveryCodes = await confirmTotpEnrolment(ctx, user.id, body.code);
  const session = await issueSession(ctx, user.id, { amr: PASSWORD_AND_CODE, userAgent: request.headers['user-agent'] });
  if (user.session) await revokeSession(ctx.db, user.id, user.session, ctx.config.now());
  await audit(ctx.db, 'totp.enrolled', { userId: user.id, ip: request.ip });
  return { recoveryCodes, session };
};

export const totpDisable: RouteHandler<'totpDisable'> = async ({ ctx, user, body, request }) => {
  refuseActingStaff(user.acting);
  await disableTotp(ctx, user.id, body.code, await hasAdminRole(ctx, user.id));
  await audit(ctx.db, 'totp.disabled', { userId: user.id, ip: request.ip });
  return null;
};

/** The second step of a sign-in: a right code for the challenge login answered gives the session. */
export const secondFactorSignIn: RouteHandler<'secondFactorSignIn'> = async ({ ctx, body, request }) => {
  let signedIn: Awaited<ReturnType<typeof answerSignInChallenge>>;
  try {
    signedIn = await answerSignInChallenge(ctx, body.challenge, body.code);
  } catch (error) {
    if (error instanceof ApiHttpError && error.statusCode === 400) await audit(ctx.db, 'login.second_factor_failed', { ip: request.ip });
    throw error;
  }
  const { userId, firstFactor } = signedIn;
  await audit(ctx.db, 'login.succeeded', { userId, ip: request.ip, detail: { second_factor: 'otp', first_factor: firstFactor } });
  // The session names both steps (RFC 8176): the password, or the organisation's single sign-on, and the code.
  const data = await issueSession(ctx, userId, { amr: [firstFactor, 'otp'], userAgent: request.headers['user-agent'] });
  const cancelled = await cancelAccountDeletion(ctx.db, userId, request.ip);
  return { data, ...(cancelled ? { deletionCancelled: true as const } : {}) };
};

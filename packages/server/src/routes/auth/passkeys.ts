import type { FastifyRequest } from 'fastify';
import type { RouteHandler } from '../types.js';
import { issueSession } from '../../auth/refresh-tokens.js';
import { cancelAccountDeletion } from '../../domain/account-deletion/account-deletion.js';
import { audit } from '../../audit.js';
import {
  listPasskeys,
  passkeyRegistrationOptions as registrationOptions,
  passkeySignInOptions as signInOptions,
  registerPasskey,
  removePasskey,
  savePasskeyWrap,
  verifyPasskeySignIn,
  type RelyingParty,
} from '../../domain/second-factor/passkeys.js';
import { refuseActingStaff } from '../../domain/second-factor/status.js';

/** A passkey sign-in is possession of the authenticator plus its user verification (RFC 8176: hwk). */
const PASSKEY = ['hwk'];

/** The relying party is the host the member opened (journeys: localhost), through the proxies the server trusts. */
function relyingParty(request: FastifyRequest): RelyingParty {
  return { id: request.hostname, origin: `${request.protocol}://${request.host}` };
}

export const passkeyRegistrationOptions: RouteHandler<'passkeyRegistrationOptions'> = async ({ ctx, user, request }) => {
  refuseActingStaff(user.acting);
  const account = await ctx.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
  return registrationOptions(ctx, relyingParty(request), { id: user.id, email: account.email });
};

export const passkeyRegister: RouteHandler<'passkeyRegister'> = async ({ ctx, user, body, request }) => {
  refuseActingStaff(user.acting);
  const passkey = await registerPasskey(ctx, relyingParty(request), user.id, body.response, body.name);
  await audit(ctx.db, 'passkey.registered', { userId: user.id, ip: request.ip, detail: { passkey_id: passkey.id } });
  return passkey;
};

export const passkeys: RouteHandler<'passkeys'> = async ({ ctx, user }) => listPasskeys(ctx, user.id);

export const passkeyRemove: RouteHandler<'passkeyRemove'> = async ({ ctx, user, params, request }) => {
  refuseActingStaff(user.acting);
  await removePasskey(ctx, user.id, params.id);
  await audit(ctx.db, 'passkey.removed', { userId: user.id, ip: request.ip, detail: { passkey_id: params.id } });
  return null;
};

export const passkeyWrap: RouteHandler<'passkeyWrap'> = async ({ ctx, user, params, body }) => {
  refuseActingStaff(user.acting);
  await savePasskeyWrap(ctx, user.id, params.id, body.prfWrappedKey);
  return null;
};

export const passkeySignInOptions: RouteHandler<'passkeySignInOptions'> = async ({ ctx, request }) => signInOptions(ctx, relyingParty(request));

export const passkeySignIn: RouteHandler<'passkeySignIn'> = async ({ ctx, body, request }) => {
  const signedIn = await verifyPasskeySignIn(ctx, relyingParty(request), body.challengeId, body.response);
  await audit(ctx.db, 'login.passkey', { userId: signedIn.userId, ip: request.ip, detail: { passkey_id: signedIn.passkeyId } });
  const data = await issueSession(ctx, signedIn.userId, { amr: PASSKEY, userAgent: request.headers['user-agent'] });
  const cancelled = await cancelAccountDeletion(ctx.db, signedIn.userId, request.ip);
  return { data, passkeyId: signedIn.passkeyId, prfWrappedKey: signedIn.prfWrappedKey, ...(cancelled ? { deletionCancelled: true as const } : {}) };
};

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '../../context.js';
import { ApiHttpError, notFound } from '../../http/api-error.js';

/**
 * Who the browser is talking to: the relying party is the host name the member opened (a host
 * name, never an IP address: WebAuthn refuses those), the origin is scheme, host and port.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

const RP_NAME = 'HealthDeck';
/** A ceremony's challenge lives this long and is spent by its first answer. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
const PASSKEY_REFUSED = 'This passkey could not be used to sign in. Try again, or sign in with your password.';

const notRecognised = () => new ApiHttpError(400, 'VALIDATION_FAILED', PASSKEY_REFUSED);

async function storeChallenge(ctx: AppContext, challenge: string, purpose: 'registration' | 'authentication', userId: string | null): Promise<string> {
  const now = ctx.config.now();
  // Ended challenges go as new ones come (by the expires_at index): the table holds minutes of them.
  const row = await ctx.db
    .with('ended', (db) => db.deleteFrom('webauthn_challenges').where('expires_at', '<', now))
    .insertInto('webauthn_challenges')
    .values({ challenge, purpose, user_id: userId, expires_at: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Spends a challenge: its value once, or null when it is unknown, used, ended or not for this purpose and user. */
async function spendChallenge(ctx: AppContext, where: { id?: string; userId: string | null; purpose: 'registration' | 'authentication' }): Promise<string | null> {
  const now = ctx.config.now();
  let query = ctx.db.updateTable('webauthn_challenges').set({ used_at: now }).where('purpose', '=', where.purpose).where('used_at', 'is', null).where('expires_at', '>', now);
  query = where.userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', where.userId);
  if (where.id) query = query.where('id', '=', where.id);
  else
    query = query.where('id', '=', (eb) =>
      eb
        .selectFrom('webauthn_challenges')
        .select('id')
        .where('user_id', '=', where.userId)
        .where('purpose', '=', 'registration')
        .where('used_at', 'is', null)
        .orderBy('expires_at', 'desc')
        .limit(1),
    );
  const row = await query.returning('challenge').executeTakeFirst();
  return row?.challenge ?? null;
}

/** Creation options for a new discoverable passkey of the member (their existing ones excluded). */
export async function passkeyRegistrationOptions(ctx: AppContext, rp: RelyingParty, user: { id: string; email: string }) {
  const existing = await ctx.db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', user.id).execute();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.email,
    // The WebAuthn user handle: the account id, not the email (an authenticator may show or keep it).
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  await storeChallenge(ctx, options.challenge, 'registration', user.id);
  return { options: options as unknown as Record<string, unknown> };
}

function passkeyView(row: { id: string; name: string; created_at: Date; last_used_at: Date | null; prf_wrapped_key: string | null }) {
  return { id: row.id, name: row.name, createdAt: row.created_at.toISOString(), lastUsedAt: row.last_used_at?.toISOString() ?? null, unlocks: row.prf_wrapped_key !== null };
}

/** Verifies the attestation against the member's latest registration challenge and saves the credential. */
export async function registerPasskey(ctx: AppContext, rp: RelyingParty, userId: string, response: Record<string, unknown>, name: string) {
  const challenge = await spendChallenge(ctx, { userId, purpose: 'registration' });
  if (!challenge) throw new ApiHttpError(400, 'VALIDATION_FAILED', 'This passkey set-up has ended. Please start again.');
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new ApiHttpError(400, 'VALIDATION_FAILED', 'This passkey could not be saved. Please try again.');
  }
  if (!verification.verified || !verification.registrationInfo) throw new ApiHttpError(400, 'VALIDATION_FAILED', 'This passkey could not be saved. Please try again.');
  const { credential } = verification.registrationInfo;
  const row = await ctx.db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      created_at: ctx.config.now(),
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at', 'prf_wrapped_key'])
    .executeTakeFirst();
  if (!row) throw new ApiHttpError(409, 'CONFLICT', 'This passkey is already saved.');
  return passkeyView(row);
}

export async function listPasskeys(ctx: AppContext, userId: string) {
  const rows = await ctx.db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at', 'prf_wrapped_key']).where('user_id', '=', userId).orderBy('created_at').execute();
  return { passkeys: rows.map(passkeyView) };
}

export async function removePasskey(ctx: AppContext, userId: string, id: string): Promise<void> {
  const removed = await ctx.db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw notFound('No such passkey');
}

/** Stores the PRF wrap of the private key for one of the member's passkeys (ciphertext: the server cannot open it). */
export async function savePasskeyWrap(ctx: AppContext, userId: string, id: string, wrapped: string): Promise<void> {
  const saved = await ctx.db.updateTable('passkeys').set({ prf_wrapped_key: wrapped }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(saved.numUpdatedRows) !== 1) throw notFound('No such passkey');
}

/** Request options for a discoverable sign-in (no account named: the authenticator offers its passkeys for this site). */
export async function passkeySignInOptions(ctx: AppContext, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: WEBAUTHN_CHALLENGE_TTL_MS });
  const challengeId = await storeChallenge(ctx, options.challenge, 'authentication', null);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Verifies an assertion: the passkey's account, its id and its PRF wrap; the signature counter moves on. */
export async function verifyPasskeySignIn(ctx: AppContext, rp: RelyingParty, challengeId: string, response: Record<string, unknown>) {
  const challenge = await spendChallenge(ctx, { id: challengeId, userId: null, purpose: 'authentication' });
  if (!challenge) throw new ApiHttpError(400, 'VALIDATION_FAILED', 'This passkey sign-in has ended. Please try again.');
  const assertion = response as unknown as AuthenticationResponseJSON;
  if (typeof assertion.id !== 'string') throw notRecognised();
  const passkey = await ctx.db.selectFrom('passkeys').selectAll().where('credential_id', '=', assertion.id).executeTakeFirst();
  if (!passkey) throw notRecognised();
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    });
  } catch {
    throw notRecognised();
  }
  if (!verification.verified) throw notRecognised();
  await ctx.db.updateTable('passkeys').set({ counter: verification.authenticationInfo.newCounter, last_used_at: ctx.config.now() }).where('id', '=', passkey.id).execute();
  return { userId: passkey.user_id, passkeyId: passkey.id, prfWrappedKey: passkey.prf_wrapped_key };
}

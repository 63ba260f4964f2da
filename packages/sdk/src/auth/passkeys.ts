// Passkeys (WebAuthn through @simplewebauthn/browser): the sign-in with a discoverable credential,
// and adding one from the profile. Both ask the authenticator for its PRF output (the WebAuthn PRF
// extension); that output stays in this browser (it is taken out of what the server is sent) and
// wraps or unwraps the private key (key-custody/passkey.ts).
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import { secondFactorRoutes, type AccountResponse, type Passkey } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { routed } from '../transport/http.js';
import { secondFactorKeys } from '../domains/second-factor.js';
import { startSession } from './session-start.js';
import { resealInterimRecords } from './key-custody/interim.js';
import { awaitPasskeyWrap, forgetPasskeyWrap, passkeyPrfSalt, unwrapPrivateKeyWithPrf, wrapPrivateKeyWithPrf } from './key-custody/passkey.js';

const call = (hd: HealthDeck) => routed(hd.call, secondFactorRoutes);

/** The options with the PRF extension asking for the site's salt (a BufferSource: the library passes extensions through as they are). */
function withPrf<T extends object>(options: T, salt: Uint8Array<ArrayBuffer>): T {
  return { ...options, extensions: { ...(options as { extensions?: object }).extensions, prf: { eval: { first: salt } } } };
}

/**
 * The PRF output of a ceremony's response, and the response without it: the server must never see
 * the output (it would open the wrap it stores). `enabled`: the authenticator supports PRF.
 */
function takePrf<R extends { clientExtensionResults: object }>(response: R): { response: R; output: Uint8Array<ArrayBuffer> | null; enabled: boolean } {
  const { prf, ...others } = response.clientExtensionResults as { prf?: { enabled?: boolean; results?: { first?: BufferSource } } };
  const first = prf?.results?.first;
  const output = first ? new Uint8Array(ArrayBuffer.isView(first) ? first.buffer.slice(first.byteOffset, first.byteOffset + first.byteLength) : first.slice(0)) : null;
  const enabled = output !== null || prf?.enabled === true;
  return { response: { ...response, clientExtensionResults: enabled ? { ...others, prf: { enabled: true } } : others }, output, enabled };
}

/** Opens the data key with the private key, in memory only: a passkey session keeps no key in this browser's storage. */
async function openWith(hd: HealthDeck, account: AccountResponse, key: PrivateKey): Promise<void> {
  const { $privateKey, $dataKey } = clientInternals(hd);
  $privateKey.set(key);
  if (!account.encryptedDataKey) return;
  const dataKey = await unwrapDataKey(account.encryptedDataKey, key);
  $dataKey.set(dataKey);
  // As at a password sign-in (key-custody/password.ts): a failed re-seal is retried at the next unlock.
  await resealInterimRecords(hd.call, key, dataKey).catch(() => null);
}

export async function passkeySignIn(hd: HealthDeck): Promise<{ account: AccountResponse; unlocked: boolean; deletionCancelled: boolean }> {
  const { $account, $dataKey, $privateKey, session } = clientInternals(hd);
  const { challengeId, options } = await call(hd)('passkeySignInOptions', {});
  const salt = await passkeyPrfSalt();
  const asserted = takePrf(await startAuthentication({ optionsJSON: withPrf(options as unknown as PublicKeyCredentialRequestOptionsJSON, salt) }));
  const signedIn = await call(hd)('passkeySignIn', { body: { challengeId, response: asserted.response as unknown as Record<string, unknown> } });

  forgetPasskeyWrap(hd);
  $dataKey.set(null);
  $privateKey.set(null);
  try {
    const account = await startSession(hd, signedIn.data);
    let unlocked = false;
    if (asserted.output && signedIn.prfWrappedKey) {
      try {
        await openWith(hd, account, await unwrapPrivateKeyWithPrf(signedIn.prfWrappedKey, asserted.output, account.user.id));
        unlocked = true;
      } catch {
        // A wrap this output does not open (made before the private key changed): the password opens the key, and a new wrap is made then.
        awaitPasskeyWrap(hd, signedIn.passkeyId, asserted.output, account.user.id);
      }
    } else if (asserted.output && account.encrptedPrivateKey) {
      awaitPasskeyWrap(hd, signedIn.passkeyId, asserted.output, account.user.id);
    } else {
      asserted.output?.fill(0);
    }
    if (unlocked) asserted.output?.fill(0);
    $account.set(account);
    return { account, unlocked, deletionCancelled: signedIn.deletionCancelled === true };
  } catch (error) {
    session.clear();
    $account.set(null);
    $dataKey.set(null);
    $privateKey.set(null);
    throw error;
  }
}

export async function registerPasskey(hd: HealthDeck, name: string): Promise<Passkey> {
  const { $privateKey, $account } = clientInternals(hd);
  const { options } = await call(hd)('passkeyRegistrationOptions', {});
  const salt = await passkeyPrfSalt();
  const created = takePrf(await startRegistration({ optionsJSON: withPrf(options as unknown as PublicKeyCredentialCreationOptionsJSON, salt) }));
  let passkey = await call(hd)('passkeyRegister', { body: { response: created.response as unknown as Record<string, unknown>, name } });

  const key = $privateKey.get();
  const userId = $account.get()?.user.id;
  created.output?.fill(0);
  if (key && userId && created.enabled) {
    // The output a sign-in will get is an assertion's: one more touch of the new passkey, named
    // alone (an output given at creation is not relied on: not every authenticator gives the same
    // one there). Its challenge signs nobody in; it ends unused in minutes.
    const { options: request } = await call(hd)('passkeySignInOptions', {});
    const allowCredentials = [{ id: created.response.id, type: 'public-key' as const, transports: created.response.response.transports }];
    const { output } = takePrf(await startAuthentication({ optionsJSON: { ...withPrf(request as unknown as PublicKeyCredentialRequestOptionsJSON, salt), allowCredentials } }));
    if (output) {
      try {
        await call(hd)('passkeyWrap', { params: { id: passkey.id }, body: { prfWrappedKey: await wrapPrivateKeyWithPrf(key, output, userId) } });
        passkey = { ...passkey, unlocks: true };
      } finally {
        output.fill(0);
      }
    }
  }
  await hd.queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
  return passkey;
}

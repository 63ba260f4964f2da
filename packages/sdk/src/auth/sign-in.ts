// Pre-login gives the key salt and KDF for an email; one Argon2id derivation gives the passphrase
// (stays here) and the credential (sent as `password`), so the server never sees the password.
import { deriveSecrets, type DerivedSecrets } from '@healthdeck/crypto';
import { secondFactorRoutes, type AccountResponse, type SessionTokens } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { SecondFactorRequired } from './second-factor-required.js';
import { Unexpected } from '../transport/errors.js';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { unlockOrCreateKeys, type OnProgress } from './key-custody/index.js';
import { startSession } from './session-start.js';

/** The signed-in account, and whether this sign-in cancelled the account's pending deletion. */
export type SignInResult = AccountResponse & { deletionCancelled?: true };

export interface SignInInput {
  email: string;
  password: string;
  onProgress?: OnProgress;
}

/**
 * Logs in with an already derived credential, then unlocks (or creates) the member's keys. An
 * account with a second factor answers a challenge instead of a session: SecondFactorRequired,
 * whose `submit(code)` finishes this sign-in.
 */
export async function signInWithSecrets(hd: HealthDeck, email: string, secrets: DerivedSecrets, onProgress?: OnProgress): Promise<SignInResult> {
  const login = await hd.call('login', { body: { email, password: secrets.credential } });
  const challenge = login.secondFactor?.challenge;
  if (challenge) {
    throw new SecondFactorRequired(async (code) => {
      const { data, deletionCancelled } = await routed(hd.call, secondFactorRoutes)('secondFactorSignIn', { body: { challenge, code } });
      return withCancellation(await openSession(hd, data, email, secrets, onProgress), deletionCancelled);
    });
  }
  if (!login.data) throw new Unexpected(); // 200 with neither data nor error_code
  return withCancellation(await openSession(hd, login.data, email, secrets, onProgress), login.deletionCancelled);
}

const withCancellation = (account: AccountResponse, cancelled: true | undefined): SignInResult => (cancelled ? { ...account, deletionCancelled: true } : account);

/** Starts the session of a sign-in with a password and opens (or creates) the member's keys with it. */
async function openSession(hd: HealthDeck, tokens: SessionTokens, email: string, secrets: DerivedSecrets, onProgress?: OnProgress): Promise<AccountResponse> {
  const { session, keyStore, $account, $dataKey, $privateKey } = clientInternals(hd);
  try {
    const account = await startSession(hd, tokens);
    const unlocked = await unlockOrCreateKeys({ call: hd.call, account, email, passphrase: secrets.passphrase, onProgress });
    await keyStore.save(account.user.id, unlocked.dataKey);
    $dataKey.set(unlocked.dataKey);
    $privateKey.set(unlocked.privateKey); // in memory only: gone on reload (unlockPrivateKeyWithPassword)
    $account.set(unlocked.account);
    return unlocked.account;
  } catch (error) {
    // Half a sign-in (tokens but no account or no keys) is not a state any screen can use.
    session.clear();
    $account.set(null);
    $dataKey.set(null);
    $privateKey.set(null);
    throw error;
  }
}

export async function deriveAndSignIn(hd: HealthDeck, input: SignInInput): Promise<SignInResult> {
  const { keySalt, kdf } = await hd.call('preLogin', { body: { email: input.email } });
  const secrets = await deriveSecrets(input.password, keySalt, kdf);
  return signInWithSecrets(hd, input.email, secrets, input.onProgress);
}

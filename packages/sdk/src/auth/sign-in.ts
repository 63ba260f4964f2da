// Pre-login gives the key salt and KDF for an email; one Argon2id derivation gives the passphrase
// (stays here) and the credential (sent as `password`), so the server never sees the password.
import { deriveSecrets, type DerivedSecrets } from '@healthdeck/crypto';
import type { AccountResponse } from '@healthdeck/contract/light';
import { Unexpected } from '../transport/errors.js';
import type { AuthContext, OnProgress } from './context.js';
import { unlockOrCreateKeys } from './keys.js';
import { startSession } from './session-start.js';

export interface SignInInput {
  email: string;
  password: string;
  onProgress?: OnProgress;
}

/** Logs in with an already derived credential, then unlocks (or creates) the member's keys. */
export async function signInWithSecrets(ctx: AuthContext, email: string, secrets: DerivedSecrets, onProgress?: OnProgress): Promise<AccountResponse> {
  const login = await ctx.call('login', { body: { email, password: secrets.credential } });
  if (!login.data) throw new Unexpected(); // 200 with neither data nor error_code
  try {
    const account = await startSession(ctx, login.data);
    const unlocked = await unlockOrCreateKeys({ call: ctx.call, account, email, passphrase: secrets.passphrase, onProgress });
    await ctx.keyStore.save(account.user.id, unlocked.dataKey);
    ctx.$dataKey.set(unlocked.dataKey);
    ctx.$privateKey.set(unlocked.privateKey); // in memory only: gone on reload (auth.unlockPrivateKey)
    ctx.$account.set(unlocked.account);
    return unlocked.account;
  } catch (error) {
    // Half a sign-in (tokens but no account or no keys) is not a state any screen can use.
    ctx.session.clear();
    ctx.$account.set(null);
    ctx.$dataKey.set(null);
    ctx.$privateKey.set(null);
    throw error;
  }
}

export async function signIn(ctx: AuthContext, input: SignInInput): Promise<AccountResponse> {
  const { keySalt, kdf } = await ctx.call('preLogin', { body: { email: input.email } });
  const secrets = await deriveSecrets(input.password, keySalt, kdf);
  return signInWithSecrets(ctx, input.email, secrets, input.onProgress);
}

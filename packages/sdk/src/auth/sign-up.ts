import { DEFAULT_KDF, deriveSecrets, newKeySalt } from '@healthdeck/crypto';
import type { AccountResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import type { OnProgress } from './key-custody/index.js';
import { assertNewPassword } from './password-checks.js';
import { signInWithSecrets } from './sign-in.js';

export interface SignUpInput {
  email: string;
  /** What the member is called (spec 000 §1 'Logged in as: {name}'): 1..100 characters. */
  name: string;
  password: string;
  passwordConfirm: string;
  recaptchaKey?: string;
  onProgress?: OnProgress;
}

/** Registers with a fresh key salt, then signs in with the same derivation (one Argon2id run). */
export async function deriveAndSignUp(hd: HealthDeck, input: SignUpInput): Promise<AccountResponse> {
  assertNewPassword(input.password, input.passwordConfirm);
  const keySalt = newKeySalt();
  const secrets = await deriveSecrets(input.password, keySalt, DEFAULT_KDF);
  await hd.call('register', {
    body: {
      email: input.email,
      name: input.name,
      password: secrets.credential,
      passwordConfirm: secrets.credential,
      keySalt,
      recaptchaKey: input.recaptchaKey,
    },
  });
  return signInWithSecrets(hd, input.email, secrets, input.onProgress);
}

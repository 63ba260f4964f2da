import { DEFAULT_KDF, deriveSecrets, newKeySalt } from '@healthdeck/crypto';
import type { HealthDeck } from '../health-deck.js';
import { assertNewPassword } from './password-checks.js';

export interface SetPasswordInput {
  email: string;
  key: string;
  password: string;
  passwordConfirm: string;
}

export async function requestPasswordReset(hd: HealthDeck, email: string): Promise<void> {
  await hd.call('passwordRequestNew', { body: { email } });
}

/**
 * A reset derives with a NEW key salt: the old passphrase is gone with the old password, so the old
 * private key cannot be reused (contract PasswordSetRequest); the next sign-in makes new keys.
 */
export async function deriveAndSetPassword(hd: HealthDeck, input: SetPasswordInput): Promise<void> {
  assertNewPassword(input.password, input.passwordConfirm);
  const keySalt = newKeySalt();
  const { credential } = await deriveSecrets(input.password, keySalt, DEFAULT_KDF);
  await hd.call('passwordSet', {
    body: { email: input.email, key: input.key, password: credential, passwordConfirm: credential, keySalt },
  });
}

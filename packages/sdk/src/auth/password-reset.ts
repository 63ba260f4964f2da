import { DEFAULT_KDF, deriveSecrets, newKeySalt } from '@healthdeck/crypto';
import type { AuthContext } from './context.js';
import { assertNewPassword } from './password-checks.js';

export interface SetPasswordInput {
  email: string;
  key: string;
  password: string;
  passwordConfirm: string;
}

export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  await ctx.call('passwordRequestNew', { body: { email } });
}

/**
 * A reset derives with a NEW key salt: the old passphrase is gone with the old password, so the old
 * private key cannot be reused (contract PasswordSetRequest); the next sign-in makes new keys.
 */
export async function setPassword(ctx: AuthContext, input: SetPasswordInput): Promise<void> {
  assertNewPassword(input.password, input.passwordConfirm);
  const keySalt = newKeySalt();
  const { credential } = await deriveSecrets(input.password, keySalt, DEFAULT_KDF);
  await ctx.call('passwordSet', {
    body: { email: input.email, key: input.key, password: credential, passwordConfirm: credential, keySalt },
  });
}

import { passwordStrength } from '../rules/password-strength.js';
import { BadRequest, WeakPassword } from '../transport/errors.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * Judged before any derivation: the server only sees the derived credential, so it
 * cannot tell a weak password from a strong one.
 */
export function assertNewPassword(password: string, passwordConfirm: string): void {
  const strength = passwordStrength(password);
  if (!strength.ok) throw new WeakPassword(strength.reason);
  if (password !== passwordConfirm) {
    throw new BadRequest(PASSWORDS_DO_NOT_MATCH, { message: PASSWORDS_DO_NOT_MATCH, fields: { passwordConfirm: PASSWORDS_DO_NOT_MATCH } });
  }
}

// spec 000 §8: login answers 200 with an error_code; each code maps to its own error.
import { LOGIN_ERROR_CODES, type LoginErrorCode } from '@healthdeck/contract/light';
import { type HealthDeckError, InvalidCredentials, MaxIncorrectLoginAttempts, Unexpected, WeakPassword } from './errors.js';

const BY_CODE: Record<LoginErrorCode, () => HealthDeckError> = {
  INVALID_CREDENTIALS: () => new InvalidCredentials(),
  MAX_INCORRECT_LOGIN_ATTEMPTS: () => new MaxIncorrectLoginAttempts(),
  WEAK_PASSWORD: () => new WeakPassword(),
};

/**
 * The error for a 200 body's error_code; codes outside `handled` (default: all three; admin
 * impersonation and SSO handle only INVALID_CREDENTIALS, spec 000 §8) and unknown codes are Unexpected.
 */
export function loginError(code: unknown, handled: readonly LoginErrorCode[] = LOGIN_ERROR_CODES): HealthDeckError {
  const known = typeof code === 'string' && Object.hasOwn(BY_CODE, code) && handled.includes(code as LoginErrorCode);
  const make = known ? BY_CODE[code as LoginErrorCode] : undefined;
  return make ? make() : new Unexpected();
}

/** The error_code of a 200 body, or null when the body carries none. */
export function errorCodeOf(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('error_code' in body)) return null;
  return body.error_code ?? null;
}

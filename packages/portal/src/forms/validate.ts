import { Email, ERROR_MESSAGES } from '@healthdeck/contract';
import { passwordStrength } from '@healthdeck/sdk';

/** Per-field messages of one form (spec 000 §5: inputs show per-field error messages). */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  confirmRequired: 'Please confirm your password',
  /** Same text as the contract's register/password-set refinement, so client and server agree. */
  mismatch: 'Passwords do not match',
  /** spec 000 §8 WeakPassword, judged in the client before key derivation (DESIGN.md). */
  weak: ERROR_MESSAGES.WeakPassword,
  robot: "Please confirm you're not a robot",
} as const;

export function validateEmail(value: string): string | undefined {
  if (value.trim() === '') return MESSAGES.emailRequired;
  const parsed = Email.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'Enter a valid email address');
}

export function validatePasswordPresent(value: string): string | undefined {
  return value === '' ? MESSAGES.passwordRequired : undefined;
}

export interface NewPasswordErrors {
  password?: string;
  passwordConfirm?: string;
  /** Why the password is weak, shown under the field as a hint. */
  weakReason?: string;
}

/** A new password (sign-up, reset): present, strong enough, and confirmed. */
export function validateNewPassword(password: string, passwordConfirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = MESSAGES.passwordRequired;
  else {
    const strength = passwordStrength(password);
    if (!strength.ok) {
      errors.password = MESSAGES.weak;
      if (strength.reason) errors.weakReason = strength.reason;
    }
  }
  if (passwordConfirm === '') errors.passwordConfirm = MESSAGES.confirmRequired;
  else if (password !== passwordConfirm) errors.passwordConfirm = MESSAGES.mismatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

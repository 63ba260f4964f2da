import { Email, NAME_MAX } from '@healthdeck/contract';
import { PASSWORD_REASONS, passwordStrength } from '@healthdeck/sdk';
import type { FormMessages } from './form-messages.js';

/** Per-field messages of one form (spec 000 §5: inputs show per-field error messages). */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The strings the checks below give, in the language shown (formMessages). */
type Messages = Pick<FormMessages, 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'confirmRequired' | 'mismatch' | 'weak' | 'weakReasons'>;

export function validateEmail(value: string, messages: Messages): string | undefined {
  if (value.trim() === '') return messages.emailRequired;
  return Email.safeParse(value).success ? undefined : messages.emailInvalid;
}

/** The member's name: required, at most NAME_MAX characters once surrounding spaces are dropped (as the contract judges it). */
export function validateName(value: string, messages: Pick<FormMessages, 'nameRequired' | 'nameTooLong'>): string | undefined {
  const name = value.trim();
  if (name === '') return messages.nameRequired;
  return name.length > NAME_MAX ? messages.nameTooLong(NAME_MAX) : undefined;
}

export function validatePasswordPresent(value: string, messages: Messages): string | undefined {
  return value === '' ? messages.passwordRequired : undefined;
}

export interface NewPasswordErrors {
  password?: string;
  passwordConfirm?: string;
  /** Why the password is weak, shown under the field as a hint. */
  weakReason?: string;
}

const REASON_KEYS = Object.keys(PASSWORD_REASONS) as (keyof typeof PASSWORD_REASONS)[];

/** A new password (sign-up, reset): present, strong enough, and confirmed. */
export function validateNewPassword(password: string, passwordConfirm: string, messages: Messages): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = messages.passwordRequired;
  else {
    const strength = passwordStrength(password);
    if (!strength.ok) {
      errors.password = messages.weak;
      const reason = REASON_KEYS.find((key) => PASSWORD_REASONS[key] === strength.reason);
      if (reason) errors.weakReason = messages.weakReasons[reason];
      else if (strength.reason) errors.weakReason = strength.reason;
    }
  }
  if (passwordConfirm === '') errors.passwordConfirm = messages.confirmRequired;
  else if (password !== passwordConfirm) errors.passwordConfirm = messages.mismatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

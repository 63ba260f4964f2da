// The server only ever sees a derived credential, so WEAK_PASSWORD is
// judged here, in the client, before the password is derived. The rule is ours (spec 000 §8 names
// the error, not the rule): at least 10 characters, at least 3 of the 4 character classes, and not
// one character repeated.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MIN_CLASSES = 3;

export const PASSWORD_REASONS = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  oneCharacter: 'Do not repeat a single character',
  fewClasses: 'Use at least 3 of: lowercase letters, uppercase letters, digits, symbols',
} as const;

export interface PasswordStrength {
  ok: boolean;
  reason?: string;
}

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

export function passwordStrength(password: string): PasswordStrength {
  const chars = [...password]; // code points, so an emoji counts once
  if (chars.length < PASSWORD_MIN_LENGTH) return { ok: false, reason: PASSWORD_REASONS.tooShort };
  if (new Set(chars).size === 1) return { ok: false, reason: PASSWORD_REASONS.oneCharacter };
  const classes = CLASSES.filter((re) => re.test(password)).length;
  if (classes < PASSWORD_MIN_CLASSES) return { ok: false, reason: PASSWORD_REASONS.fewClasses };
  return { ok: true };
}

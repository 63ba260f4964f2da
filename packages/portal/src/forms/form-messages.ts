import { ERROR_MESSAGES, MEAL_LIMITS, PREFERENCES } from '@healthdeck/contract/light';
import { PASSWORD_REASONS } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface FormMessages {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  confirmRequired: string;
  mismatch: string;
  /** spec 000 §8 WeakPassword, judged in the client before key derivation (the server only sees the derived credential). */
  weak: string;
  /** Why a password is weak (the sdk's passwordStrength reasons). */
  weakReasons: Record<keyof typeof PASSWORD_REASONS, string>;
  robot: string;
  /** The member's name (sign-up, profile): empty, or longer than the contract's NAME_MAX. */
  nameRequired: string;
  nameTooLong: (max: number) => string;
  /** Text that is not a number at all in a preference field. */
  sleepGoal: string;
  waterIntake: string;
  /** The meal's limits checked before a picture is sent or an ingredient added. */
  mealItems: string;
  pictureType: string;
  pictureSize: string;
  /** spec 000 §8 Unexpected: a failure that carries no message of its own. */
  unexpected: string;
}

const translations = () => import('./form-translations.js');

// The messages the portal's forms judge in the browser (spec 000 §5: per-field error messages).
// Each English text is the one the contract and the server give for the same fault, so client and
// server agree: 'Weak Password' and 'Something went wrong! Try again later' are the spec's (000 §8).
export const formMessages: Catalogue<FormMessages> = {
  en: {
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    confirmRequired: 'Please confirm your password',
    mismatch: 'Passwords do not match',
    weak: ERROR_MESSAGES.WeakPassword,
    weakReasons: { ...PASSWORD_REASONS },
    robot: "Please confirm you're not a robot",
    nameRequired: 'Enter your name',
    nameTooLong: (max) => `Your name must be at most ${max} characters`,
    sleepGoal: PREFERENCES.sleepGoal.message,
    waterIntake: PREFERENCES.waterIntake.message,
    mealItems: MEAL_LIMITS.messages.items,
    pictureType: MEAL_LIMITS.messages.pictureType,
    pictureSize: MEAL_LIMITS.messages.pictureSize,
    unexpected: ERROR_MESSAGES.Unexpected,
  },
  translations: lazyTranslations(translations),
};

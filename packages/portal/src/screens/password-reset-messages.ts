import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface PasswordResetMessages {
  forgotTitle: string;
  backToSignIn: string;
  forgotIntro: string;
  email: string;
  sendLink: string;
  /** The same answer for every email, so the form does not reveal who has an account. */
  sent: string;
  resetTitle: string;
  requestNewLink: string;
  incompleteLink: string;
  changedTitle: string;
  signIn: string;
  changed: string;
  /** Before the member's address, which is shown in bold. */
  chooseFor: string;
  /** The optional recovery phrase field: its label and what it is for. */
  phrase: string;
  phraseHint: string;
  phraseInvalid: string;
  phraseWrong: string;
  phraseNone: string;
  /**
   * What a reset without the phrase means: the keys are locked under the old password, so what was
   * sealed before does not open with the new one; it is kept for organisation-assisted recovery.
   */
  withoutPhrase: string;
  /** The link to organisation-assisted recovery (/client/key-recovery). */
  keyRecovery: string;
  /** After a reset with the phrase. */
  changedKept: string;
  newPassword: string;
  submit: string;
}

const translations = () => import('./password-reset-translations.js');

// /forgot-password and /reset-password (spec 000 §3.2, §7.3 password request-new and set); the
// wording is ours.
export const passwordResetMessages: Catalogue<PasswordResetMessages> = {
  en: {
    forgotTitle: 'Forgot your password?',
    backToSignIn: 'Back to sign in',
    forgotIntro: 'Enter the email you signed up with and we will send you a link to choose a new password.',
    email: 'Email',
    sendLink: 'Send reset link',
    sent: 'If an account exists for that email, we sent a reset link.',
    resetTitle: 'Reset your password',
    requestNewLink: 'Request a new reset link',
    incompleteLink: 'This reset link is incomplete. Open the link from your email again, or request a new one.',
    changedTitle: 'Password changed',
    signIn: 'Sign in',
    changed: 'Your password has been changed. Sign in with your new password.',
    chooseFor: 'Choose a new password for',
    phrase: 'Recovery phrase (optional)',
    phraseHint: 'The 12 words you saved when you signed up or from your profile. With them, everything you recorded stays readable after the reset.',
    phraseInvalid: 'Enter all 12 words of your recovery phrase, in order, or leave the field empty.',
    phraseWrong: 'This recovery phrase does not open your records. Check the words, or leave the field empty.',
    phraseNone: 'This account has no recovery phrase. Leave the field empty to reset without it.',
    withoutPhrase:
      'Without the recovery phrase, what you recorded before (allergies, medications, nutrition forms, measurements and your other encrypted records) will not open with the new password. Nothing is deleted: your organisation can help you recover it, and new records work as usual.',
    keyRecovery: 'Ask your organisation to recover your records',
    changedKept: 'Your password has been changed and all your records open with it. Sign in with your new password.',
    newPassword: 'New password',
    submit: 'Set new password',
  },
  translations: lazyTranslations(translations),
};

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
  /**
   * The private key is protected by a secret derived from the old password; a reset makes a new key
   * salt, so what was encrypted before cannot be opened until support restores it from escrow.
   */
  dataNote: string;
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
    dataNote: 'Data encrypted under your old password becomes unreadable until support restores it.',
    newPassword: 'New password',
    submit: 'Set new password',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface SignInMessages {
  title: string;
  forgot: string;
  newHere: string;
  createAccount: string;
  email: string;
  password: string;
  submit: string;
  /** The step after the password for an account with a second factor. */
  codeIntro: string;
  code: string;
  codeHint: string;
  verify: string;
  startOver: string;
  passkey: string;
  passkeyFailed: string;
}

const translations = () => import('./sign-in-translations.js');

// /sign-in (spec 000 §7.3 login); the wording is ours.
export const signInMessages: Catalogue<SignInMessages> = {
  en: {
    title: 'Sign in',
    forgot: 'Forgot password?',
    newHere: 'New here?',
    createAccount: 'Create an account',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    codeIntro: 'Your account has a second step. Enter the code from your authenticator app.',
    code: 'Authentication code',
    codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
    verify: 'Verify',
    startOver: 'Start over',
    passkey: 'Sign in with a passkey',
    passkeyFailed: 'The passkey sign-in did not finish. Try again, or sign in with your password.',
  },
  translations: lazyTranslations(translations),
};

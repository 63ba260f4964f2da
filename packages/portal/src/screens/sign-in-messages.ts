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
  /** The entry for an organisation whose single sign-on serves the email's domain; {organisation} is its name. */
  organisation: string;
  /** Back from single sign-on without a session. */
  ssoFailed: string;
  /** A sign-in that cancelled the account's pending deletion says so (docs/decisions/0104-account-deletion.md). */
  deletionCancelled: string;
  deletionCancelledDetail: string;
  continue: string;
  /** Back from asking for the account's deletion (signed out everywhere). */
  deletionRequested: (date: string) => string;
  ssoNoAccount: string;
  ssoUnavailable: string;
  /** /sign-in/organisation, where the organisation's sign-in ends. */
  organisationTitle: string;
  organisationSigningIn: string;
  organisationTicketFailed: string;
  backToSignIn: string;
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
    organisation: 'Sign in with your organisation ({organisation})',
    ssoFailed: 'Single sign-on did not work. Try again, or sign in with your password.',
    deletionCancelled: 'Your account deletion was cancelled',
    deletionCancelledDetail: 'You signed in during the grace period, so your account and everything in it stay as they were.',
    continue: 'Continue',
    deletionRequested: (date) => `Your account will be deleted on ${date}. Signing in before then cancels the deletion.`,
    ssoNoAccount: 'Your organisation signed you in, but there is no HealthDeck account of your organisation for that email. Ask your administrator to add you.',
    ssoUnavailable: 'Single sign-on is not turned on for your organisation. Sign in with your password.',
    organisationTitle: 'Sign in with your organisation',
    organisationSigningIn: 'Signing you in…',
    organisationTicketFailed: 'This sign-in has been used or has expired. Start again from the sign-in page.',
    backToSignIn: 'Back to sign in',
  },
  translations: lazyTranslations(translations),
};

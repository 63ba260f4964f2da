import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface DeleteAccountMessages {
  title: string;
  intro: string;
  /** What follows, said before the member confirms (docs/decisions/0104-account-deletion.md). */
  signedOut: string;
  grace: (days: number, date: string) => string;
  erased: string;
  vendors: string;
  kept: string;
  confirmTitle: string;
  password: string;
  code: string;
  codeHint: string;
  submit: string;
  keep: string;
  passwordRequired: string;
  codeRequired: string;
  wrongPassword: string;
  wrongCode: string;
  loadFailed: string;
  retry: string;
  loading: string;
  /** The profile's card that leads here. */
  cardTitle: string;
  cardIntro: string;
  cardLink: string;
}

const translations = () => import('./delete-account-translations.js');

// /client/delete-account and the profile's card that leads to it (ours; the spec has no account deletion).
export const deleteAccountMessages: Catalogue<DeleteAccountMessages> = {
  en: {
    title: 'Delete my account',
    intro: 'Before you confirm, here is what happens.',
    signedOut: 'You are signed out on every device at once.',
    grace: (days, date) => `Your account is deleted for good after ${days} days, on ${date}. Signing in before then cancels the deletion.`,
    erased: 'Then everything we hold of yours is deleted: your health records, journal, kit results, forms, pictures and sealed records. It cannot be undone.',
    vendors: 'The services that hold data for you (labs, body scans, fitness devices) are told to delete it where they allow it.',
    kept: 'We keep only a note that an account was deleted, under a code that does not name you: no email, no health data.',
    confirmTitle: 'Confirm with your password',
    password: 'Your password',
    code: 'Authenticator code',
    codeHint: 'The current code from your authenticator app, or one of your recovery codes.',
    submit: 'Delete my account',
    keep: 'Keep my account',
    passwordRequired: 'Enter your password.',
    codeRequired: 'Enter the code from your authenticator app.',
    wrongPassword: 'That password is not right.',
    wrongCode: 'That code is not right.',
    loadFailed: 'Your account could not be loaded.',
    retry: 'Try again',
    loading: 'Loading…',
    cardTitle: 'Delete your account',
    cardIntro: 'Ask for your account and everything in it to be deleted. You have 30 days to change your mind by signing in.',
    cardLink: 'Delete my account',
  },
  translations: lazyTranslations(translations),
};

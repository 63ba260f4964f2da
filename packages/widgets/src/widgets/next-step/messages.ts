import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface NextStepMessages {
  title: string;
  loading: string;
  /** spec 001 §8. */
  failed: string;
  retry: string;
  allDone: string;
  /** A member in no programme (or in programmes without steps): nothing done, nothing to do yet. */
  noSteps: string;
  signedOut: string;
}

// The failure message is the spec's (001 §8); the rest is ours.
const translations = () => import('./translations');

export const nextStepMessages: Catalogue<NextStepMessages> = {
  en: {
    title: 'Next Step',
    loading: 'Loading your next step',
    failed: 'Something went wrong. Please try again later.',
    retry: 'Try again',
    allDone: 'You have completed every step of your programs. Well done!',
    noSteps: 'No steps yet. Your next step shows here once you are enrolled in a program.',
    signedOut: 'Sign in to see your next step.',
  },
  translations: lazyTranslations(translations),
};

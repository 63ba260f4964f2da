import { ERROR_MESSAGES } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface ErrorScreenMessages {
  notFoundTitle: string;
  notFound: string;
  failedTitle: string;
  /** spec 000 §8 Unexpected. */
  unexpected: string;
  goToHealthDeck: string;
  sessionEndedTitle: string;
  sessionEnded: string;
  signIn: string;
}

const translations = () => import('./error-screen-translations.js');

// The screens a member lands on when something is wrong: an unknown path, a render error (the
// spec's Unexpected message, 000 §8) and /unauthorized (000 §2, §4). The rest of the wording is ours.
export const errorScreenMessages: Catalogue<ErrorScreenMessages> = {
  en: {
    notFoundTitle: 'Page not found',
    notFound: 'We could not find that page.',
    failedTitle: 'Something went wrong',
    unexpected: ERROR_MESSAGES.Unexpected,
    goToHealthDeck: 'Go to HealthDeck',
    sessionEndedTitle: 'Your session has ended',
    sessionEnded: 'For your security you were signed out. Please sign in again to continue.',
    signIn: 'Sign in',
  },
  translations: lazyTranslations(translations),
};

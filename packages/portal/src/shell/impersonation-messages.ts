import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface ImpersonationMessages {
  /** spec 000 §1: 'Logged in as: {name}' (the member's name, or their email when they have none). */
  loggedInAs: (name: string) => string;
  stop: string;
  stopFailed: string;
}

const translations = () => import('./impersonation-translations.js');

// The banner is the spec's (000 §1, 001 §1); the rest is ours.
export const impersonationMessages: Catalogue<ImpersonationMessages> = {
  en: {
    loggedInAs: (name) => `Logged in as: ${name}`,
    stop: 'Back to my account',
    stopFailed: 'Could not return to your account. Sign in again.',
  },
  translations: lazyTranslations(translations),
};

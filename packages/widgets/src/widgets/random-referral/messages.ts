import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface RandomReferralMessages {
  title: string;
  loading: string;
  empty: string;
  failed: string;
  retry: string;
  /** The button when the referral has no button_text. */
  learnMore: string;
  newTab: string;
  signedOut: string;
}

// The spec gives the referral's fields only (001 §3 Referral); these strings are ours.
const translations = () => import('./translations');

export const randomReferralMessages: Catalogue<RandomReferralMessages> = {
  en: {
    title: 'Recommended for you',
    loading: 'Loading a recommendation',
    empty: 'No recommendation for you right now.',
    failed: 'We could not load a recommendation.',
    retry: 'Try again',
    learnMore: 'Learn more',
    newTab: 'opens in a new tab',
    signedOut: 'Sign in to see recommendations for you.',
  },
  translations: lazyTranslations(translations),
};

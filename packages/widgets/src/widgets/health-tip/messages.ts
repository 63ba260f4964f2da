import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface HealthTipMessages {
  title: string;
  loading: string;
  empty: string;
  failed: string;
  retry: string;
  signedOut: string;
}

// The spec gives the tip's field only (001 §3 Health tip: description); these strings are ours.
const translations = () => import('./translations');

export const healthTipMessages: Catalogue<HealthTipMessages> = {
  en: {
    title: 'Health tip',
    loading: 'Loading a health tip',
    empty: 'No health tip today. Check back soon.',
    failed: 'We could not load a health tip.',
    retry: 'Try again',
    signedOut: 'Sign in to see your health tip.',
  },
  translations: lazyTranslations(translations),
};

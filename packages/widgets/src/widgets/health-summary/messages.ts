import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface HealthSummaryMessages {
  title: string;
  loading: string;
  signedOut: string;
  retry: string;
  loadFailed: string;
  empty: string;
  /** '{progress} of {max}'. */
  ofMax: string;
}

const translations = () => import('./translations');

export const healthSummaryMessages: Catalogue<HealthSummaryMessages> = {
  en: {
    title: 'Health Summary',
    loading: 'Loading your health summary',
    signedOut: 'Sign in to see your health summary.',
    retry: 'Try again',
    loadFailed: 'Your health summary could not be loaded. Please try again later.',
    empty: 'No health scores yet.',
    ofMax: '{progress} of {max}',
  },
  translations: lazyTranslations(translations),
};

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
  /** Under the scores when no device is connected (steps, sleep and calories come only from one). */
  noDevice: string;
  connectDevice: string;
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
    noDevice: 'No device is connected. Connect a fitness tracker to see your steps, sleep and active calories here.',
    connectDevice: 'Connect a device',
  },
  translations: lazyTranslations(translations),
};

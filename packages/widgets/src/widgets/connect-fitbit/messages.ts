import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ConnectFitbitMessages {
  title: string;
  signedOut: string;
  loading: string;
  failed: string;
  retry: string;
  intro: string;
  connect: string;
  disconnect: string;
  /** '{date}' is the day it was connected. */
  connectedSince: string;
  connected: string;
  connectedToast: string;
  disconnectedToast: string;
  changeFailed: string;
  unavailable: string;
  manage: string;
}

const translations = () => import('./translations');

export const connectFitbitMessages: Catalogue<ConnectFitbitMessages> = {
  en: {
    title: 'Connect Fitbit',
    signedOut: 'Sign in to connect your Fitbit.',
    loading: 'Loading your devices',
    failed: 'Your devices could not be loaded.',
    retry: 'Try again',
    intro: 'Connect your Fitbit to see your sleep and activity here.',
    connect: 'Connect Fitbit',
    disconnect: 'Disconnect Fitbit',
    connectedSince: 'Your Fitbit is connected since {date}.',
    connected: 'Your Fitbit is connected.',
    connectedToast: 'Fitbit is connected.',
    disconnectedToast: 'Fitbit is disconnected.',
    changeFailed: 'Something went wrong. Please try again later.',
    unavailable: 'Fitbit cannot be connected here yet.',
    manage: 'Other devices',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface DeviceCallbackMessages {
  title: string;
  connecting: string;
  connected: string;
  /** The member said no on Fitbit's consent page. */
  denied: string;
  /** The address has no code or state (opened by hand, or cut). */
  incomplete: string;
  failed: string;
  toDevices: string;
}

const translations = () => import('./device-callback-translations.js');

// /client/devices/fitbit/callback: the member's return from Fitbit's consent page (ours).
export const deviceCallbackMessages: Catalogue<DeviceCallbackMessages> = {
  en: {
    title: 'Connect Fitbit',
    connecting: 'Connecting your Fitbit…',
    connected: 'Your Fitbit is connected. Your sleep and activity will appear on your dashboard.',
    denied: 'You did not allow HealthDeck to read your Fitbit data, so nothing was connected.',
    incomplete: 'This link is incomplete. Start connecting your Fitbit again from your devices.',
    failed: 'Your Fitbit could not be connected.',
    toDevices: 'Go to your devices',
  },
  translations: lazyTranslations(translations),
};

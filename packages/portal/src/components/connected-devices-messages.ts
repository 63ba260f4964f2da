import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface ConnectedDevicesMessages {
  title: string;
  intro: string;
  connectedSince: (date: string) => string;
  connected: string;
  notConnected: string;
  connect: string;
  disconnect: string;
  /** The buttons' names, with the device's. */
  connectDevice: (device: string) => string;
  disconnectDevice: (device: string) => string;
  /** The success toast after a change. */
  changed: (device: string, connected: boolean) => string;
  loadFailed: string;
  loadAgain: string;
  loading: string;
}

const translations = () => import('./connected-devices-translations.js');

// The profile's Connected devices (spec 000 §7.6 authorizers, revoke); the wording is ours.
export const connectedDevicesMessages: Catalogue<ConnectedDevicesMessages> = {
  en: {
    title: 'Connected devices',
    intro: 'Your sleep and activity come from a device you connect. Without one, none is shown.',
    connectedSince: (date) => `Connected since ${date}`,
    connected: 'Connected',
    notConnected: 'Not connected',
    connect: 'Connect',
    disconnect: 'Disconnect',
    connectDevice: (device) => `Connect ${device}`,
    disconnectDevice: (device) => `Disconnect ${device}`,
    changed: (device, connected) => `${device} is ${connected ? 'connected' : 'disconnected'}.`,
    loadFailed: 'Your devices could not be loaded.',
    loadAgain: 'Load devices again',
    loading: 'Loading your devices…',
  },
  translations: lazyTranslations(translations),
};

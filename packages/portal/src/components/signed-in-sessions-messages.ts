import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface SignedInSessionsMessages {
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  /** A session whose user agent names its browser and system. */
  browserOn: (browser: string, os: string) => string;
  unknownDevice: string;
  device: { mobile: string; tablet: string; desktop: string };
  thisDevice: string;
  signedIn: (when: string) => string;
  lastUsed: (when: string) => string;
  signOut: string;
  /** The button's accessible name: holds `signOut` word for word, so speech users can say what they see (WCAG 2.5.3). */
  signOutLabel: (name: string) => string;
  signOutOthers: string;
  signedOut: string;
  othersSignedOut: (count: number) => string;
  endFailed: string;
  onlyThis: string;
}

const translations = () => import('./signed-in-sessions-translations.js');

// The browsers and apps signed in to the account, and signing them out (docs/decisions/0070-sessions-checked-on-every-request.md).
export const signedInSessionsMessages: Catalogue<SignedInSessionsMessages> = {
  en: {
    title: 'Where you are signed in',
    intro: 'Each browser or app signed in to your account. Sign out any you do not recognise; it is refused at once.',
    loading: 'Loading your sessions',
    loadFailed: 'Your sessions could not be loaded.',
    retry: 'Load your sessions again',
    browserOn: (browser, os) => `${browser} on ${os}`,
    unknownDevice: 'An unknown browser or app',
    device: { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' },
    thisDevice: 'This device',
    signedIn: (when) => `Signed in ${when}`,
    lastUsed: (when) => `Last used ${when}`,
    signOut: 'Sign out',
    signOutLabel: (name) => `Sign out ${name}`,
    signOutOthers: 'Sign out everywhere else',
    signedOut: 'That session is signed out.',
    othersSignedOut: (count) => (count === 1 ? '1 other session is signed out.' : `${count} other sessions are signed out.`),
    endFailed: 'That did not work. Please try again.',
    onlyThis: 'You are signed in here only.',
  },
  translations: lazyTranslations(translations),
};

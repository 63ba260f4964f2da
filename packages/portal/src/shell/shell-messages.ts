import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface ShellMessages {
  skipToContent: string;
  /** The product's name, the same in every language. */
  brand: string;
  /** The sidebar navigation's name. */
  navigation: string;
  /** The button that opens the sidebar's pages on a phone. */
  menu: string;
  home: string;
  testingCenter: string;
  /** Ours: the member's one timeline (/client/timeline). */
  timeline: string;
  profile: string;
  admin: string;
  loading: string;
  signOut: string;
  /** spec 000 §8 toast title for a success. */
  success: string;
  /** The hidden partner sign-on frame's title (spec 001 §4 "Single sign-on session"), for assistive technology. */
  partnerSignOnFrame: string;
}

const translations = () => import('./shell-translations.js');

// The client area's frame (spec 000 §2: its own sidebar, default item /client/home) and the toast
// title the portal's own success toasts use ('Success!', spec 000 §8).
export const shellMessages: Catalogue<ShellMessages> = {
  en: {
    skipToContent: 'Skip to content',
    brand: 'HealthDeck',
    navigation: 'Client',
    menu: 'Menu',
    home: 'Home',
    testingCenter: 'Testing center',
    timeline: 'Timeline',
    profile: 'Profile',
    admin: 'Admin',
    loading: 'Loading…',
    signOut: 'Sign out',
    success: 'Success!',
    partnerSignOnFrame: 'MoreActive sign-in (hidden)',
  },
  translations: lazyTranslations(translations),
};

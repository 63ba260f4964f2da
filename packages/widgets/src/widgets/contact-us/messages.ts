import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ContactUsMessages {
  title: string;
  /** When the widget has no description of its own. */
  text: string;
  /** When the widget has no button text of its own. */
  button: string;
  newTab: string;
  empty: string;
  loading: string;
  failed: string;
  retry: string;
  signedOut: string;
}

// spec 001 §2 names the widget "contact us"; the strings are ours.
const translations = () => import('./translations');

export const contactUsMessages: Catalogue<ContactUsMessages> = {
  en: {
    title: 'Contact us',
    text: 'Questions about your care or your account? We are here to help.',
    button: 'Contact us',
    newTab: 'opens in a new tab',
    empty: 'Our contact page is not set up yet. Please check back soon.',
    loading: 'Loading our contact page',
    failed: 'We could not load our contact page.',
    retry: 'Try again',
    signedOut: 'Sign in to contact us.',
  },
  translations: lazyTranslations(translations),
};

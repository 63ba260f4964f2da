import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface CalendlyMessages {
  title: string;
  /** Above the embedded Calendly page. */
  text: string;
  /** When the scheduling site is not Calendly: it opens in a new tab only. */
  linkOnly: string;
  frameTitle: string;
  /** The link under the embedded page. */
  openElsewhere: string;
  /** The link when nothing is embedded. */
  button: string;
  newTab: string;
  loading: string;
  empty: string;
  failed: string;
  retry: string;
  signedOut: string;
}

// spec 000 §3.4 names the page type CALENDLY; the strings are ours.
const translations = () => import('./translations');

export const calendlyMessages: Catalogue<CalendlyMessages> = {
  en: {
    title: 'Schedule a call',
    text: 'Pick a day and a time that suit you to talk with your care team.',
    linkOnly: 'Pick a time that suits you to talk with your care team on our scheduling page.',
    frameTitle: 'Scheduling page (Calendly)',
    openElsewhere: 'Open the scheduling page',
    button: 'Pick a time',
    newTab: 'opens in a new tab',
    loading: 'Loading the scheduling page',
    empty: 'Scheduling is not available right now.',
    failed: 'We could not load the scheduling page.',
    retry: 'Try again',
    signedOut: 'Sign in to schedule a call.',
  },
  translations: lazyTranslations(translations),
};

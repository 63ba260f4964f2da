import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface CallReminderMessages {
  /** spec 001 §4 Reminder. */
  title: string;
  /** spec 001 §8: the toast when loading the reminder fails. */
  failed: string;
  retry: string;
  loading: string;
  empty: string;
  /** '{name}' is the advocate's or physician's name. */
  with: string;
  view: string;
  book: string;
  signedOut: string;
}

// The title and the failure message are the spec's (001 §4 Reminder, §8); the rest is ours.
const translations = () => import('./translations');

export const callReminderMessages: Catalogue<CallReminderMessages> = {
  en: {
    title: 'Care Advocate - Welcome Call',
    failed: 'Something went wrong',
    retry: 'Try again',
    loading: 'Loading your call',
    empty: 'You have no welcome call booked yet.',
    with: 'With {name}',
    view: 'View my appointments',
    book: 'Book a call',
    signedOut: 'Sign in to see your welcome call.',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ScheduleMessages {
  title: string;
  text: string;
  button: string;
  newTab: string;
  loading: string;
  empty: string;
  failed: string;
  retry: string;
  signedOut: string;
}

// spec 001 §2 names the widget "schedule a call"; the strings are ours.
const translations = () => import('./translations');

export const scheduleMessages: Catalogue<ScheduleMessages> = {
  en: {
    title: 'Schedule a call',
    text: 'Pick a time that suits you to talk with your care team.',
    button: 'Pick a time',
    newTab: 'opens in a new tab',
    loading: 'Loading the scheduling link',
    empty: 'Scheduling is not available right now.',
    failed: 'We could not load the scheduling link.',
    retry: 'Try again',
    signedOut: 'Sign in to schedule a call.',
  },
  translations: lazyTranslations(translations),
};

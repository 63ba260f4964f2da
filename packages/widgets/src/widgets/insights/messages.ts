import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface InsightsMessages {
  title: string;
  /** {date} the day the figures are from. */
  latestDay: string;
  steps: string;
  distance: string;
  calories: string;
  sleep: string;
  /** {value} miles. */
  miles: string;
  /** {value} kilocalories. */
  kcal: string;
  notRecorded: string;
  /** {sources} the connected devices. */
  from: string;
  noDevice: string;
  connect: string;
  empty: string;
  loading: string;
  failed: string;
  retry: string;
  signedOut: string;
}

// spec 000 §3.4 names the page type INSIGHTS; the strings are ours.
const translations = () => import('./translations');

export const insightsMessages: Catalogue<InsightsMessages> = {
  en: {
    title: 'Your insights',
    latestDay: 'Your latest day: {date}',
    steps: 'Steps',
    distance: 'Distance',
    calories: 'Calories burned',
    sleep: 'Sleep',
    miles: '{value} mi',
    kcal: '{value} kcal',
    notRecorded: 'Not recorded',
    from: 'From your connected devices: {sources}',
    noDevice: 'Connect a fitness tracker to see insights from your activity and sleep.',
    connect: 'Connect a device',
    empty: 'Your devices have not recorded a day yet. Check back tomorrow.',
    loading: 'Loading your insights',
    failed: 'We could not load your insights.',
    retry: 'Try again',
    signedOut: 'Sign in to see your insights.',
  },
  translations: lazyTranslations(translations),
};

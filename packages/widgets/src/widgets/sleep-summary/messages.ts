import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface SleepSummaryMessages {
  title: string;
  /** Label before the duration of the latest night. */
  lastNight: string;
  /** spec 001 §9 comparison with the previous day; `amount` is '1h 30m', '2h', '30m'. */
  similar: string;
  more: (amount: string) => string;
  less: (amount: string) => string;
  /** A difference of 5–29 minutes, which rounds to no whole half hour. */
  underHalfHour: string;
  stages: string;
  light: string;
  deep: string;
  rem: string;
  /** The stage bar's spoken value: '52% of your sleep'. */
  share: (percent: number) => string;
  /** Heading of the tips shown when only one night is recorded (spec 001 §9). */
  tipTitle: string;
  /** spec 001 §9: nine rotating sleep tips. */
  tips: readonly string[];
  empty: string;
  /** No device connected (body metrics exist only with one): the empty state and its link. */
  noDevice: string;
  connectDevice: string;
  loading: string;
  signedOut: string;
  retry: string;
  /** spec 001 §8. */
  loadFailed: string;
}

// English is the spec's wording where the spec gives one (§8); the other languages are ours.
const translations = () => import('./translations');

export const sleepSummaryMessages: Catalogue<SleepSummaryMessages> = {
  en: {
    title: 'Sleep Summary',
    lastNight: 'Last night',
    similar: 'Similar to the previous day',
    more: (amount) => `${amount} more than the previous day`,
    less: (amount) => `${amount} less than the previous day`,
    underHalfHour: 'Under 30m',
    stages: 'Sleep stages',
    light: 'Light',
    deep: 'Deep',
    rem: 'REM',
    share: (percent) => `${percent}% of your sleep`,
    tipTitle: 'Sleep tip',
    tips: [
      'Go to bed and wake up at the same time every day, weekends included.',
      'Keep your bedroom cool, dark and quiet.',
      'Put screens away at least 30 minutes before bed.',
      'Avoid caffeine after mid-afternoon.',
      'Get some daylight in the morning to set your body clock.',
      'Keep naps short — 20 to 30 minutes, and not late in the day.',
      'Avoid heavy meals and alcohol close to bedtime.',
      'Wind down with a calm routine: reading, stretching or a warm shower.',
      'If you cannot fall asleep after 20 minutes, get up and do something relaxing until you feel sleepy.',
    ],
    empty: 'No sleep data yet. Your sleep will show here once your tracker has recorded a night.',
    noDevice: 'No device is connected. Connect a sleep or fitness tracker to see your sleep here.',
    connectDevice: 'Connect a device',
    loading: 'Loading sleep summary',
    signedOut: 'Sign in to see your sleep summary.',
    retry: 'Try again',
    loadFailed: 'Something went wrong while loading your sleep data.',
  },
  translations: lazyTranslations(translations),
};

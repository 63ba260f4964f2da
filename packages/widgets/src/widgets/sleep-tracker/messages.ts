import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface SleepMessages {
  title: string;
  addSleep: string;
  removeSleep: string;
  /** Accessible name of the level meter. */
  level: string;
  /** After the level: 'of 14'. */
  outOf: (max: number) => string;
  /** The meter's spoken value: '9 of 14'. */
  levelText: (level: number, max: number) => string;
  /** The sleep goal button (spec 001 §2: it opens /client/profile). */
  goal: (hours: number) => string;
  loading: string;
  signedOut: string;
  retry: string;
  /** spec 001 §8. */
  loadFailed: string;
  incrementFailed: string;
  decrementFailed: string;
}

// English is the spec's wording (spec 001 §8); the other languages are our translations.
const translations = () => import('./translations');

export const sleepMessages: Catalogue<SleepMessages> = {
  en: {
    title: 'Sleep Tracker',
    addSleep: 'Add sleep',
    removeSleep: 'Remove sleep',
    level: 'Sleep level',
    outOf: (max) => `of ${max}`,
    levelText: (level, max) => `${level} of ${max}`,
    goal: (hours) => `Sleep goal: ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    loading: 'Loading sleep',
    signedOut: 'Sign in to track your sleep.',
    retry: 'Try again',
    loadFailed: 'Failed to get last sleep track, please try again later.',
    incrementFailed: 'Failed to increment sleep track, please try again later.',
    decrementFailed: 'Failed to decrement sleep track, please try again later.',
  },
  translations: lazyTranslations(translations),
};

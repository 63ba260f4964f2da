import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { DailyTasksProgressKey } from '@healthdeck/sdk';

export interface DailyTasksMessages {
  title: string;
  loading: string;
  signedOut: string;
  empty: string;
  retry: string;
  /** The star counter's accessible label (spec 001 §4 star counter). */
  starCounter: string;
  /** A number of stars, e.g. '15 stars'. */
  stars: (count: number) => string;
  /** What completing a task earns, e.g. '+5'. */
  starValue: (count: number) => string;
  completed: string;
  opensInNewTab: string;
  /** spec 001 §8. */
  loadFailed: string;
  toggleFailed: string;
  /** spec 001 §4 progress messages. */
  progress: Record<DailyTasksProgressKey, string>;
}

// English is the spec's wording (spec 001 §4, §8); the other languages are our translations.
const translations = () => import('./translations');

export const dailyTasksMessages: Catalogue<DailyTasksMessages> = {
  en: {
    title: 'Daily Tasks',
    loading: 'Loading daily tasks',
    signedOut: 'Sign in to see your daily tasks.',
    empty: 'No tasks for today. Check back tomorrow.',
    retry: 'Try again',
    starCounter: 'Stars earned',
    stars: (count) => `${count} ${count === 1 ? 'star' : 'stars'}`,
    starValue: (count) => `+${count}`,
    completed: 'Completed',
    opensInNewTab: 'opens in a new tab',
    loadFailed: 'Failed to fetch daily tasks.',
    toggleFailed: 'Failed to toggle daily task.',
    progress: {
      keepGoing: 'Keep Going',
      almostDone: "Almost done, you've got this!",
      done: 'Great job! Another day of tasks completed!',
    },
  },
  translations: lazyTranslations(translations),
};

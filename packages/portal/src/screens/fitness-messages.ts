import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface FitnessMessages {
  title: string;
  /** spec 001 §8: the activity data could not be read. */
  loadFailed: string;
  retry: string;
  loading: string;
  noActivity: string;
  caption: string;
  measure: string;
  today: string;
  yesterday: string;
  goal: string;
  steps: string;
  miles: string;
  calories: string;
  goalsNotSet: string;
}

const translations = () => import('./fitness-translations.js');

// /client/fitness (spec 001 §2). Quoted from the spec: 'Something went wrong while loading your
// activity data.' (001 §8); the rest is ours.
export const fitnessMessages: Catalogue<FitnessMessages> = {
  en: {
    title: 'Fitness',
    loadFailed: 'Something went wrong while loading your activity data.',
    retry: 'Try again',
    loading: 'Loading your activity…',
    noActivity: 'No activity has been recorded yet.',
    caption: 'Your activity from your fitness tracker',
    measure: 'Measure',
    today: 'Today',
    yesterday: 'Yesterday',
    goal: 'Goal',
    steps: 'Steps',
    miles: 'Miles',
    calories: 'Calories (kcal)',
    goalsNotSet: 'Goals not set yet show as —.',
  },
  translations: lazyTranslations(translations),
};

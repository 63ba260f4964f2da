import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface FitnessMessages {
  title: string;
  steps: string;
  calories: string;
  miles: string;
  /** Under a ring: '6,400 of 10,000'. */
  ofGoal: (value: string, goal: string) => string;
  /** The ring's spoken value: '64% of your goal'. */
  percentOfGoal: (percent: number) => string;
  /** spec 001 §9 comparison with the previous day. */
  more: (amount: string) => string;
  less: (amount: string) => string;
  same: string;
  /** The card is a link to /client/fitness (spec 001 §2). */
  open: string;
  /** spec 001 §9: rotating motivational messages. */
  motivation: readonly string[];
  loading: string;
  /** No device connected (body metrics exist only with one): the empty state and its link. */
  noDevice: string;
  connectDevice: string;
  signedOut: string;
  retry: string;
  /** spec 001 §8. */
  loadFailed: string;
}

// English is the spec's wording where the spec gives one (§8); the other languages are ours.
const translations = () => import('./translations');

export const fitnessMessages: Catalogue<FitnessMessages> = {
  en: {
    title: 'Fitness',
    steps: 'Steps',
    calories: 'Calories',
    miles: 'Miles',
    ofGoal: (value, goal) => `${value} of ${goal}`,
    percentOfGoal: (percent) => `${percent}% of your goal`,
    more: (amount) => `${amount} more than the previous day`,
    less: (amount) => `${amount} less than the previous day`,
    same: 'Same as the previous day',
    open: 'Open fitness details',
    motivation: [
      'Every step counts — keep moving!',
      'A short walk now is a win for later.',
      'You are building a healthy habit, one day at a time.',
      'Take the stairs today and feel the difference.',
      'Small steps add up to big changes.',
      'Stretch, breathe, move — your body will thank you.',
    ],
    loading: 'Loading activity',
    noDevice: 'No device is connected. Connect a fitness tracker to see your steps, calories and miles here.',
    connectDevice: 'Connect a device',
    signedOut: 'Sign in to see your activity.',
    retry: 'Try again',
    loadFailed: 'Something went wrong while loading your activity data.',
  },
  translations: lazyTranslations(translations),
};

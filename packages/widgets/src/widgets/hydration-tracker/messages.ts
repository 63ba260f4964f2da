import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface HydrationMessages {
  title: string;
  addWater: string;
  removeWater: string;
  /** Unit after the total and the goal. */
  ounces: string;
  goal: (goal: number) => string;
  loading: string;
  signedOut: string;
  retry: string;
  /** spec 001 §8. */
  loadFailed: string;
  incrementFailed: string;
  decrementFailed: string;
  /** spec 001 §4: the nine messages, keyed by the English text the sdk's hydrationMessage returns. */
  levels: Record<HydrationLevel, string>;
}

export type HydrationLevel =
  | 'Ready, steady, GO!'
  | 'Good start!'
  | 'Time to hydrate!'
  | 'Remember your goal!'
  | 'Keep drinking!'
  | 'Stay hydrated!'
  | 'Don’t give up!'
  | 'You’re almost there!'
  | 'Amazing job!';

// English is the spec's wording (spec 001 §4, §8); the other languages are our translations.
const translations = () => import('./translations');

export const hydrationMessages: Catalogue<HydrationMessages> = {
  en: {
    title: 'Hydration Tracker',
    addWater: 'Add water',
    removeWater: 'Remove water',
    ounces: 'oz',
    goal: (goal) => `Goal: ${goal} oz`,
    loading: 'Loading hydration',
    signedOut: 'Sign in to track your hydration.',
    retry: 'Try again',
    loadFailed: 'Failed to get last hydration track, please try again later.',
    incrementFailed: 'Failed to increment hydration track, please try again later.',
    decrementFailed: 'Failed to decrement hydration track, please try again later.',
    levels: {
      'Ready, steady, GO!': 'Ready, steady, GO!',
      'Good start!': 'Good start!',
      'Time to hydrate!': 'Time to hydrate!',
      'Remember your goal!': 'Remember your goal!',
      'Keep drinking!': 'Keep drinking!',
      'Stay hydrated!': 'Stay hydrated!',
      'Don’t give up!': 'Don’t give up!',
      'You’re almost there!': 'You’re almost there!',
      'Amazing job!': 'Amazing job!',
    },
  },
  translations: lazyTranslations(translations),
};

export function isHydrationLevel(message: string): message is HydrationLevel {
  return Object.hasOwn(hydrationMessages.en.levels, message);
}

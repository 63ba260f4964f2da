import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface ProfileMessages {
  title: string;
  /** spec 001 §8: the member profile could not be read. */
  loadFailed: string;
  retry: string;
  loading: string;
  preferences: string;
  /** The member's name (spec 000 §1 {name}); the hint shows while an older account has none. */
  name: string;
  nameHint: string;
  email: string;
  sleepGoal: string;
  sleepGoalHint: (hours: number) => string;
  waterGoal: string;
  waterGoalHint: (ounces: number) => string;
  save: string;
  saved: string;
  /** The card that leads to /client/consents. */
  consentsTitle: string;
  consentsIntro: string;
  consentsLink: string;
}

const translations = () => import('./profile-translations.js');

// /client/profile (spec 001 §2). Quoted from the spec: 'There was an error fetching your member
// profile.' (001 §8); the rest is ours.
export const profileMessages: Catalogue<ProfileMessages> = {
  en: {
    title: 'Your profile',
    loadFailed: 'There was an error fetching your member profile.',
    retry: 'Try again',
    loading: 'Loading your profile…',
    preferences: 'Your preferences',
    name: 'Your name',
    nameHint: 'Add your name so we can greet you by it.',
    email: 'Email',
    sleepGoal: 'Sleep goal (hours)',
    sleepGoalHint: (hours) => `Leave empty to use ${hours} hours`,
    waterGoal: 'Daily water goal (ounces)',
    waterGoalHint: (ounces) => `Leave empty to use ${ounces} ounces`,
    save: 'Save',
    saved: 'Your profile was saved.',
    consentsTitle: 'Agreements and consents',
    consentsIntro: 'See every agreement you answered, with dates and versions, and withdraw a consent where the agreement allows it.',
    consentsLink: 'Review your agreements',
  },
  translations: lazyTranslations(translations),
};

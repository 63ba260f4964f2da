import type { MoodValue } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface MoodMessages {
  title: string;
  /** The question above the faces. */
  prompt: string;
  /** Shown while no mood is logged today (empty state). */
  empty: string;
  /** Names the group of mood buttons. */
  options: string;
  loading: string;
  signedOut: string;
  /** spec 001 §3 labels (Happy, Neutral, Sad, Anxious, Sick, Angry). */
  moods: Record<MoodValue, string>;
}

// English is the spec's wording (spec 001 §3 labels); the other languages are our translations.
const translations = () => import('./translations');

export const moodMessages: Catalogue<MoodMessages> = {
  en: {
    title: 'Mood Tracker',
    prompt: 'How are you feeling today?',
    empty: 'Click on the facial expression that matches your mood.',
    options: 'Moods',
    loading: 'Loading mood',
    signedOut: 'Sign in to log your mood.',
    moods: { happy: 'Happy', neutral: 'Neutral', sad: 'Sad', anxious: 'Anxious', sick: 'Sick', angry: 'Angry' },
  },
  translations: lazyTranslations(translations),
};

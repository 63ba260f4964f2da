import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface SymptomsMessages {
  title: string;
  /** spec 001 §4 guided tour step 3 wording. */
  prompt: string;
  /** Names the group of symptom buttons. */
  options: string;
  /** Shown when the catalogue has no symptoms (empty state). */
  empty: string;
  loading: string;
  signedOut: string;
  retry: string;
  /** Ours: the spec gives no message for a failed list load. */
  loadFailed: string;
  /** spec 001 §8 (the list is restored). */
  updateFailed: string;
}

// English is the spec's wording (spec 001 §4, §8); the other languages are our translations.
const translations = () => import('./translations');

export const symptomsMessages: Catalogue<SymptomsMessages> = {
  en: {
    title: 'Symptoms',
    prompt: 'Select any symptoms you’re experiencing, or select None of these.',
    options: 'Symptoms today',
    empty: 'There are no symptoms to log yet.',
    loading: 'Loading symptoms',
    signedOut: 'Sign in to log your symptoms.',
    retry: 'Try again',
    loadFailed: 'Failed to load symptoms, please try again later.',
    updateFailed: 'Failed to update user symptom.',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { TourStep } from './tour-machine';

export interface GuidedTourMessages {
  /** Names the tour callout (dialog). */
  label: string;
  /** 'Step 1 of 3' progress. */
  progress: (step: number, total: number) => string;
  steps: Record<TourStep, { title: string; body: string }>;
}

// English is the spec's wording (spec 001 §4 Guided tour); the other languages are our translations.
const translations = () => import('./translations');

export const guidedTourMessages: Catalogue<GuidedTourMessages> = {
  en: {
    label: 'Guided tour',
    progress: (step, total) => `Step ${step} of ${total}`,
    steps: {
      hydration: { title: 'Log hydration', body: 'Click the plus icon to start logging your water.' },
      mood: { title: 'Log mood', body: 'Click on the facial expression that matches your mood.' },
      symptoms: { title: 'Log symptoms', body: "Select any symptoms you're experiencing, or select No Symptoms." },
    },
  },
  translations: lazyTranslations(translations),
};

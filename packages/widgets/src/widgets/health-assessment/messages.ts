import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The card's own strings (the assessment's names: hra-form/section-messages.ts). */
export interface HealthAssessmentMessages {
  /** The empty card (nothing answered yet). */
  emptyText: string;
  /** spec 001 §2: the button leading to the page whose path is hra-form. */
  startNow: string;
  continue: string;
  view: string;
  submitted: string;
}

const translations = () => import('./translations');

export const healthAssessmentMessages: Catalogue<HealthAssessmentMessages> = {
  en: {
    emptyText: 'Answer a few questions about your habits, your mood and your family’s health, so that your care team can support you. It takes about 5 minutes.',
    startNow: 'Start now',
    continue: 'Continue assessment',
    view: 'View assessment',
    submitted: 'Your assessment was submitted.',
  },
  translations: lazyTranslations(translations),
};

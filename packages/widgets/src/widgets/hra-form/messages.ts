import { SECTION_STATUS_LABELS, type FormStatus } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The health assessment page's own strings (the sections' names and badges: section-messages.ts; an open section's: section-form-messages.ts). */
export interface HraFormMessages {
  intro: string;
  /** spec 001 §4: a section's button (new Get started, incomplete Complete, complete Edit, skipped Continue Section). */
  buttons: Record<FormStatus, string>;
  submit: string;
  submitHint: string;
  /** '{date}' is the submission date. */
  submitted: string;
  saved: string;
  submitFailed: string;
}

// The button labels are the spec's (001 §4, from the sdk rule).
const translations = () => import('./translations');

export const hraFormMessages: Catalogue<HraFormMessages> = {
  en: {
    intro:
      'Answer each section at your own pace: your answers are saved as you go and encrypted so that only you can read them. Submit the assessment once every section is complete or skipped.',
    buttons: { ...SECTION_STATUS_LABELS },
    submit: 'Submit assessment',
    submitHint: 'Complete or skip every section to submit the assessment.',
    submitted: 'Submitted on {date}. You can still open a section to change your answers; saving it reopens the assessment.',
    saved: 'Your answers were saved.',
    submitFailed: 'Your assessment could not be submitted. Please try again.',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The strings of a Save draft's or a Submit's outcome: save-answers.ts loads them on the member's first action. */
export interface NutritionSaveMessages {
  saved: string;
  submittedNow: string;
  submitFailed: string;
}

// The translations are the form's one module (translations.ts), shared with its first view's strings.
const translations = () => import('./translations');

export const nutritionSaveMessages: Catalogue<NutritionSaveMessages> = {
  en: {
    saved: 'Your draft was saved.',
    submittedNow: 'Your nutrition form was submitted.',
    submitFailed: 'Your nutrition form could not be submitted. Please try again.',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '../../../i18n/language';
import type { QuestionnaireErrors } from './questionnaire';

// The translations are the questionnaire's one module (translations.ts), shared with its locked state's strings.
const translations = () => import('./translations');

/** The questionnaire's validation messages ({min}, {max} filled in): answers-schema.ts reads them as it loads, with the validation. */
export const questionnaireErrorMessages: Catalogue<QuestionnaireErrors> = {
  en: {
    required: 'Please answer this question',
    chooseOne: 'Choose at least one answer',
    range: 'Enter a whole number from {min} to {max}',
    tooLong: 'Use at most {max} characters',
  },
  translations: lazyTranslations(translations),
};

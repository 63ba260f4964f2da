import { lazyTranslations, type Catalogue } from '../../../i18n/language';
import type { PrivateKeyUnlockStrings } from '../private-key-unlock';
import type { QuestionnaireErrors } from './questionnaire';

/** The strings every sealed questionnaire shares: its validation messages and its locked state. */
export interface QuestionnaireMessages extends QuestionnaireErrors, PrivateKeyUnlockStrings {}

const translations = () => import('./translations');

export const questionnaireMessages: Catalogue<QuestionnaireMessages> = {
  en: {
    required: 'Please answer this question',
    chooseOne: 'Choose at least one answer',
    range: 'Enter a whole number from {min} to {max}',
    tooLong: 'Use at most {max} characters',
    lockedTitle: 'Your answers are locked',
    lockedText: 'Your answers are encrypted so that only you can read them. Enter your password to open them in this browser.',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'That password did not unlock your data.',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '../../../i18n/language';
import type { PrivateKeyUnlockStrings } from '../private-key-unlock';

/**
 * The strings every sealed questionnaire shares in its locked state. Its validation messages are
 * error-messages.ts, read when the validation loads; both share one translations module.
 */
export type QuestionnaireMessages = PrivateKeyUnlockStrings;

const translations = () => import('./translations');

export const questionnaireMessages: Catalogue<QuestionnaireMessages> = {
  en: {
    lockedTitle: 'Your answers are locked',
    lockedText: 'Your answers are encrypted so that only you can read them. Enter your password to open them in this browser.',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'That password did not unlock your data.',
  },
  translations: lazyTranslations(translations),
};

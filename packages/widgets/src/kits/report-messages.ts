import type { Catalogue } from '../i18n/language';
import { kitTranslations } from './messages';

/**
 * The strings of a kit report's locked state and its download (the testing center and the result
 * page, with unlock-form.tsx and kit-download.ts); the recent test and the register form show neither.
 */
export interface KitReportMessages {
  /** Locked state (spec 000 §5: encrypted reads need the member's key). */
  lockedTitle: string;
  lockedText: string;
  password: string;
  unlock: string;
  wrongPassword: string;
  downloadFailed: string;
  /** spec 001 §8. */
  noResultsFile: string;
}

// Quoted from the spec: 'No results file available.' (001 §8). The rest is ours.
const en: KitReportMessages = {
  lockedTitle: 'Your results are locked',
  lockedText: 'Your results are encrypted. Enter your password to open them in this browser.',
  password: 'Password',
  unlock: 'Unlock',
  wrongPassword: 'This password did not unlock your results.',
  downloadFailed: 'The results could not be downloaded. Please try again.',
  noResultsFile: 'No results file available.',
};

export const kitReportMessages: Catalogue<KitReportMessages> = { en, translations: kitTranslations(en) };

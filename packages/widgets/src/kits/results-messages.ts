import type { Catalogue } from '../i18n/language';
import { kitTranslations, type TestingCenterMessages } from './messages';

/** The result page's own strings (its shared ones, e.g. the kit labels and the locked state, are the testing center's; the opened results' are opened-results-messages.ts). */
export interface KitResultsMessages {
  /** Kit result page (spec 001 §3, §9). */
  resultsTitle: string;
  noResultsYet: string;
  downloadResults: string;
}

const en: KitResultsMessages = {
  resultsTitle: 'Test results',
  noResultsYet: 'The results of this kit are not ready yet.',
  downloadResults: 'Download results',
};

export const kitResultsMessages: Catalogue<KitResultsMessages> = { en, translations: kitTranslations(en) };

/** The result page's strings: the shared ones and its own. */
export type KitResultsText = TestingCenterMessages & KitResultsMessages;

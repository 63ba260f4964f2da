import { lazyTranslations, type Catalogue } from '../i18n/language';

/** The strings of the vitals history screen (/client/vitals/history); the rows, badges and locked state are the card's (messages.ts). */
export interface VitalsHistoryMessages {
  retry: string;
  /** The history screen (/client/vitals/history). */
  historyTitle: string;
  historyEmpty: string;
  historyLoadFailed: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

export const vitalsHistoryMessages: Catalogue<VitalsHistoryMessages> = {
  en: {
    retry: 'Try again',
    historyTitle: 'Vitals history',
    historyEmpty: 'You have no vitals yet. Take your vitals to see them here.',
    historyLoadFailed: 'Your vitals could not be loaded. Please try again later.',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
  },
  translations: lazyTranslations(() => import('./translations')),
};

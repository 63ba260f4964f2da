import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface DailyJournalMessages {
  /** spec 001 §2 Daily Journal heading. */
  title: string;
  /** The header's text link that starts the guided tour (spec 001 §4). */
  takeTour: string;
}

// English is the spec's wording (spec 001 §2); the other languages are our translations.
const translations = () => import('./translations');

export const dailyJournalMessages: Catalogue<DailyJournalMessages> = {
  en: {
    title: 'Daily Journal',
    takeTour: 'Take the tour',
  },
  translations: lazyTranslations(translations),
};

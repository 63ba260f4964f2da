import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ClientTableMessages {
  /** spec 001 §2: empty text. */
  empty: string;
  search: string;
  /** Under a table wider than the screen (a 375 px phone): the other columns are a sideways scroll away. */
  scrollHint: string;
  /** The resize handle of a column. */
  resize: (column: string) => string;
}

const translations = () => import('./translations');

// 'No Results Found.' is the spec's (001 §2); the rest is ours (the pagination's strings are pagination/messages.ts).
export const clientTableMessages: Catalogue<ClientTableMessages> = {
  en: {
    empty: 'No Results Found.',
    search: 'Search',
    scrollHint: 'Swipe or scroll sideways to see every column.',
    resize: (column) => `Resize ${column}`,
  },
  translations: lazyTranslations(translations),
};

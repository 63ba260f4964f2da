import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ClientTableMessages {
  /** spec 001 §2 Testing center screens: pagination buttons. */
  firstPage: string;
  previous: string;
  next: string;
  lastPage: string;
  /** spec 001 §2: 'Page X of Y'. */
  pageOf: (page: number, pages: number) => string;
  /** spec 001 §2: empty text. */
  empty: string;
  search: string;
  /** The resize handle of a column. */
  resize: (column: string) => string;
  pagination: string;
}

const translations = () => import('./translations');

// The pagination labels, 'Page X of Y' and 'No Results Found.' are the spec's (001 §2); the rest is ours.
export const clientTableMessages: Catalogue<ClientTableMessages> = {
  en: {
    firstPage: 'First Page',
    previous: 'Previous',
    next: 'Next',
    lastPage: 'Last Page',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    empty: 'No Results Found.',
    search: 'Search',
    resize: (column) => `Resize ${column}`,
    pagination: 'Pagination',
  },
  translations: lazyTranslations(translations),
};

import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface PaginationMessages {
  /** spec 001 §2 Testing center screens and server table: the pagination buttons. */
  firstPage: string;
  previous: string;
  next: string;
  lastPage: string;
  /** spec 001 §2: 'Page X of Y'. */
  pageOf: (page: number, pages: number) => string;
  /** The navigation's accessible name. */
  pagination: string;
}

const translations = () => import('./translations');

// The buttons and 'Page X of Y' are the spec's (001 §2); the navigation's name is ours.
export const paginationMessages: Catalogue<PaginationMessages> = {
  en: {
    firstPage: 'First Page',
    previous: 'Previous',
    next: 'Next',
    lastPage: 'Last Page',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    pagination: 'Pagination',
  },
  translations: lazyTranslations(translations),
};

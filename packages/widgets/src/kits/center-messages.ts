import type { Catalogue } from '../i18n/language';
import { kitTranslations, type TestingCenterMessages } from './messages';

/** The testing center's own strings: its table's (the shared ones are messages.ts, the test detail card's card-messages.ts). */
export interface CenterMessages {
  tableLabel: string;
  columnTest: string;
  columnKitId: string;
  columnOrderDate: string;
  columnStatus: string;
  /** Below the table while the server holds older kits: how many of the member's kits are shown. */
  shownOf: (shown: number, total: number) => string;
  loadMore: string;
  loadingMore: string;
}

// Ours.
const en: CenterMessages = {
  tableLabel: 'Your test kits',
  columnTest: 'Test',
  columnKitId: 'Kit ID',
  columnOrderDate: 'Order date',
  columnStatus: 'Status',
  shownOf: (shown, total) => `Showing ${shown} of your ${total} test kits`,
  loadMore: 'Load more',
  loadingMore: 'Loading more test kits…',
};

export const centerMessages: Catalogue<CenterMessages> = { en, translations: kitTranslations(en) };

/** The testing center's strings: the shared ones and its own. */
export type CenterText = TestingCenterMessages & CenterMessages;

import type { Catalogue } from '../../i18n/language';
import { kitTranslations, type TestingCenterMessages } from './messages';

/** The testing center's own strings: its table and the test detail card (the shared ones are messages.ts, the shipping box's shipping-messages.ts). */
export interface CenterMessages {
  tableLabel: string;
  columnTest: string;
  columnKitId: string;
  columnOrderDate: string;
  columnStatus: string;
  details: string;
  orderNumber: string;
  biomarkersTested: string;
  download: string;
  confirmKit: string;
  confirmHint: string;
}

// Ours (the shipping box's strings, quoted from the spec, are shipping-messages.ts).
const en: CenterMessages = {
  tableLabel: 'Your test kits',
  columnTest: 'Test',
  columnKitId: 'Kit ID',
  columnOrderDate: 'Order date',
  columnStatus: 'Status',
  details: 'Test details',
  orderNumber: 'Order number',
  biomarkersTested: 'Biomarkers tested',
  download: 'Download',
  confirmKit: 'Confirm kit',
  confirmHint: 'Confirm that this kit is yours so the lab can start processing it.',
};

export const centerMessages: Catalogue<CenterMessages> = { en, translations: kitTranslations(en) };

/** The testing center's strings: the shared ones and its own. */
export type CenterText = TestingCenterMessages & CenterMessages;

import type { Catalogue } from '../i18n/language';
import { kitTranslations } from './messages';

/** The test detail card's own strings (the shared ones are messages.ts, the table's center-messages.ts, the shipping box's shipping-messages.ts). */
export interface CardMessages {
  details: string;
  orderNumber: string;
  biomarkersTested: string;
  download: string;
  confirmKit: string;
  confirmHint: string;
}

// Ours.
const en: CardMessages = {
  details: 'Test details',
  orderNumber: 'Order number',
  biomarkersTested: 'Biomarkers tested',
  download: 'Download',
  confirmKit: 'Confirm kit',
  confirmHint: 'Confirm that this kit is yours so the lab can start processing it.',
};

export const cardMessages: Catalogue<CardMessages> = { en, translations: kitTranslations(en) };

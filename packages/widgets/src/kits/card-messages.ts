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
  /** spec 000 §4 "Kits can be … unregistered": the card's button, its confirm dialog and its failure. */
  unregisterKit: string;
  unregisterTitle: string;
  unregisterBody: (kitId: string) => string;
  unregisterConfirm: string;
  unregisterCancel: string;
  unregisterFailed: string;
}

// Ours.
const en: CardMessages = {
  details: 'Test details',
  orderNumber: 'Order number',
  biomarkersTested: 'Biomarkers tested',
  download: 'Download',
  confirmKit: 'Confirm kit',
  confirmHint: 'Confirm that this kit is yours so the lab can start processing it.',
  unregisterKit: 'Unregister kit',
  unregisterTitle: 'Unregister this kit?',
  unregisterBody: (kitId) =>
    `Kit ${kitId} will no longer be linked to your account and the lab will stop processing it. You can register it again later, as long as its sample has not been collected.`,
  unregisterConfirm: 'Unregister',
  unregisterCancel: 'Keep kit',
  unregisterFailed: 'Could not unregister the kit. Try again.',
};

export const cardMessages: Catalogue<CardMessages> = { en, translations: kitTranslations(en) };

import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The orders and customers server tables' imports (spec 001 §2 server table upload; the batch
// uploads' rule of spec 000 §7.6, §8): what each column of the file takes, in the six languages
// (the other five in ./translations.ts). The upload's own words ('Upload orders (CSV or
// JSON)', 'Imported 1 row from …') are the server tables' and the batch uploads' catalogues'.

/** The notes on the import files' columns (IMPORT_KINDS' `note`). */
export type ImportColumnNote = 'customerEmail' | 'orderNumber' | 'orderCustomer' | 'product' | 'trackingStatus' | 'orderDate';

const en = {
  notes: {
    customerEmail: 'unique; a member with this email gets this customer record',
    orderNumber: 'unique; letters, digits and dashes',
    orderCustomer: 'a customer already imported',
    product: 'general-health-test, auria-test or fitbit',
    trackingStatus: 'processing (the default), shipped or delivered',
    orderDate: 'YYYY-MM-DD; today when empty',
  } as Record<ImportColumnNote, string>,
};

export type ImportMessages = typeof en;

export const importMessages: Catalogue<ImportMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };

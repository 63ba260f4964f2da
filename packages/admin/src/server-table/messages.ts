import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The admin server tables' strings (kits, orders, customers), in the six languages:
// English here, the others in ./translations.ts. The invalid-file alert is the sdk's
// INVALID_UPLOAD_FILE ('Please select a valid file.', spec 001 §5).

const en = {
  search: (what: string) => `Search ${what}`,
  loading: (what: string) => `Loading ${what}`,
  upload: 'Upload',
  uploadLabel: (what: string) => `Upload ${what} (CSV or JSON)`,
  uploading: 'Uploading…',
  template: 'Download template',
  total: (count: number) => (count === 1 ? '1 record' : `${count} records`),
  actions: 'Actions',
  kits: {
    title: 'Kits',
    what: 'kits',
    userEmail: 'User email',
    kitId: 'Kit ID',
    testName: 'Test name',
    providerName: 'Provider name',
    status: 'Details status',
    updated: 'Updated',
    noUser: 'Not registered',
    sync: 'Sync',
    syncLabel: (kitId: string) => `Sync kit ${kitId}`,
    advance: 'Advance',
    advanceLabel: (kitId: string) => `Advance kit ${kitId} (sandbox)`,
    synced: (kitId: string, status: string) => `Kit ${kitId} synced: ${status}.`,
    uploadWhat: 'kit IDs to sync',
    uploadDone: (synced: number, missing: string[]) => `Synced ${synced} ${synced === 1 ? 'kit' : 'kits'}.${missing.length > 0 ? ` Not found: ${missing.join(', ')}.` : ''}`,
    jsonUnreadable: 'The JSON file could not be read.',
    jsonNotList: 'The JSON file must be a list of kit ids or of objects with kit_id.',
    csvNoColumn: 'The CSV file needs a kit_id column.',
    uploadNoKits: 'The file lists no kit_id.',
  },
  orders: {
    title: 'Orders',
    what: 'orders',
    number: 'Order number',
    customer: 'Customer',
    billingEmail: 'Billing email',
    product: 'Product',
    trackingStatus: 'Tracking status',
    trackingNumber: 'Tracking number',
    date: 'Order date',
  },
  customers: {
    title: 'Customers',
    what: 'customers',
    firstName: 'Billing first name',
    lastName: 'Billing last name',
    email: 'Billing email',
    orders: 'Orders',
    created: 'Created',
  },
};

export type ServerTableMessages = typeof en;

export const serverTableMessages: Catalogue<ServerTableMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };

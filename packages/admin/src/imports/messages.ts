// The orders and customers server tables' imports (spec 001 §2 server table upload; the batch
// uploads' rule of spec 000 §7.6, §8). English; ready to move to a catalogue.

export const IMPORT_MESSAGES = {
  customers: {
    label: 'Customers',
    what: 'customers',
    emailNote: 'unique; a member with this email gets this customer record',
  },
  orders: {
    label: 'Orders',
    what: 'orders',
    numberNote: 'unique; letters, digits and dashes',
    emailNote: 'a customer already imported',
    productNote: 'general-health-test, auria-test or fitbit',
    statusNote: 'processing (the default), shipped or delivered',
    dateNote: 'YYYY-MM-DD; today when empty',
  },
} as const;

import type { Language } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
import type { ClassGroup } from '../classes/class-catalogue.js';
import { NO_RESULTS } from '../users/table-constants.js';

// The admin app's shared strings (layout, sidebar, gate, load state, tables, paging,
// confirmations) in the six languages. English here (the spec's wording where it has one:
// 'No Results Found.', 'First Page', 'Page X of Y', spec 001 §2); the others load from
// ./translations.ts on first use. Each screen's own strings are in its folder's messages.ts.

export interface AdminMessages {
  // the layout and sidebar (spec 000 §2)
  skipToContent: string;
  brand: string;
  /** The sidebar's button that folds the links and the account on a phone. */
  menu: string;
  signOut: string;
  language: string;
  languageFailed: string;
  nav: {
    label: string;
    users: string;
    roles: string;
    permissions: string;
    /** Members' requests for organisation-assisted key recovery. */
    keyRecovery: string;
    /** Members' pending account deletions. */
    accountDeletions: string;
    operations: string;
    kits: string;
    orders: string;
    customers: string;
    rewards: string;
    batchUploads: string;
    processRuns: string;
    translationReport: string;
    classes: string;
    memberHome: string;
  };
  /** The sidebar's class groups (spec 000 §3.1 classes; the grouping is ours). */
  groups: Record<ClassGroup, string>;
  // the admin gate (spec 000 §8 Unauthorized is the contract's, in English)
  gateLoading: string;
  gateTitle: string;
  backHome: string;
  /** An admin whose session has no second factor (signed in without a code or passkey). */
  gateSecondFactor: string;
  gateSignInAgain: string;
  // load state
  tryAgain: string;
  // tables and paging (spec 001 §2, §9)
  noResults: string;
  records: (count: number) => string;
  tableLabel: (label: string) => string;
  // common words
  save: string;
  cancel: string;
  delete: string;
  edit: string;
  links: string;
  actions: string;
  created: string;
  yes: string;
  no: string;
  all: string;
  none: string;
  choose: string;
  linksOf: (name: string) => string;
  deleteLabel: (name: string) => string;
  // confirmations
  deleteRecord: string;
  confirmDelete: (what: string) => string;
}

const translations = () => import('./translations.js');

export const adminMessages: Catalogue<AdminMessages> = {
  en: {
    skipToContent: 'Skip to content',
    brand: 'HealthDeck Admin',
    menu: 'Menu',
    signOut: 'Sign out',
    language: 'Language',
    languageFailed: 'Could not save your language. Try again.',
    nav: {
      label: 'Admin',
      users: 'Users',
      roles: 'Roles',
      permissions: 'Permissions',
      keyRecovery: 'Key recovery',
      accountDeletions: 'Account deletions',
      operations: 'Operations',
      kits: 'Kits',
      orders: 'Orders',
      customers: 'Customers',
      rewards: 'Rewards',
      batchUploads: 'Batch uploads',
      processRuns: 'Process runs',
      translationReport: 'Translation report',
      classes: 'Classes',
      memberHome: 'Member home',
    },
    groups: {
      'Programs and content': 'Programs and content',
      'Organizations and members': 'Organizations and members',
      'Kits and biomarkers': 'Kits and biomarkers',
      Care: 'Care',
      Catalogues: 'Catalogues',
      'Site settings': 'Site settings',
      'Records and integrations': 'Records and integrations',
    },
    gateLoading: 'Loading…',
    gateTitle: 'Admin',
    backHome: 'Back to your home page',
    gateSecondFactor: 'Staff tools need a sign-in with a second factor.',
    gateSignInAgain: 'Sign out, then sign in again with the code from your authenticator app or with a passkey.',
    tryAgain: 'Try again',
    noResults: NO_RESULTS,
    records: (count) => (count === 1 ? '1 record' : `${count} records`),
    tableLabel: (label) => `${label} table`,
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    edit: 'Edit',
    links: 'Links',
    actions: 'Actions',
    created: 'Created',
    yes: 'Yes',
    no: 'No',
    all: 'All',
    none: 'None',
    choose: 'Choose…',
    linksOf: (name) => `Links of ${name}`,
    deleteLabel: (name) => `Delete ${name}`,
    deleteRecord: 'Delete record',
    confirmDelete: (what) => `Delete ${what}? This cannot be undone.`,
  },
  translations: lazyTranslations(translations),
};

/** Each language in its own words (the same in every language), so an admin finds theirs whatever is showing. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  mh: 'Kajin M̧ajeļ',
};

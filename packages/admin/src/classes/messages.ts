import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The generated class screens' fixed words (spec 000 §7.1 list, add, set, delete) and the
// generated hints of their fields, in the six languages. The class names are ./class-names.ts.

/** The generated hints of a class form's fields (class-fields.ts): date-time, UUID. */
export type FieldHint = 'dateTime' | 'recordId';

/** The screens a record's row links to (RECORD_LINKS). */
export type RecordLinkName = 'links' | 'logos' | 'layout' | 'open';

export interface ClassMessages {
  requiredBefore: string;
  requiredHidden: string;
  requiredAfter: string;
  newLabel: (singular: string) => string;
  editLabel: (singular: string) => string;
  create: (singular: string) => string;
  chosen: (file: string) => string;
  currentFile: string;
  noFile: string;
  removeFile: string;
  removeFileLabel: (label: string) => string;
  itemFiles: (label: string, key: string) => string;
  editRecord: (title: string) => string;
  recordLinks: Record<RecordLinkName, string>;
  recordLinkLabel: (link: string, title: string) => string;
  unknownTitle: string;
  unknown: (name: string) => string;
  backAdmin: string;
  newRecord: (singular: string) => string;
  filters: (label: string) => string;
  search: (label: string) => string;
  searchHint: (fields: string) => string;
  loadingList: (label: string) => string;
  membersCreate: string;
  editTitle: (singular: string, title: string) => string;
  loadingRecord: (singular: string) => string;
  what: (singular: string, title: string) => string;
  created: (singular: string, title: string) => string;
  saved: (singular: string, title: string) => string;
  deleted: (singular: string, title: string) => string;
  /** The generated help under a class form's control, by the field's kind (class-fields.ts hintOf). */
  hints: Record<FieldHint, string>;
}

export const classMessages: Catalogue<ClassMessages> = {
  en: {
    requiredBefore: 'Fields marked ',
    requiredHidden: 'with an asterisk',
    requiredAfter: ' are required.',
    newLabel: (singular) => `New ${singular}`,
    editLabel: (singular) => `Edit ${singular}`,
    create: (singular) => `Create ${singular}`,
    chosen: (file) => `Chosen: ${file}`,
    currentFile: 'Current file',
    noFile: 'No file',
    removeFile: 'Remove file',
    removeFileLabel: (label) => `Remove file: ${label}`,
    itemFiles: (label, key) => `${label}: files for ${key} (one per item, in order)`,
    editRecord: (title) => `Edit ${title}`,
    recordLinks: { links: 'Links', logos: 'Logos', layout: 'Layout', open: 'Open' },
    recordLinkLabel: (link, title) => `${link}: ${title}`,
    unknownTitle: 'Unknown class',
    unknown: (name) => `There is no class named “${name}”.`,
    backAdmin: 'Back to the admin home',
    newRecord: (singular) => `New ${singular}`,
    filters: (label) => `${label} filters`,
    search: (label) => `Search ${label.toLowerCase()}`,
    searchHint: (fields) => `In ${fields}`,
    loadingList: (label) => `Loading ${label}`,
    membersCreate: 'Members create their own accounts; an admin can edit or delete one.',
    editTitle: (singular, title) => `Edit ${singular}: ${title}`,
    loadingRecord: (singular) => `Loading ${singular}`,
    what: (singular, title) => `${singular} “${title}”`,
    created: (singular, title) => `Created ${singular} “${title}”.`,
    saved: (singular, title) => `Saved ${singular} “${title}”.`,
    deleted: (singular, title) => `Deleted ${singular} “${title}”.`,
    hints: {
      dateTime: 'Date and time, ISO 8601 (2026-01-31T09:00:00Z)',
      recordId: 'The record id (a UUID)',
    },
  },
  translations: lazyTranslations(() => import('./translations.js')),
};

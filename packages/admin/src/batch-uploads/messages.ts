import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
import type { BatchColumnNote, BatchKindSlug } from './kinds.js';
// The batch upload screen's strings (spec 000 §7.6, §8; the invalid-file alert is the sdk's
// INVALID_UPLOAD_FILE, 'Please select a valid file.', spec 001 §5).

const en = {
  /** Each kind's tab and heading name, and its words in sentences. */
  kindNames: {
    users: { label: 'Users', what: 'users' },
    medications: { label: 'Medications', what: 'medications' },
    allergies: { label: 'Allergies', what: 'allergies' },
    'health-issues': { label: 'Health issues', what: 'health issues' },
  } as Record<BatchKindSlug, { label: string; what: string }>,
  notes: {
    activation: 'each account is activated later by a password reset',
    drugType: 'one of the eleven drug type labels, e.g. HUMAN OTC DRUG',
    allergyCategory: 'food, drug, environmental, insect or other',
  } as Record<BatchColumnNote, string>,
  title: 'Batch uploads',
  kinds: 'Kinds of upload',
  intro: (what: string) => `Import ${what} from a CSV or JSON file (a list of objects with the same columns). If any row has an error, nothing is imported.`,
  unknownKind: (kind: string) => `There is no “${kind}” upload.`,
  columns: 'Columns',
  required: 'required',
  optional: 'optional',
  organizationCode: 'Organization code',
  organizationCodeHint: 'The imported users join the organization with this code.',
  imported: (count: number, fileName: string) => `Imported ${count === 1 ? '1 row' : `${count} rows`} from ${fileName}.`,
  rowErrors: 'Rows with errors',
  row: 'Row',
  field: 'Field',
  error: 'Error',
  file: 'File',
};

export type BatchMessages = typeof en;

export const batchMessages: Catalogue<BatchMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };

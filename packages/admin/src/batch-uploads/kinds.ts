import { type BatchUploadResult, type HealthDeck, uploadAllergiesBatch, uploadHealthIssuesBatch, uploadMedicationsBatch, uploadUsersBatch } from '@healthdeck/sdk';
import type { UploadTemplate } from '../server-table/upload-button.js';

// spec 000 §7.6 Batch uploads (multipart with file): users (plus organization_code), medications,
// allergies, health issues. Each kind: its route segment, its columns (the contract's row schemas:
// BatchUserRow, BatchMedicationRow, BatchAllergyRow, BatchHealthIssueRow) and a template to fill.

export const BATCH_KIND_SLUGS = ['users', 'medications', 'allergies', 'health-issues'] as const;
export type BatchKindSlug = (typeof BATCH_KIND_SLUGS)[number];
export const isBatchKindSlug = (value: string | undefined): value is BatchKindSlug => value !== undefined && (BATCH_KIND_SLUGS as readonly string[]).includes(value);

/** The column notes (their words are in the catalogue, messages.ts `notes`). */
export type BatchColumnNote = 'activation' | 'drugType' | 'allergyCategory';

/**
 * A kind's tab and heading name and its words in sentences are in the catalogue (messages.ts
 * `kindNames`); its column notes are keys (`Note`) of a catalogue's `notes` (the batch uploads'
 * here, the orders and customers imports' in ../imports/messages.ts).
 */
export interface BatchKind<Note extends string = BatchColumnNote> {
  /** Columns, the required ones first. */
  columns: { name: string; required: boolean; note?: Note }[];
  template: UploadTemplate;
  /** The users import also takes the organisation's code. */
  needsOrganizationCode: boolean;
  upload: (hd: HealthDeck, file: File, organizationCode: string) => Promise<BatchUploadResult>;
}

/** A CSV file of these rows (cells with a comma, quote or line break quoted). */
export const csv = (rows: string[][]) => `${rows.map((r) => r.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\n')}\n`;

export const BATCH_KINDS: Record<BatchKindSlug, BatchKind> = {
  users: {
    columns: [{ name: 'email', required: true, note: 'activation' }],
    template: { fileName: 'users-template.csv', content: csv([['email'], ['new.member@example.com']]) },
    needsOrganizationCode: true,
    upload: (hd, file, code) => uploadUsersBatch(hd, file, code, file.name),
  },
  medications: {
    columns: [
      { name: 'name', required: true },
      { name: 'drug_type', required: true, note: 'drugType' },
      { name: 'generic_name', required: false },
      { name: 'strength', required: false },
    ],
    template: {
      fileName: 'medications-template.csv',
      content: csv([
        ['name', 'drug_type', 'generic_name', 'strength'],
        ['Tylenol', 'HUMAN OTC DRUG', 'acetaminophen', '500 mg'],
      ]),
    },
    needsOrganizationCode: false,
    upload: (hd, file) => uploadMedicationsBatch(hd, file, file.name),
  },
  allergies: {
    columns: [
      { name: 'name', required: true },
      { name: 'category', required: false, note: 'allergyCategory' },
    ],
    template: {
      fileName: 'allergies-template.csv',
      content: csv([
        ['name', 'category'],
        ['Peanuts', 'food'],
      ]),
    },
    needsOrganizationCode: false,
    upload: (hd, file) => uploadAllergiesBatch(hd, file, file.name),
  },
  'health-issues': {
    columns: [
      { name: 'name', required: true },
      { name: 'icd10_code', required: false },
      { name: 'description', required: false },
    ],
    template: {
      fileName: 'health-issues-template.csv',
      content: csv([
        ['name', 'icd10_code', 'description'],
        ['Hypertension', 'I10', 'High blood pressure'],
      ]),
    },
    needsOrganizationCode: false,
    upload: (hd, file) => uploadHealthIssuesBatch(hd, file, file.name),
  },
};

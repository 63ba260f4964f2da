import { z } from 'zod';
import { Email } from './common.js';
import { ALLERGY_CATEGORIES, DrugType } from './admin-classes/content.js';

/** spec 000 §7.6 Batch uploads (multipart with file): users (plus organization_code), medications, allergies, health issues. */
export const BATCH_UPLOAD_KINDS = ['users', 'medications', 'allergies', 'health_issues'] as const;
export type BatchUploadKind = (typeof BATCH_UPLOAD_KINDS)[number];

/** Most rows one file may carry (ours). */
export const BATCH_UPLOAD_MAX_ROWS = 5000;

const Blank = (v: unknown) => (v === '' ? undefined : v);
/** A users row: the email (the account is activated later through a password reset). */
export const BatchUserRow = z.object({ email: Email });
export const BatchMedicationRow = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  drug_type: DrugType,
  generic_name: z.preprocess(Blank, z.string().trim().max(200).optional()),
  strength: z.preprocess(Blank, z.string().trim().max(100).optional()),
});
export const BatchAllergyRow = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  category: z.preprocess(Blank, z.enum(ALLERGY_CATEGORIES).optional()),
});
export const BatchHealthIssueRow = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  icd10_code: z.preprocess(Blank, z.string().trim().max(10).optional()),
  description: z.preprocess(Blank, z.string().max(2000).optional()),
});

/** Every batch upload answers what it imported (recorded in class user_upload_history). */
export const BatchUploadResponse = z.object({
  upload: z.object({
    id: z.string().uuid(),
    kind: z.enum(BATCH_UPLOAD_KINDS),
    file_name: z.string(),
    rows_imported: z.number().int().min(0),
  }),
});
export type BatchUploadResponse = z.infer<typeof BatchUploadResponse>;

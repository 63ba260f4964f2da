import { z } from 'zod';
import { Email } from './common.js';
import { ALLERGY_CATEGORIES, DrugType } from './admin-classes/content.js';
import { ORDER_PRODUCTS, ORDER_TRACKING_STATUSES } from '../constants.js';

/**
 * spec 000 §7.6 Batch uploads (multipart with file): users (plus organization_code), medications,
 * allergies, health issues; and (ours: the orders and customers server tables' upload of
 * spec 001 §2) customers and orders.
 */
export const BATCH_UPLOAD_KINDS = ['users', 'medications', 'allergies', 'health_issues', 'customers', 'orders'] as const;
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

/** A customers row (spec 000 §7.5 customers: billing first and last name, billing email). */
export const BatchCustomerRow = z.object({
  billing_first_name: z.string().trim().min(1, 'Required').max(100),
  billing_last_name: z.string().trim().min(1, 'Required').max(100),
  billing_email: Email,
});
const PRODUCTS = Object.keys(ORDER_PRODUCTS) as [keyof typeof ORDER_PRODUCTS, ...(keyof typeof ORDER_PRODUCTS)[]];
/** An orders row: the order as the shop recorded it, for a customer already imported (by billing email). */
export const BatchOrderRow = z.object({
  order_number: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only'),
  billing_email: Email,
  product: z.enum(PRODUCTS, { error: `Use one of ${PRODUCTS.join(', ')}` }),
  tracking_status: z.preprocess(Blank, z.enum(ORDER_TRACKING_STATUSES, { error: `Use one of ${ORDER_TRACKING_STATUSES.join(', ')}` }).default('processing')),
  tracking_number: z.preprocess(Blank, z.string().trim().max(60).optional()),
  order_date: z.preprocess(
    Blank,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date form YYYY-MM-DD')
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a date')
      .optional(),
  ),
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

import { z } from 'zod';
import { CLASSKEYS } from '../constants.js';
import { Paging } from './common.js';
import { ClassMeta } from './admin-classes/meta.js';

// spec 000 §7.1 Generic administration (classkey): search, get, add, set, delete. The record's
// data is checked against its class's schema (CLASS_SCHEMAS) by the handler, which knows the class.

export const ClasskeySchema = z.enum(CLASSKEYS, { error: (iss) => (iss.input === undefined ? 'classkey is required' : `Unknown classkey: ${String(iss.input)}`) });

/** Query values of a form ('true', '1') read as booleans. */
const QueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .default(false);

/** A record id: a UUID for class_records, a whole number for the table-backed classes. */
export const ClassRecordId = z.string().trim().min(1, 'id is required').max(64);

/** JSON object of a record's fields. */
const RecordData = z.record(z.string(), z.unknown());

/**
 * GET /api/admin/search: filter params are any other query parameter named after a field of the
 * class (ClassMeta.filter_fields); 'null' matches a missing value.
 */
export const AdminSearchQuery = Paging.extend({
  classkey: ClasskeySchema,
  search: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(64).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
  include_meta: QueryFlag,
}).catchall(z.string().max(200));
export type AdminSearchQuery = z.input<typeof AdminSearchQuery>;

/** One record of a class. `data` is the class's ClassData (typed by classkey in the sdk). */
export const ClassRecordResponse = z.object({
  id: z.string(),
  classkey: ClasskeySchema,
  data: RecordData,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClassRecordResponse = z.infer<typeof ClassRecordResponse>;

export const AdminSearchResponse = z.object({
  items: z.array(ClassRecordResponse),
  total_count: z.number().int(),
  page: z.number().int(),
  take: z.number().int(),
  /** Present when include_meta was asked for. */
  meta: ClassMeta.optional(),
});
export type AdminSearchResponse = z.infer<typeof AdminSearchResponse>;

export const AdminGetQuery = z.object({ classkey: ClasskeySchema, id: ClassRecordId });
export type AdminGetQuery = z.input<typeof AdminGetQuery>;

/**
 * POST /api/admin/add as JSON. The multipart classes (MULTIPART_CLASSKEYS) may instead send a
 * multipart body with fields `classkey` and `data` (JSON text) and file parts named by the data path
 * they fill (CLASS_FILE_FIELDS); the body is then read by the handler (optional here).
 */
export const AdminAddRequest = z.object({ classkey: ClasskeySchema, data: RecordData });
export type AdminAddRequest = z.input<typeof AdminAddRequest>;

/** POST /api/admin/set: the fields sent replace those of the record; the others keep their values. */
export const AdminSetRequest = z.object({ classkey: ClasskeySchema, id: ClassRecordId, data: RecordData });
export type AdminSetRequest = z.input<typeof AdminSetRequest>;

export const AdminDeleteRequest = z.object({ classkey: ClasskeySchema, id: ClassRecordId });
export type AdminDeleteRequest = z.input<typeof AdminDeleteRequest>;

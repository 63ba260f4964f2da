import { z } from 'zod';

// Field shapes shared by the admin class schemas of this folder (spec 000 §3.1): one way to write
// a name, a code, a reference, so the admin forms built from the schemas behave alike.

/** A reference to another class_records record. */
export const RecordId = z.string().uuid('Must be a UUID');
/** A reference to a record of a table-backed class (symptoms, tasks, milestones: whole numbers). */
export const SerialId = z.number().int('Must be a whole number').min(1, 'Must be at least 1');
export const Name = z.string().trim().min(1, 'Required').max(200);
/** Codes are what other records and the vendors refer to. */
export const Code = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, _ . or -');
/** snake_case keys (feature flags, global defaults). */
export const Key = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/, 'Use lowercase letters, digits and _');
export const ShortText = z.string().trim().max(500);
export const Text = z.string().max(20_000);
/** A link or a stored media path (/api/media/{id}/file). */
export const Url = z.string().trim().max(2000);
export const Active = z.boolean().default(true);
export const Order = z.number().int().min(0).max(10_000).default(0);
export const DateTime = z.string().datetime({ offset: true, message: 'Must be a date and time (ISO 8601)' });
export const Day = z.string().date('Must be a date (YYYY-MM-DD)');

import { z } from 'zod';
import { API_ERROR_CODES, FIELD_ISSUE_CODES } from '../errors.js';
import { SANDBOX_SOURCES } from '../constants.js';

/** Body of every non-2xx answer: a readable message the client can surface (spec 000 §8 BadRequest). */
export const ApiError = z.object({
  statusCode: z.number().int(),
  error_code: z.enum(API_ERROR_CODES),
  message: z.string(),
  /** Per-field messages for validation failures (spec 000 §5 "per-field error messages"). */
  fields: z.record(z.string(), z.string()).optional(),
  /** The same fields' issues as codes, which the browser words in the member's language. */
  issues: z.record(z.string(), z.object({ code: z.enum(FIELD_ISSUE_CODES), limit: z.number().optional() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const Email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
export const Empty = z.null().describe('No content (204)');
export const Paging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * Which sandbox made a record or answer (a vendor of VENDOR_NAMES, or one of DEMO_RECORD_SOURCES for
 * a simulated or seeded record), or null when a real service or the member did: the screen that
 * shows it marks it as demo data.
 */
export const SandboxSource = z.enum(SANDBOX_SOURCES).nullable();
export type SandboxSource = z.infer<typeof SandboxSource>;

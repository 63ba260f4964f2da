import { z } from 'zod';
import { Code, DateTime, RecordId, ShortText, Text } from './fields.js';

// Admin classes about members and the platform's own records (spec 000 §3.1, §3.2, §3.4).

/**
 * spec 000 §3.1 classkey user, backed by the users table (spec 000 §3.2 User: id, email…). Members
 * create their own accounts (keys are made in their browser), so an admin edits and deletes only.
 */
export const UserClass = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  verified: z.boolean().default(false),
  star_balance: z.number().int().min(0, 'Must be at least 0').default(0),
  profile: z
    .object({
      sleep_goal: z.number().min(1).max(24).nullable().default(null),
      water_intake: z.string().max(20).nullable().default(null),
    })
    .default({ sleep_goal: null, water_intake: null }),
});
export type UserClass = z.infer<typeof UserClass>;

/** spec 000 §3.1 classkey usernotes: staff notes about a member. */
export const UserNoteClass = z.object({
  user_id: RecordId,
  note: Text.min(1, 'Required'),
  category: z.string().trim().max(100).optional(),
});
export type UserNoteClass = z.infer<typeof UserNoteClass>;

/** spec 000 §3.1 classkey user_experience_preferences: one named setting of one member. */
export const UserExperiencePreferenceClass = z.object({
  user_id: RecordId,
  key: Code,
  value: z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]).default(null),
});
export type UserExperiencePreferenceClass = z.infer<typeof UserExperiencePreferenceClass>;

/** spec 000 §3.4: user-flow activity events come in start and finish pairs. */
export const UserFlowActivityClass = z.object({
  user_id: RecordId,
  user_flow_id: RecordId.nullable().default(null),
  event: z.string().trim().min(1, 'Required').max(100),
  phase: z.enum(['start', 'finish']).nullable().default(null),
  occurred_at: DateTime,
});
export type UserFlowActivityClass = z.infer<typeof UserFlowActivityClass>;

/** spec 000 §7.6 Batch uploads: users, medications, allergies, health issues. */
export const UPLOAD_KINDS = ['users', 'medications', 'allergies', 'health_issues', 'customers', 'orders'] as const;

/** spec 000 §3.1 classkey user_upload_history: one batch upload and how it went. */
export const UserUploadHistoryClass = z.object({
  kind: z.enum(UPLOAD_KINDS),
  file_name: z.string().trim().min(1, 'Required').max(300),
  uploaded_by: RecordId.nullable().default(null),
  organization_code: z.string().trim().max(100).nullable().default(null),
  status: z.enum(['imported', 'refused', 'failed']),
  row_count: z.number().int().min(0).default(0),
  error_count: z.number().int().min(0).default(0),
  errors: z
    .array(z.object({ row: z.number().int().min(0), field: z.string().max(100).optional(), message: ShortText }))
    .max(1000)
    .default([]),
});
export type UserUploadHistoryClass = z.infer<typeof UserUploadHistoryClass>;

/** spec 000 §3.1 classkey security_lockout: an email locked out of sign-in until a time (spec 000 §8 MaxIncorrectLoginAttempts). */
export const SecurityLockoutClass = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  locked_until: DateTime,
  reason: ShortText.optional(),
});
export type SecurityLockoutClass = z.infer<typeof SecurityLockoutClass>;

/** spec 000 §3.1 classkey integration_call: one call to a vendor (spec 000 §7.6 GET integration calls). */
export const IntegrationCallClass = z.object({
  integration: Code,
  operation: z.string().trim().min(1, 'Required').max(200),
  user_id: RecordId.nullable().default(null),
  status: z.enum(['success', 'failed']),
  status_code: z.number().int().min(100).max(599).nullable().default(null),
  duration_ms: z.number().int().min(0).nullable().default(null),
  called_at: DateTime,
  message: ShortText.optional(),
});
export type IntegrationCallClass = z.infer<typeof IntegrationCallClass>;

/** spec 000 §3.1 classkey integration_status: the last known state of a vendor integration. */
export const IntegrationStatusClass = z.object({
  integration: Code,
  status: z.enum(['up', 'degraded', 'down']),
  checked_at: DateTime,
  message: ShortText.optional(),
});
export type IntegrationStatusClass = z.infer<typeof IntegrationStatusClass>;

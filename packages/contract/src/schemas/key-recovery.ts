import { z } from 'zod';
import { KEY_RECOVERY_REASON_MAX } from '../constants.js';

// Organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md): a member
// who reset their password without the recovery phrase asks; staff who hold one of the member's
// organisation recovery keys open the member's old data key in their browser, wrap it to the
// member's current public key and send only that wrap, or refuse with a reason.

/**
 * Where the member stands: 'nothing' (no records sealed before a reset wait for recovery, or no
 * organisation recovery key holds them), 'available' (there is something to recover and no request
 * yet), 'pending', 'approved' (the old key is the account's data key again), 'refused'.
 */
export const KEY_RECOVERY_STATES = ['nothing', 'available', 'pending', 'approved', 'refused'] as const;
export const KeyRecoveryState = z.enum(KEY_RECOVERY_STATES);
export type KeyRecoveryState = z.infer<typeof KeyRecoveryState>;

export const KeyRecoveryStatus = z.object({
  status: KeyRecoveryState,
  /** The latest request's times; null when the member never asked (or the state is 'nothing'/'available' with no request). */
  requested_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** A refusal's reason, as staff wrote it. */
  refusal_reason: z.string().nullable(),
});
export type KeyRecoveryStatus = z.infer<typeof KeyRecoveryStatus>;

/** A pending request, as a staff member who can approve it sees it. */
export const KeyRecoveryRequest = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  requested_at: z.string(),
  /** The member's current public key: the approving browser wraps the recovered data key to it. */
  public_key: z.string(),
});
export type KeyRecoveryRequest = z.infer<typeof KeyRecoveryRequest>;

export const KeyRecoveryRequestsResponse = z.object({ requests: z.array(KeyRecoveryRequest) });
export type KeyRecoveryRequestsResponse = z.infer<typeof KeyRecoveryRequestsResponse>;

export const KeyRecoveryRequestParams = z.object({ id: z.string().uuid('The request id must be a UUID') });
export type KeyRecoveryRequestParams = z.infer<typeof KeyRecoveryRequestParams>;

export const KeyRecoveryApproveRequest = z.object({
  /** The recovered data key as an OpenPGP message to the member's current public key only. */
  encrypted_data_key: z
    .string({ error: 'The wrapped data key is required' })
    .max(64_000, 'The wrapped data key is too long')
    .refine((s) => s.includes('-----BEGIN PGP MESSAGE-----'), 'The wrapped data key must be an armored OpenPGP message'),
});
export type KeyRecoveryApproveRequest = z.infer<typeof KeyRecoveryApproveRequest>;

export const KeyRecoveryRefuseRequest = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(KEY_RECOVERY_REASON_MAX, `The reason must be at most ${KEY_RECOVERY_REASON_MAX} characters`),
});
export type KeyRecoveryRefuseRequest = z.infer<typeof KeyRecoveryRefuseRequest>;

/**
 * The tables (and their sealed column) where a member's browser seals records under the data key
 * ('hd1.'). After an approval, records sealed under the interim data key (made at the first sign-in
 * after the reset) are re-sealed by the member's browser under the recovered one, so one key opens
 * every record again, for the member and through the organisation recovery key alike.
 */
export const INTERIM_RESEAL_TABLES = [
  'appointments',
  'hra_risk_scores',
  'hra_sections',
  'kits',
  'meals',
  'measurement_samples',
  'measurement_skips',
  'measurements',
  'medication_log',
  'nutrition_forms',
  'telehealth_forms',
  'user_allergies',
  'user_health_issues',
  'user_medications',
  'vitals',
] as const;
export const InterimResealTable = z.enum(INTERIM_RESEAL_TABLES);
export type InterimResealTable = z.infer<typeof InterimResealTable>;

const sealedRecord = z
  .string()
  .max(2_000_000, 'The sealed record is too long')
  .refine((s) => s.startsWith('hd1.'), "A re-sealed record must be an 'hd1.' record");

/**
 * What the member's browser needs to re-seal: the archived interim data key (an OpenPGP message to
 * the member's own public key; null when nothing waits), every 'hd1.' record of the member's, and
 * the ids of their meal pictures sealed under a data key.
 */
export const InterimRecordsResponse = z.object({
  interim_data_key: z.string().nullable(),
  records: z.array(z.object({ table: InterimResealTable, encrypted_data: z.string() })),
  picture_ids: z.array(z.string()),
});
export type InterimRecordsResponse = z.infer<typeof InterimRecordsResponse>;

/**
 * The re-sealed records, each naming the ciphertext it replaces (`from`); pictures re-sealed and
 * uploaded as new ones (`resealed_id`) take the place of the old (`id`). The server takes them only
 * from the owner, only 'hd1.' for 'hd1.'; the last batch ends the re-seal: the interim key is then no longer offered.
 */
export const InterimRecordsResealRequest = z.object({
  records: z.array(z.object({ table: InterimResealTable, from: sealedRecord, to: sealedRecord })).max(100_000),
  pictures: z.array(z.object({ id: z.string().uuid(), resealed_id: z.string().uuid() })).max(10_000),
  /** The last batch: the re-seal ends with it (a request body is at most JSON_BODY_MAX_BYTES, so many records go in several). */
  done: z.boolean(),
});
export type InterimRecordsResealRequest = z.infer<typeof InterimRecordsResealRequest>;

/** How many records and pictures were replaced (a record changed since it was listed is left as it is). */
export const InterimResealResponse = z.object({ records: z.number().int(), pictures: z.number().int() });
export type InterimResealResponse = z.infer<typeof InterimResealResponse>;

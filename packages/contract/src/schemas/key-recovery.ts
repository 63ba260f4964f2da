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

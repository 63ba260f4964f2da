import { z } from 'zod';

// Organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md): the pair is made in an
// administrator's browser; the server keeps the public half, the private half locked with a random
// passphrase, and that passphrase only as grants (OpenPGP messages to authorised staff members' own
// public keys). Members' browsers wrap their data key to their organisations' keys; rotation
// re-wraps every member's data key from a staff browser, in batches.

const Uuid = (what: string) => z.string().uuid(`The ${what} must be a UUID`);
const Armored = (what: string, block: 'PUBLIC KEY BLOCK' | 'PRIVATE KEY BLOCK' | 'MESSAGE') =>
  z
    .string({ error: `The ${what} is required` })
    .max(64_000, `The ${what} is too long`)
    .refine((s) => s.includes(`-----BEGIN PGP ${block}-----`), `The ${what} must be an armored OpenPGP ${block.toLowerCase()}`);

/** The most member data keys one rotation batch carries. */
export const RECOVERY_REWRAP_BATCH_MAX = 100;

export const RecoveryKey = z.object({
  id: z.string(),
  fingerprint: z.string(),
  public_key: z.string(),
  /** The private half, locked with the passphrase only the grants carry. */
  locked_private_key: z.string(),
  created_at: z.string(),
  /** Members whose data key is wrapped to this key. */
  wrapped_members: z.number().int(),
});
export type RecoveryKey = z.infer<typeof RecoveryKey>;

export const RecoveryKeyGrant = z.object({ user_id: z.string(), email: z.string(), granted_at: z.string() });
export type RecoveryKeyGrant = z.infer<typeof RecoveryKeyGrant>;

/** A staff member who has a key pair, so the recovery key can be granted to them. */
export const RecoveryStaff = z.object({ user_id: z.string(), email: z.string(), public_key: z.string() });
export type RecoveryStaff = z.infer<typeof RecoveryStaff>;

export const RecoveryKeyState = z.object({
  organization_id: z.string(),
  /** The key members' browsers wrap to; null until an administrator creates one. */
  active: RecoveryKey.nullable(),
  /** During a rotation: the replaced key, kept until every wrap to it is copied to the active key. */
  retiring: RecoveryKey.nullable(),
  /** Who holds the active key. */
  grants: z.array(RecoveryKeyGrant),
  /** The caller's own grants (messages to their public key), to open the keys in their browser. */
  my_grants: z.object({ active: z.string().nullable(), retiring: z.string().nullable() }),
  /** Staff with a key pair: who may be granted the key. */
  staff: z.array(RecoveryStaff),
  /** Members of the organisation with a key pair. */
  members_with_keys: z.number().int(),
  /** During a rotation: member data keys still wrapped to the retiring key only. */
  rewrap_remaining: z.number().int(),
});
export type RecoveryKeyState = z.infer<typeof RecoveryKeyState>;

export const RecoveryOrganizationParams = z.object({ id: Uuid('organization id') });
export type RecoveryOrganizationParams = z.infer<typeof RecoveryOrganizationParams>;
export const RecoveryGrantParams = z.object({ id: Uuid('organization id'), userId: Uuid('user id') });
export type RecoveryGrantParams = z.infer<typeof RecoveryGrantParams>;

export const RecoveryKeyCreateRequest = z.object({
  public_key: Armored('public key', 'PUBLIC KEY BLOCK'),
  locked_private_key: Armored('locked private key', 'PRIVATE KEY BLOCK'),
  /** The key's passphrase as a message to the creating administrator's own public key. */
  grant: Armored('grant', 'MESSAGE'),
});
export type RecoveryKeyCreateRequest = z.infer<typeof RecoveryKeyCreateRequest>;

export const RecoveryKeyGrantRequest = z.object({ grant: Armored('grant', 'MESSAGE') });
export type RecoveryKeyGrantRequest = z.infer<typeof RecoveryKeyGrantRequest>;

/** A new pair replacing the active key: granted again to every staff member who holds the active one. */
export const RecoveryKeyRotateRequest = z.object({
  public_key: Armored('public key', 'PUBLIC KEY BLOCK'),
  locked_private_key: Armored('locked private key', 'PRIVATE KEY BLOCK'),
  grants: z
    .array(z.object({ user_id: Uuid('user id'), grant: Armored('grant', 'MESSAGE') }))
    .min(1, 'At least one grant is required')
    .max(500),
});
export type RecoveryKeyRotateRequest = z.infer<typeof RecoveryKeyRotateRequest>;

export const RecoveryRewrapsQuery = z.object({ limit: z.coerce.number().int().min(1).max(RECOVERY_REWRAP_BATCH_MAX).default(25) });
export type RecoveryRewrapsQuery = z.infer<typeof RecoveryRewrapsQuery>;

/** One batch of member data keys still wrapped to the retiring key only (to open in the staff browser). */
export const RecoveryRewrapsResponse = z.object({
  items: z.array(z.object({ user_id: z.string(), encrypted_data_key: z.string() })),
  remaining: z.number().int(),
});
export type RecoveryRewrapsResponse = z.infer<typeof RecoveryRewrapsResponse>;

export const RecoveryRewrapsSaveRequest = z.object({
  /** The retiring key's id the batch was read for, so a batch from an older rotation is refused. */
  from_key_id: Uuid('key id'),
  wraps: z
    .array(z.object({ user_id: Uuid('user id'), encrypted_data_key: Armored('wrapped data key', 'MESSAGE') }))
    .min(1)
    .max(RECOVERY_REWRAP_BATCH_MAX),
});
export type RecoveryRewrapsSaveRequest = z.infer<typeof RecoveryRewrapsSaveRequest>;

/** Left to re-wrap; 0 means the rotation is done and the retiring key, its grants and wraps are gone. */
export const RecoveryRewrapsSaveResponse = z.object({ remaining: z.number().int() });
export type RecoveryRewrapsSaveResponse = z.infer<typeof RecoveryRewrapsSaveResponse>;

export const RecoveryMemberParams = z.object({ id: Uuid('user id') });
export type RecoveryMemberParams = z.infer<typeof RecoveryMemberParams>;

/**
 * A member's data key as wrapped to each recovery key the caller holds, with what opens that key in
 * the caller's browser (the locked private half and the caller's grant). Empty when the member has
 * no wrap to a key the caller holds.
 */
export const AdminMemberRecoveryResponse = z.object({
  user_id: z.string(),
  copies: z.array(
    z.object({
      key_id: z.string(),
      organization_id: z.string(),
      fingerprint: z.string(),
      encrypted_data_key: z.string(),
      locked_private_key: z.string(),
      grant: z.string(),
    }),
  ),
});
export type AdminMemberRecoveryResponse = z.infer<typeof AdminMemberRecoveryResponse>;

/** The recovery keys of the member's organisations, and whether the member's data key is wrapped to each. */
export const MemberRecoveryKeysResponse = z.object({
  keys: z.array(z.object({ id: z.string(), organization_id: z.string(), public_key: z.string(), wrapped: z.boolean() })),
});
export type MemberRecoveryKeysResponse = z.infer<typeof MemberRecoveryKeysResponse>;

export const MemberRecoveryWrapsRequest = z.object({
  wraps: z
    .array(z.object({ key_id: Uuid('key id'), encrypted_data_key: Armored('wrapped data key', 'MESSAGE') }))
    .min(1)
    .max(50),
});
export type MemberRecoveryWrapsRequest = z.infer<typeof MemberRecoveryWrapsRequest>;

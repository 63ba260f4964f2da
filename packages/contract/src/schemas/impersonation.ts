import { z } from 'zod';
import { Paging } from './common.js';
import { SessionTokens } from './auth.js';

// spec 000 §3.2 impersonation data, §6 admin impersonation, §7.2 admin login-as-user, §8
// (impersonation answers only INVALID_CREDENTIALS); spec 001 §3 more_active_sso_login, §7 "Get single sign-on login".

/** spec 000 §3.2: decrypt method aes or pgp. */
export const IMPERSONATION_DECRYPT_METHODS = ['aes', 'pgp'] as const;
export const ImpersonationDecryptMethod = z.enum(IMPERSONATION_DECRYPT_METHODS);
export type ImpersonationDecryptMethod = z.infer<typeof ImpersonationDecryptMethod>;

/**
 * spec 000 §3.2 impersonation data: decrypt method, a secret, an encrypted emergency key. With
 * 'pgp' the emergency key is the member's data key wrapped to the organisation escrow key (only
 * staff holding that private key can open it) and `secret` is that key's fingerprint.
 */
/**
 * Why there is no emergency key the staff member can open (ours): the member has no keys yet
 * (nothing of theirs is sealed), none of their organisations has a recovery key, the staff member
 * holds no grant of it, or the member's data key is not wrapped to it yet (their next sign-in does it).
 */
export const IMPERSONATION_KEY_GAPS = ['no-member-keys', 'no-recovery-key', 'not-granted', 'not-wrapped'] as const;
export type ImpersonationKeyGap = (typeof IMPERSONATION_KEY_GAPS)[number];

export const ImpersonationData = z.object({
  decrypt_method: ImpersonationDecryptMethod,
  secret: z.string(),
  /** Armored OpenPGP message; null when there is none the staff member can open (`gap` says why). */
  encrypted_emergency_key: z.string().nullable(),
  /** Why encrypted_emergency_key is null; absent or null when there is one. */
  gap: z.enum(IMPERSONATION_KEY_GAPS).nullable().optional(),
});
export type ImpersonationData = z.infer<typeof ImpersonationData>;

export const LoginAsUserRequest = z.object({ user_id: z.string().uuid('The user_id must be a UUID') });
export type LoginAsUserRequest = z.infer<typeof LoginAsUserRequest>;

/** spec 000 §1: the banner reads 'Logged in as: {name}' with the member's name. */
export const ImpersonatedSession = SessionTokens.extend({
  impersonation: ImpersonationData,
  user: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
});
export type ImpersonatedSession = z.infer<typeof ImpersonatedSession>;

/** spec 000 §8: 200 with data, or with error_code INVALID_CREDENTIALS (the only code handled). */
export const LoginAsUserResponse = z.object({ data: ImpersonatedSession.nullable(), error_code: z.enum(['INVALID_CREDENTIALS']).nullable() });
export type LoginAsUserResponse = z.infer<typeof LoginAsUserResponse>;

/**
 * What staff read of a member's clinical data by user id (spec 000 §7.2), each read audited and
 * listed in the member's access log: 'emergency-key' is the member's data key as wrapped to the
 * organisation recovery keys the staff member holds, handed to their browser to open the sealed ones.
 * 'impersonation-unlock' is the same key handed to staff acting as the member, with the staff
 * member's own locked private key: one unlock opens the member's sealed screens in that browser.
 * 'key-recovery-approved' and 'key-recovery-refused' are staff's answers to the member's request for
 * organisation-assisted recovery (an approval opens the member's old data key in the staff browser).
 */
export const CLINICAL_READ_RECORDS = [
  'impersonation-unlock',
  'risk-scores',
  'epds-form',
  'telehealth-form',
  'vitals',
  'emergency-key',
  'key-recovery-approved',
  'key-recovery-refused',
] as const;
export type ClinicalReadRecord = (typeof CLINICAL_READ_RECORDS)[number];

/**
 * What else staff read of a member's data from the admin area, each read listed in the member's
 * access log: the member's record (the staff member page), their daily logs, their link to
 * activate the account, their row in a list of users, kits, orders or customers, their customer
 * record with its orders.
 */
export const STAFF_READ_RECORDS = ['user-record', 'daily-logs', 'activation-url', 'user-list', 'kits', 'orders', 'customer'] as const;
export type StaffReadRecord = (typeof STAFF_READ_RECORDS)[number];

/**
 * What the staff browser needs, while acting as the member, to open the member's data key with the
 * staff member's own password (docs/decisions/0106-impersonation-unlock.md): the staff member's
 * locked private key (its salt and KDF come from pre-login, as at sign-in) and the recovery key the
 * impersonation data names, with their grant of it. `copy` is null when there is none.
 */
export const ImpersonationUnlockResponse = z.object({
  staff_email: z.string(),
  encrypted_private_key: z.string().nullable(),
  copy: z.object({ fingerprint: z.string(), locked_private_key: z.string(), grant: z.string(), encrypted_data_key: z.string() }).nullable(),
});
export type ImpersonationUnlockResponse = z.infer<typeof ImpersonationUnlockResponse>;

/** What the member sees of staff access to their account: every impersonation is audited and listed here. */
/** What staff read while signed in as the member, by path: how often, and when last. */
export const AccessLogRead = z.object({ method: z.string(), path: z.string(), count: z.number().int(), last_at: z.string() });
export type AccessLogRead = z.infer<typeof AccessLogRead>;
export const AccessLogEntry = z.object({
  id: z.string(),
  /**
   * 'impersonation.started', 'impersonation.write', 'clinical.read' or 'staff.read'. Reads made while
   * signed in as the member are not entries of their own: they are the `reads` of the sign-in they
   * belong to, so one visit is one line of the log however many screens it opened.
   */
  event: z.string(),
  staff_email: z.string().nullable(),
  /** For writes and reads while acting as the member: the method and path called. */
  method: z.string().nullable(),
  path: z.string().nullable(),
  /** For clinical reads: what was read. */
  record: z.enum(CLINICAL_READ_RECORDS).nullable(),
  /** For other staff reads from the admin area: what was read. */
  viewed: z.enum(STAFF_READ_RECORDS).nullable(),
  /** For 'impersonation.started': every read made with that sign-in's tokens, first read first. */
  reads: z.array(AccessLogRead),
  created_at: z.string(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;
export const AccessLogQuery = Paging;
export const AccessLogResponse = z.object({ entries: z.array(AccessLogEntry), total_count: z.number().int() });
export type AccessLogResponse = z.infer<typeof AccessLogResponse>;

/** spec 001 §3 more_active_sso_login and §7 "Get single sign-on login": url, expires_at, completed_profile. */
export const SsoLogin = z.object({ url: z.string(), expires_at: z.string(), completed_profile: z.boolean() });
export type SsoLogin = z.infer<typeof SsoLogin>;
export const SsoLoginResponse = z.object({ sso_login: SsoLogin });
export type SsoLoginResponse = z.infer<typeof SsoLoginResponse>;

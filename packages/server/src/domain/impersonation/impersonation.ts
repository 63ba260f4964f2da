// spec 000 §1, §3.2, §6, §7.2: staff acting as a member or reading their clinical records. Every
// impersonation, every write made with its tokens and every clinical read lands in audit_log under
// the member, who can read them (GET /api/client/user/access-log).
import type { ImpersonationData, ImpersonationKeyGap, ImpersonationUnlockResponse } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import { memberRecoveryKeys, staffRecoveryCopies } from '../recovery-keys/recovery-keys.js';

export const IMPERSONATION_STARTED = 'impersonation.started';
export const IMPERSONATION_WRITE = 'impersonation.write';
/** A read made with an impersonation token (method and path), audited under the member. */
export const IMPERSONATION_READ = 'impersonation.read';
/** A clinical read of the member's data by user id (spec 000 §7.2), audited under the member. */
export const CLINICAL_READ = 'clinical.read';
/** An impersonation session can be refreshed for 4 hours from its start (ours), not for the refresh token's 30 days. */
export const IMPERSONATION_MAX_MS = 4 * 3_600_000;

/** Writes one entry of the member's access log (audit_log under the member, by a member of staff). */
export async function recordStaffAccess(ctx: AppContext, event: string, entry: { userId: string; staffId: string; ip: string; detail: Record<string, unknown> }): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({ event, user_id: entry.userId, actor_id: entry.staffId, ip: entry.ip, detail: JSON.stringify(entry.detail), created_at: ctx.config.now() })
    .execute();
}

/**
 * spec 000 §3.2 impersonation data. The emergency key is the member's data key as wrapped to an
 * organisation recovery key the staff member holds (docs/decisions/0076-organisation-recovery-keys.md),
 * and the secret that key's fingerprint: only the staff browser, with the staff member's own key,
 * opens it. None when the member has no such wrap.
 */
export async function impersonationData(ctx: AppContext, userId: string, staffId: string): Promise<ImpersonationData> {
  const [copy] = await staffRecoveryCopies(ctx, staffId, userId);
  if (copy) return { decrypt_method: 'pgp', secret: copy.fingerprint, encrypted_emergency_key: copy.encrypted_data_key, gap: null };
  return { decrypt_method: 'pgp', secret: '', encrypted_emergency_key: null, gap: await keyGap(ctx, userId, staffId) };
}

/** Why the staff member holds no copy of the member's data key: what the locked state tells them to do. */
async function keyGap(ctx: AppContext, userId: string, staffId: string): Promise<ImpersonationKeyGap> {
  const account = await ctx.db.selectFrom('accounts').select('encrypted_data_key').where('user_id', '=', userId).executeTakeFirst();
  if (!account?.encrypted_data_key) return 'no-member-keys';
  const { keys } = await memberRecoveryKeys(ctx, userId);
  if (keys.length === 0) return 'no-recovery-key';
  const granted = await ctx.db
    .selectFrom('recovery_key_grants')
    .select('key_id')
    .where('user_id', '=', staffId)
    .where(
      'key_id',
      'in',
      keys.map((k) => k.id),
    )
    .executeTakeFirst();
  return granted ? 'not-wrapped' : 'not-granted';
}

/**
 * What the staff browser opens the member's data key with while acting as them: the staff member's
 * own locked private key and the copy impersonationData chose (the active key's first), with their
 * grant. Nothing here opens without the staff member's password.
 */
export async function impersonationUnlockMaterial(ctx: AppContext, userId: string, staffId: string): Promise<ImpersonationUnlockResponse> {
  const staff = await ctx.db
    .selectFrom('users as u')
    .leftJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['u.email', 'a.encrypted_private_key'])
    .where('u.id', '=', staffId)
    .executeTakeFirstOrThrow();
  const [copy] = await staffRecoveryCopies(ctx, staffId, userId);
  return {
    staff_email: staff.email,
    encrypted_private_key: staff.encrypted_private_key ?? null,
    copy: copy ? { fingerprint: copy.fingerprint, locked_private_key: copy.locked_private_key, grant: copy.grant, encrypted_data_key: copy.encrypted_data_key } : null,
  };
}

/** Staff cannot act as another member of staff (anyone holding an admin permission); a partner key cannot sign staff in either. */
export async function isStaff(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('user_roles as ur')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

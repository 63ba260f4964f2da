// spec 000 §1, §3.2, §6, §7.2: staff acting as a member or reading their clinical records. Every
// impersonation, every write made with its tokens and every clinical read lands in audit_log under
// the member, who can read them (GET /api/client/user/access-log).
import * as openpgp from 'openpgp';
import type { ImpersonationData } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';

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

const fingerprints = new Map<string, Promise<{ fingerprint: string; keyIds: Set<string> }>>();
/** The escrow key's fingerprint and the key ids (primary and subkeys) a message to it names. */
function escrowKeyInfo(armored: string) {
  let info = fingerprints.get(armored);
  if (!info) {
    info = openpgp.readKey({ armoredKey: armored }).then((key) => ({
      fingerprint: key.getFingerprint(),
      keyIds: new Set(key.getKeyIDs().map((id) => id.toHex())),
    }));
    fingerprints.set(armored, info);
  }
  return info;
}

/**
 * spec 000 §3.2 impersonation data. The member's data key was wrapped at sign-up to the member's
 * key and to the organisation escrow key (accounts.encrypted_data_key); that message is the
 * emergency copy: only the escrow private key (held offline by staff) or the member can open it.
 * A copy not addressed to the escrow key is useless to staff and is not handed out.
 */
export async function impersonationData(ctx: AppContext, userId: string): Promise<ImpersonationData> {
  const escrow = await escrowKeyInfo(ctx.config.escrowPublicKey);
  const account = await ctx.db.selectFrom('accounts').select('encrypted_data_key').where('user_id', '=', userId).executeTakeFirst();
  let emergency: string | null = null;
  if (account?.encrypted_data_key) {
    try {
      const message = await openpgp.readMessage({ armoredMessage: account.encrypted_data_key });
      const recipients = message.getEncryptionKeyIDs().map((id) => id.toHex());
      if (recipients.some((id) => escrow.keyIds.has(id))) emergency = account.encrypted_data_key;
    } catch {
      emergency = null; // not an OpenPGP message: nothing staff could open
    }
  }
  return { decrypt_method: 'pgp', secret: escrow.fingerprint, encrypted_emergency_key: emergency };
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

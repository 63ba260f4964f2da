// Organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md). A member
// who reset their password without the recovery phrase keeps their old keys archived (key_wraps) and
// their old data key wrapped to their organisations' recovery keys (recovery_wraps); they ask, and a
// staff member who holds one of those recovery keys opens the old data key in their own browser and
// sends it back wrapped to the member's current public key, or refuses with a reason. The server
// only moves ciphertext: it checks the wrap is addressed to the member's key and to no other.
import type { KeyRecoveryRequest, KeyRecoveryStatus } from '@healthdeck/contract';
import * as openpgp from 'openpgp';
import type { AppContext } from '../../context.js';
import { audit } from '../../audit.js';
import { ApiHttpError, badRequest, notFound } from '../../http/api-error.js';
import { notify } from '../../notifications/notify.js';
import { archiveAccountKeys, RESET_ARCHIVE_REASON } from '../key-wraps/key-wraps.js';
import { CLINICAL_READ, recordStaffAccess } from '../impersonation/impersonation.js';

type Db = AppContext['db'];

/** Why the interim keys (made at the first sign-in after the reset) are archived when the old data key comes back. */
export const RECOVERY_ARCHIVE_REASON = 'replaced by organisation-assisted recovery';

const conflict = (message: string) => new ApiHttpError(409, 'CONFLICT', message);
const notHolder = () => new ApiHttpError(403, 'FORBIDDEN', "You hold no recovery key of this member's organisations");

/** When the member's keys were last archived by a reset without the phrase; null when never. */
async function lastResetArchive(db: Db, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('key_wraps')
    .select((eb) => eb.fn.max('archived_at').as('at'))
    .where('user_id', '=', userId)
    .where('archived_reason', '=', RESET_ARCHIVE_REASON)
    .executeTakeFirst();
  return (row?.at as Date | null | undefined) ?? null;
}

/** Whether an organisation recovery key holds a copy of the member's old data key. */
async function hasRecoveryCopy(db: Db, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('recovery_wraps').select('user_id').where('user_id', '=', userId).limit(1).executeTakeFirst());
}

async function latestRequest(db: Db, userId: string) {
  return db
    .selectFrom('key_recovery_requests')
    .select(['id', 'status', 'requested_at', 'decided_at', 'refusal_reason'])
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Where the member stands (see KEY_RECOVERY_STATES). */
export async function keyRecoveryStatus(ctx: AppContext, userId: string): Promise<KeyRecoveryStatus> {
  const [latest, reset] = await Promise.all([latestRequest(ctx.db, userId), lastResetArchive(ctx.db, userId)]);
  const times = latest
    ? { requested_at: latest.requested_at.toISOString(), decided_at: latest.decided_at?.toISOString() ?? null, refusal_reason: latest.refusal_reason }
    : { requested_at: null, decided_at: null, refusal_reason: null };
  if (latest?.status === 'pending') return { status: 'pending', ...times };
  // A decision stands until the member's keys are archived by another reset.
  const decidedSinceReset = latest?.decided_at && reset && latest.decided_at >= reset;
  if (latest?.status === 'approved' && (decidedSinceReset || !reset)) return { status: 'approved', ...times };
  const recoverable = reset !== null && (await hasRecoveryCopy(ctx.db, userId));
  if (!recoverable) return { status: 'nothing', requested_at: null, decided_at: null, refusal_reason: null };
  if (latest?.status === 'refused' && decidedSinceReset) return { status: 'refused', ...times };
  return { status: 'available', requested_at: null, decided_at: null, refusal_reason: null };
}

/** The member asks for themselves (the session's user): one pending request at a time, only when there is something to recover. */
export async function askForKeyRecovery(ctx: AppContext, userId: string, ip: string): Promise<KeyRecoveryStatus> {
  const status = await keyRecoveryStatus(ctx, userId);
  if (status.status === 'pending') throw conflict('Your request is already waiting for your organisation');
  if (status.status !== 'available' && status.status !== 'refused') throw conflict('There is nothing your organisation can recover for you');
  const account = await ctx.db.selectFrom('accounts').select('public_key').where('user_id', '=', userId).executeTakeFirst();
  if (!account?.public_key) throw conflict('Sign in once more so your browser makes your new keys, then ask again');
  try {
    await ctx.db.insertInto('key_recovery_requests').values({ user_id: userId, status: 'pending', public_key: account.public_key, requested_at: ctx.config.now() }).execute();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict('Your request is already waiting for your organisation');
    throw error;
  }
  await audit(ctx.db, 'key_recovery.requested', { userId, ip });
  return keyRecoveryStatus(ctx, userId);
}

/** Members wrapped to a recovery key `staffId` holds a grant of. */
function coveredBy(db: Db, staffId: string) {
  return db.selectFrom('recovery_wraps as w').innerJoin('recovery_key_grants as g', 'g.key_id', 'w.key_id').select('w.user_id').where('g.user_id', '=', staffId);
}

/** The pending requests the caller can decide: of members wrapped to a recovery key they hold. */
export async function pendingKeyRecoveries(ctx: AppContext, staffId: string): Promise<KeyRecoveryRequest[]> {
  const rows = await ctx.db
    .selectFrom('key_recovery_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'u.email', 'u.name', 'r.requested_at', 'r.public_key'])
    .where('r.status', '=', 'pending')
    .where('r.user_id', 'in', coveredBy(ctx.db, staffId))
    .where('r.user_id', '!=', staffId)
    .orderBy('r.requested_at')
    .execute();
  return rows.map((r) => ({ ...r, name: r.name ?? null, requested_at: r.requested_at.toISOString() }));
}

/** The pending request, after checking the caller holds a recovery key covering its member. */
async function decidable(ctx: AppContext, requestId: string, staffId: string) {
  const request = await ctx.db.selectFrom('key_recovery_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
  if (!request) throw notFound('Recovery request not found');
  if (request.user_id === staffId) throw notHolder();
  const covered = await coveredBy(ctx.db, staffId).where('w.user_id', '=', request.user_id).limit(1).executeTakeFirst();
  if (!covered) throw notHolder();
  if (request.status !== 'pending') throw conflict('This recovery request was already answered');
  return request;
}

/** True when every recipient of the armored message is the public key (primary or subkey), and there is one. */
async function addressedOnlyTo(armoredMessage: string, armoredKey: string): Promise<boolean> {
  try {
    const [message, key] = await Promise.all([openpgp.readMessage({ armoredMessage }), openpgp.readKey({ armoredKey })]);
    const ids = new Set(key.getKeyIDs().map((id) => id.toHex()));
    const recipients = message.getEncryptionKeyIDs();
    // A password-encrypted (symmetric) session key would let whoever knows the password open it.
    const symmetric = message.packets.filterByTag(openpgp.enums.packet.symEncryptedSessionKey).length > 0;
    return !symmetric && recipients.length > 0 && recipients.every((id) => ids.has(id.toHex()));
  } catch {
    return false;
  }
}

async function staffEmail(db: Db, staffId: string): Promise<string | null> {
  return (await db.selectFrom('users').select('email').where('id', '=', staffId).executeTakeFirst())?.email ?? null;
}

/**
 * Approves: the wrap becomes the account's data key again. What the member's browser made since the
 * reset (the interim data key, and a recovery phrase wrapping it) is archived, never deleted; the
 * member is notified and the access log lists who approved.
 */
export async function approveKeyRecovery(ctx: AppContext, requestId: string, staffId: string, encryptedDataKey: string, ip: string): Promise<void> {
  const request = await decidable(ctx, requestId, staffId);
  if (!(await addressedOnlyTo(encryptedDataKey, request.public_key))) {
    throw badRequest("The recovered data key must be wrapped to the member's public key only", { encrypted_data_key: "Not wrapped to the member's public key only" });
  }
  const email = await staffEmail(ctx.db, staffId);
  const now = ctx.config.now();
  await ctx.db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').select('public_key').where('user_id', '=', request.user_id).forUpdate().executeTakeFirst();
    if (account?.public_key !== request.public_key) throw conflict("The member's keys changed since they asked: they must ask again");
    const updated = await trx
      .updateTable('key_recovery_requests')
      .set({ status: 'approved', encrypted_data_key: encryptedDataKey, decided_at: now, decided_by: staffId })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw conflict('This recovery request was already answered');
    // The interim keys are kept as an archived wrap (the same key pair opens them), then the old data key takes their place.
    await archiveAccountKeys(trx, request.user_id, now, RECOVERY_ARCHIVE_REASON);
    await trx.updateTable('accounts').set({ encrypted_data_key: encryptedDataKey, updated_at: now }).where('user_id', '=', request.user_id).execute();
    await recordStaffAccess({ ...ctx, db: trx }, CLINICAL_READ, {
      userId: request.user_id,
      staffId,
      ip,
      detail: { record: 'key-recovery-approved', method: 'POST', path: `/api/admin/key-recovery-requests/${request.id}/approve`, staff_email: email },
    });
    await notify(trx, request.user_id, {
      title: 'Your records can be opened again',
      body: 'Your organisation recovered the key to the records you sealed before your password reset. Sign out and sign in again to open them, then make a new recovery phrase in your profile.',
      link: '/client/key-recovery',
    });
  });
  await audit(ctx.db, 'key_recovery.approved', { userId: request.user_id, actorId: staffId, ip, detail: { request_id: request.id } });
}

/** Refuses with a reason the member reads; nothing of the member's keys changes. */
export async function refuseKeyRecovery(ctx: AppContext, requestId: string, staffId: string, reason: string, ip: string): Promise<void> {
  const request = await decidable(ctx, requestId, staffId);
  const email = await staffEmail(ctx.db, staffId);
  const now = ctx.config.now();
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('key_recovery_requests')
      .set({ status: 'refused', refusal_reason: reason, decided_at: now, decided_by: staffId })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw conflict('This recovery request was already answered');
    await recordStaffAccess({ ...ctx, db: trx }, CLINICAL_READ, {
      userId: request.user_id,
      staffId,
      ip,
      detail: { record: 'key-recovery-refused', method: 'POST', path: `/api/admin/key-recovery-requests/${request.id}/refuse`, staff_email: email },
    });
    await notify(trx, request.user_id, { title: 'Your recovery request was refused', body: reason, link: '/client/key-recovery' });
  });
  await audit(ctx.db, 'key_recovery.refused', { userId: request.user_id, actorId: staffId, ip, detail: { request_id: request.id } });
}

// Organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md). The server stores
// what the browsers made and checks that every message is addressed to the key it claims; it never
// holds anything that opens a recovery key or a member's data key.
import * as openpgp from 'openpgp';
import { sql } from 'kysely';
import type {
  AdminMemberRecoveryResponse,
  RecoveryKey,
  RecoveryKeyCreateRequest,
  RecoveryKeyRotateRequest,
  RecoveryKeyState,
  RecoveryRewrapsResponse,
  RecoveryRewrapsSaveRequest,
  MemberRecoveryKeysResponse,
  MemberRecoveryWrapsRequest,
} from '@healthdeck/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { RecoveryKeysTable } from '../../db/schema.js';
import { audit } from '../../audit.js';
import { ApiHttpError, badRequest, notFound } from '../../http/api-error.js';
import { isStaff } from '../impersonation/impersonation.js';
import { linkedFrom } from '../links/links.js';

type Db = AppContext['db'];
type KeyRow = Selectable<RecoveryKeysTable>;

const conflict = (message: string) => new ApiHttpError(409, 'CONFLICT', message);

/** The key ids (primary and subkeys) of an armored public key. */
async function keyIdsOf(armoredKey: string): Promise<Set<string>> {
  const key = await openpgp.readKey({ armoredKey });
  return new Set(key.getKeyIDs().map((id) => id.toHex()));
}

/** True when the armored message is encrypted to the public key (one of its key ids is a recipient). */
export async function isAddressedTo(armoredMessage: string, armoredKey: string): Promise<boolean> {
  try {
    const [message, ids] = await Promise.all([openpgp.readMessage({ armoredMessage }), keyIdsOf(armoredKey)]);
    return message.getEncryptionKeyIDs().some((id) => ids.has(id.toHex()));
  } catch {
    return false;
  }
}

/** The public key's fingerprint, after checking the private half belongs to it and is locked. */
async function checkedPair(publicKey: string, lockedPrivateKey: string): Promise<string> {
  let pub: openpgp.Key;
  let priv: openpgp.PrivateKey;
  try {
    [pub, priv] = await Promise.all([openpgp.readKey({ armoredKey: publicKey }), openpgp.readPrivateKey({ armoredKey: lockedPrivateKey })]);
  } catch {
    throw badRequest('The recovery key is not a readable OpenPGP key pair', { public_key: 'Not a readable OpenPGP key' });
  }
  if (pub.isPrivate()) throw badRequest('The public key must not hold private key material', { public_key: 'A private key was sent as the public key' });
  if (priv.isDecrypted()) throw badRequest('The private key must be locked', { locked_private_key: 'The private key is not locked' });
  if (priv.getFingerprint() !== pub.getFingerprint()) throw badRequest('The private key does not belong to the public key', { locked_private_key: 'Not the same key pair' });
  return pub.getFingerprint();
}

async function requireOrganization(db: Db, id: string): Promise<void> {
  const found = await db.selectFrom('class_records').select('id').where('classkey', '=', 'organizations').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound('Organization not found');
}

async function keysOf(db: Db, organizationId: string): Promise<{ active: KeyRow | undefined; retiring: KeyRow | undefined }> {
  const rows = await db.selectFrom('recovery_keys').selectAll().where('organization_id', '=', organizationId).execute();
  return { active: rows.find((r) => r.status === 'active'), retiring: rows.find((r) => r.status === 'retiring') };
}

/** Member data keys wrapped to `from` and not yet to `to`. */
function pendingRewraps(db: Db, from: string, to: string) {
  return db
    .selectFrom('recovery_wraps as w')
    .where('w.key_id', '=', from)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('recovery_wraps as n').select('n.user_id').whereRef('n.user_id', '=', 'w.user_id').where('n.key_id', '=', to))));
}

async function countPending(db: Db, from: string, to: string): Promise<number> {
  const row = await pendingRewraps(db, from, to)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function toRecoveryKey(db: Db, row: KeyRow | undefined): Promise<RecoveryKey | null> {
  if (!row) return null;
  const wrapped = await db
    .selectFrom('recovery_wraps')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('key_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    fingerprint: row.fingerprint,
    public_key: row.public_key,
    locked_private_key: row.locked_private_key,
    created_at: row.created_at.toISOString(),
    wrapped_members: Number(wrapped.n),
  };
}

/** Staff (anyone holding an admin permission) who have a key pair. */
async function staffWithKeys(db: Db): Promise<{ user_id: string; email: string; public_key: string }[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['u.id as user_id', 'u.email', 'a.public_key'])
    .where('a.public_key', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('user_roles as ur').innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id')),
    )
    .orderBy('u.email')
    .execute();
  return rows.map((r) => ({ user_id: r.user_id, email: r.email, public_key: r.public_key! }));
}

export async function recoveryKeyState(ctx: AppContext, organizationId: string, callerId: string): Promise<RecoveryKeyState> {
  const db = ctx.db;
  await requireOrganization(db, organizationId);
  const { active, retiring } = await keysOf(db, organizationId);
  const grants = active
    ? await db
        .selectFrom('recovery_key_grants as g')
        .innerJoin('users as u', 'u.id', 'g.user_id')
        .select(['g.user_id', 'u.email', 'g.granted_at'])
        .where('g.key_id', '=', active.id)
        .orderBy('u.email')
        .execute()
    : [];
  const mine = async (key: KeyRow | undefined) =>
    key ? ((await db.selectFrom('recovery_key_grants').select('grant').where('key_id', '=', key.id).where('user_id', '=', callerId).executeTakeFirst())?.grant ?? null) : null;
  const members = await db
    .selectFrom('links as l')
    .innerJoin('accounts as a', 'a.user_id', 'l.b_id')
    .select((eb) => eb.fn.count<string>('l.b_id').distinct().as('n'))
    .where('l.kind', '=', 'organization_user')
    .where('l.a_id', '=', organizationId)
    .where('l.is_active', '=', true)
    .where('a.public_key', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    organization_id: organizationId,
    active: await toRecoveryKey(db, active),
    retiring: await toRecoveryKey(db, retiring),
    grants: grants.map((g) => ({ user_id: g.user_id, email: g.email, granted_at: g.granted_at.toISOString() })),
    my_grants: { active: await mine(active), retiring: await mine(retiring) },
    staff: await staffWithKeys(db),
    members_with_keys: Number(members.n),
    rewrap_remaining: active && retiring ? await countPending(db, retiring.id, active.id) : 0,
  };
}

/** The caller's own public key: a grant to the caller must be addressed to it. */
async function publicKeyOf(db: Db, userId: string): Promise<string | null> {
  return (await db.selectFrom('accounts').select('public_key').where('user_id', '=', userId).executeTakeFirst())?.public_key ?? null;
}

async function requireGrantTo(db: Db, userId: string, grant: string, field: string): Promise<void> {
  const publicKey = await publicKeyOf(db, userId);
  if (!publicKey) throw conflict('This staff member has no key pair yet: they must sign in once first');
  if (!(await isAddressedTo(grant, publicKey))) throw badRequest("The grant is not addressed to the staff member's public key", { [field]: 'Not addressed to this staff member' });
}

export async function createOrganizationRecoveryKey(ctx: AppContext, organizationId: string, callerId: string, body: RecoveryKeyCreateRequest, ip: string): Promise<void> {
  await requireOrganization(ctx.db, organizationId);
  const fingerprint = await checkedPair(body.public_key, body.locked_private_key);
  await requireGrantTo(ctx.db, callerId, body.grant, 'grant');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const key = await trx
        .insertInto('recovery_keys')
        .values({ organization_id: organizationId, status: 'active', public_key: body.public_key, fingerprint, locked_private_key: body.locked_private_key, created_at: ctx.config.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('recovery_key_grants').values({ key_id: key.id, user_id: callerId, grant: body.grant, granted_at: ctx.config.now() }).execute();
      await audit(trx, 'recovery_key.created', { actorId: callerId, ip, detail: { organization_id: organizationId, key_id: key.id, fingerprint } });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict('This organization already has a recovery key: rotate it instead');
    throw error;
  }
}

export async function grantOrganizationRecoveryKey(ctx: AppContext, organizationId: string, granteeId: string, grant: string, callerId: string, ip: string): Promise<void> {
  await requireOrganization(ctx.db, organizationId);
  const { active } = await keysOf(ctx.db, organizationId);
  if (!active) throw notFound('This organization has no recovery key yet');
  if (!(await isStaff(ctx, granteeId))) throw badRequest('Only staff can hold a recovery key', { userId: 'Not a member of staff' });
  await requireGrantTo(ctx.db, granteeId, grant, 'grant');
  await ctx.db
    .insertInto('recovery_key_grants')
    .values({ key_id: active.id, user_id: granteeId, grant, granted_at: ctx.config.now() })
    .onConflict((oc) => oc.columns(['key_id', 'user_id']).doUpdateSet({ grant, granted_at: ctx.config.now() }))
    .execute();
  await audit(ctx.db, 'recovery_key.granted', { actorId: callerId, ip, detail: { organization_id: organizationId, key_id: active.id, grantee_id: granteeId } });
}

export async function revokeOrganizationRecoveryGrant(ctx: AppContext, organizationId: string, granteeId: string, callerId: string, ip: string): Promise<void> {
  await requireOrganization(ctx.db, organizationId);
  await ctx.db.transaction().execute(async (trx) => {
    const keys = await trx.selectFrom('recovery_keys').select('id').where('organization_id', '=', organizationId).forUpdate().execute();
    if (keys.length === 0) throw notFound('This organization has no recovery key yet');
    for (const key of keys) {
      const holders = await trx.selectFrom('recovery_key_grants').select('user_id').where('key_id', '=', key.id).execute();
      // The last holder's grant is the only way to the key: removing it would lose every recovery.
      if (holders.length === 1 && holders[0]!.user_id === granteeId) throw conflict('This is the last staff member holding the recovery key: grant it to someone else first');
    }
    await trx
      .deleteFrom('recovery_key_grants')
      .where('user_id', '=', granteeId)
      .where(
        'key_id',
        'in',
        keys.map((k) => k.id),
      )
      .execute();
    await audit(trx, 'recovery_key.revoked', { actorId: callerId, ip, detail: { organization_id: organizationId, grantee_id: granteeId } });
  });
}

export async function rotateOrganizationRecoveryKey(ctx: AppContext, organizationId: string, callerId: string, body: RecoveryKeyRotateRequest, ip: string): Promise<void> {
  await requireOrganization(ctx.db, organizationId);
  const fingerprint = await checkedPair(body.public_key, body.locked_private_key);
  await ctx.db.transaction().execute(async (trx) => {
    const keys = await trx.selectFrom('recovery_keys').selectAll().where('organization_id', '=', organizationId).forUpdate().execute();
    const active = keys.find((k) => k.status === 'active');
    if (!active) throw notFound('This organization has no recovery key yet');
    if (keys.some((k) => k.status === 'retiring')) throw conflict('A rotation of this recovery key is still running: finish re-wrapping first');
    // Everyone who holds the key now holds the new one too: a rotation takes no one's access away.
    const holders = (await trx.selectFrom('recovery_key_grants').select('user_id').where('key_id', '=', active.id).execute()).map((h) => h.user_id).sort();
    const given = body.grants.map((g) => g.user_id).sort();
    if (holders.join() !== given.join()) throw badRequest('The new key must be granted to exactly the staff who hold the current one', { grants: 'Not the current holders' });
    for (const g of body.grants) await requireGrantTo(trx, g.user_id, g.grant, 'grants');
    await trx.updateTable('recovery_keys').set({ status: 'retiring' }).where('id', '=', active.id).execute();
    const key = await trx
      .insertInto('recovery_keys')
      .values({ organization_id: organizationId, status: 'active', public_key: body.public_key, fingerprint, locked_private_key: body.locked_private_key, created_at: ctx.config.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('recovery_key_grants')
      .values(body.grants.map((g) => ({ key_id: key.id, user_id: g.user_id, grant: g.grant, granted_at: ctx.config.now() })))
      .execute();
    await audit(trx, 'recovery_key.rotated', { actorId: callerId, ip, detail: { organization_id: organizationId, from_key_id: active.id, key_id: key.id, fingerprint } });
  });
}

export async function rewrapBatch(ctx: AppContext, organizationId: string, limit: number): Promise<RecoveryRewrapsResponse> {
  await requireOrganization(ctx.db, organizationId);
  const { active, retiring } = await keysOf(ctx.db, organizationId);
  if (!active || !retiring) return { items: [], remaining: 0 };
  const items = await pendingRewraps(ctx.db, retiring.id, active.id).select(['w.user_id', 'w.encrypted_data_key']).orderBy('w.user_id').limit(limit).execute();
  return { items, remaining: await countPending(ctx.db, retiring.id, active.id) };
}

/**
 * Stores one batch of re-wrapped data keys. Each member ends wrapped once to the new key (a batch
 * saved twice, or a member whose browser wrapped meanwhile, changes nothing); when none is left the
 * retiring key goes, with its grants and its wraps, which the new key's now replace.
 */
export async function saveRewraps(ctx: AppContext, organizationId: string, body: RecoveryRewrapsSaveRequest, callerId: string, ip: string): Promise<number> {
  await requireOrganization(ctx.db, organizationId);
  return ctx.db.transaction().execute(async (trx) => {
    const keys = await trx.selectFrom('recovery_keys').selectAll().where('organization_id', '=', organizationId).forUpdate().execute();
    const active = keys.find((k) => k.status === 'active');
    const retiring = keys.find((k) => k.status === 'retiring');
    if (!active || !retiring || retiring.id !== body.from_key_id) throw conflict('This rotation has already finished');
    const ids = new Set(await keyIdsOf(active.public_key));
    const wrappedBefore = new Set(
      (
        await trx
          .selectFrom('recovery_wraps')
          .select('user_id')
          .where('key_id', '=', retiring.id)
          .where(
            'user_id',
            'in',
            body.wraps.map((w) => w.user_id),
          )
          .execute()
      ).map((r) => r.user_id),
    );
    for (const wrap of body.wraps) {
      if (!wrappedBefore.has(wrap.user_id)) throw badRequest('A re-wrapped key is for a member the retiring key did not cover', { wraps: wrap.user_id });
      const message = await openpgp.readMessage({ armoredMessage: wrap.encrypted_data_key }).catch(() => null);
      if (!message?.getEncryptionKeyIDs().some((id) => ids.has(id.toHex()))) throw badRequest('A re-wrapped key is not addressed to the new recovery key', { wraps: wrap.user_id });
    }
    await trx
      .insertInto('recovery_wraps')
      .values(body.wraps.map((w) => ({ user_id: w.user_id, key_id: active.id, encrypted_data_key: w.encrypted_data_key, created_at: ctx.config.now() })))
      .onConflict((oc) => oc.columns(['user_id', 'key_id']).doNothing())
      .execute();
    const remaining = await countPending(trx, retiring.id, active.id);
    if (remaining === 0) {
      await trx.deleteFrom('recovery_keys').where('id', '=', retiring.id).execute();
      await audit(trx, 'recovery_key.rotation_completed', { actorId: callerId, ip, detail: { organization_id: organizationId, from_key_id: retiring.id, key_id: active.id } });
    }
    return remaining;
  });
}

/** The active recovery keys of the member's organisations, and whether the member is wrapped to each. */
export async function memberRecoveryKeys(ctx: AppContext, userId: string): Promise<MemberRecoveryKeysResponse> {
  const organizations = await linkedFrom(ctx.db, 'organization_user', userId);
  if (organizations.length === 0) return { keys: [] };
  const rows = await ctx.db
    .selectFrom('recovery_keys as k')
    .leftJoin('recovery_wraps as w', (join) => join.onRef('w.key_id', '=', 'k.id').on('w.user_id', '=', userId))
    .select(['k.id', 'k.organization_id', 'k.public_key', sql<boolean>`w.user_id is not null`.as('wrapped')])
    .where('k.status', '=', 'active')
    .where('k.organization_id', 'in', organizations)
    .orderBy('k.created_at')
    .execute();
  return { keys: rows };
}

/** Stores the member's data key wrapped to their organisations' recovery keys; a key already wrapped to keeps its wrap. */
export async function saveMemberRecoveryWraps(ctx: AppContext, userId: string, body: MemberRecoveryWrapsRequest): Promise<void> {
  const { keys } = await memberRecoveryKeys(ctx, userId);
  const byId = new Map(keys.map((k) => [k.id, k]));
  for (const wrap of body.wraps) {
    const key = byId.get(wrap.key_id);
    if (!key) throw badRequest("Not a recovery key of the member's organizations", { wraps: wrap.key_id });
    if (!(await isAddressedTo(wrap.encrypted_data_key, key.public_key))) throw badRequest('The wrapped data key is not addressed to the recovery key', { wraps: wrap.key_id });
  }
  await ctx.db
    .insertInto('recovery_wraps')
    .values(body.wraps.map((w) => ({ user_id: userId, key_id: w.key_id, encrypted_data_key: w.encrypted_data_key, created_at: ctx.config.now() })))
    .onConflict((oc) => oc.columns(['user_id', 'key_id']).doNothing())
    .execute();
}

/**
 * The member's data key as wrapped to each recovery key `staffId` holds, with the locked key and
 * the staff member's grant: all the staff browser needs, none of it usable without their own key.
 */
export async function staffRecoveryCopies(ctx: AppContext, staffId: string, memberId: string): Promise<AdminMemberRecoveryResponse['copies']> {
  return ctx.db
    .selectFrom('recovery_wraps as w')
    .innerJoin('recovery_keys as k', 'k.id', 'w.key_id')
    .innerJoin('recovery_key_grants as g', (join) => join.onRef('g.key_id', '=', 'k.id').on('g.user_id', '=', staffId))
    .select(['k.id as key_id', 'k.organization_id', 'k.fingerprint', 'w.encrypted_data_key', 'k.locked_private_key', 'g.grant'])
    .where('w.user_id', '=', memberId)
    .orderBy('k.status') // the active key before a retiring one
    .orderBy('k.created_at')
    .execute();
}

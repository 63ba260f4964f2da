// Organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md): made and granted in
// staff browsers (here: the test, with the same @healthdeck/crypto calls), stored only locked and as
// grants to staff public keys; members' browsers wrap their data key to them; a rotation re-wraps
// every member's data key in resumable batches, each member ending wrapped once to the new key.
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRecoveryKeysResponse, RecoveryKeyState, RecoveryRewrapsResponse, RecoveryRewrapsSaveResponse } from '@healthdeck/contract';
import { createDataKey, openRecoveryKey, openRecord, regrantRecoveryKey, rewrapDataKey, sealRecord, unwrapDataKey, wrapDataKey } from '@healthdeck/crypto';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

interface Keyed extends TestMember {
  publicKey: string;
  privateKey: openpgp.PrivateKey;
  encryptedDataKey: string;
  /** A record the member sealed under their data key. */
  sealed: string;
}

let server: TestServer;
let admin: Keyed;
let staff: Keyed;
const members: Keyed[] = [];
let organizationId = '';

/** Keys as a browser makes them (curve25519 here for speed; the server does not mind the algorithm). */
async function keyed(m: TestMember): Promise<Keyed> {
  const pair = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: m.email }], format: 'armored' });
  const privateKey = await openpgp.readPrivateKey({ armoredKey: pair.privateKey });
  const encryptedDataKey = await wrapDataKey(createDataKey(), [pair.publicKey]);
  expect((await callRoute(server, 'setKeys', { token: m.accessToken, body: { publicKey: pair.publicKey, encrptedPrivateKey: pair.privateKey, encryptedDataKey } })).status).toBe(204);
  const sealed = await sealRecord(await unwrapDataKey(encryptedDataKey, privateKey), { owner: m.email });
  return { ...m, publicKey: pair.publicKey, privateKey, encryptedDataKey, sealed };
}

/** A recovery pair as createRecoveryKey makes it (locked with a random passphrase), granted to `holders`. */
async function recoveryPair(holders: Keyed[]) {
  const passphrase = `pass-${crypto.randomUUID()}`;
  const pair = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'recovery@healthdeck.test' }], passphrase, format: 'armored' });
  const grants = await Promise.all(
    holders.map(async (h) =>
      openpgp.encrypt({ message: await openpgp.createMessage({ text: passphrase }), encryptionKeys: await openpgp.readKey({ armoredKey: h.publicKey }), format: 'armored' }),
    ),
  );
  return { publicKey: pair.publicKey, lockedPrivateKey: pair.privateKey, grants };
}

const state = async (as: Keyed = admin) => {
  const res = await callRoute<RecoveryKeyState>(server, 'adminRecoveryKey', { token: as.accessToken, params: { id: organizationId } });
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await keyed(await signedInAdmin(server));
  staff = await keyed(await signedInAdmin(server));
  organizationId = (await createClassStore(server.db).insert('organizations', { name: 'Recovery Clinic', code: 'recovery-clinic', logo_variants: [] })).id;
  for (let i = 0; i < 5; i++) {
    const member = await keyed(await signedInMember(server));
    expect((await server.call('linkUserOrganization', { token: admin.accessToken, body: { organization_id: organizationId, user_id: member.id } })).status).toBe(204);
    members.push(member);
  }
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** What a member's browser does at unlock: wrap the data key to every recovery key it is not wrapped to yet. */
async function memberWraps(member: Keyed) {
  const { keys } = (await callRoute<MemberRecoveryKeysResponse>(server, 'memberRecoveryKeys', { token: member.accessToken })).body;
  const missing = keys.filter((k) => !k.wrapped);
  if (missing.length === 0) return;
  const wraps = await Promise.all(missing.map(async (k) => ({ key_id: k.id, encrypted_data_key: await rewrapDataKey(member.encryptedDataKey, member.privateKey, [k.public_key]) })));
  expect((await callRoute(server, 'memberRecoveryWrapsSave', { token: member.accessToken, body: { wraps } })).status).toBe(204);
}

describe('organisation recovery keys', () => {
  it('stores a key made in the browser only locked, granted to the creating administrator', async () => {
    expect((await state()).active).toBeNull();
    const pair = await recoveryPair([admin]);
    const unlocked = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'r@healthdeck.test' }], format: 'armored' });
    const create = (body: object) => callRoute<RecoveryKeyState>(server, 'adminRecoveryKeyCreate', { token: admin.accessToken, params: { id: organizationId }, body });
    // An unlocked private half, or a grant the creator cannot open, is refused.
    expect((await create({ public_key: unlocked.publicKey, locked_private_key: unlocked.privateKey, grant: pair.grants[0] })).status).toBe(400);
    const [toStaff] = (await recoveryPair([staff])).grants;
    expect((await create({ public_key: pair.publicKey, locked_private_key: pair.lockedPrivateKey, grant: toStaff })).status).toBe(400);

    const created = await create({ public_key: pair.publicKey, locked_private_key: pair.lockedPrivateKey, grant: pair.grants[0] });
    expect(created.status).toBe(201);
    expect(created.body.active?.fingerprint).toBe((await openpgp.readKey({ armoredKey: pair.publicKey })).getFingerprint());
    expect(created.body.grants.map((g) => g.user_id)).toEqual([admin.id]);
    expect(created.body.members_with_keys).toBe(5);
    const opened = await openRecoveryKey(created.body.active!.locked_private_key, created.body.my_grants.active!, admin.privateKey);
    expect(opened.getFingerprint()).toBe(created.body.active!.fingerprint);
    expect((await create({ public_key: pair.publicKey, locked_private_key: pair.lockedPrivateKey, grant: pair.grants[0] })).status).toBe(409);
  });

  it("members' browsers wrap their data key to their organisation's key, once; wraps to another key are refused", async () => {
    for (const member of members) await memberWraps(member);
    const first = (await callRoute<MemberRecoveryKeysResponse>(server, 'memberRecoveryKeys', { token: members[0]!.accessToken })).body;
    expect(first.keys).toEqual([expect.objectContaining({ organization_id: organizationId, wrapped: true })]);
    const wrongKey = await wrapDataKey(createDataKey(), [members[0]!.publicKey]);
    expect(
      (await callRoute(server, 'memberRecoveryWrapsSave', { token: members[0]!.accessToken, body: { wraps: [{ key_id: first.keys[0]!.id, encrypted_data_key: wrongKey }] } })).status,
    ).toBe(400);
    const outsider = await keyed(await signedInMember(server));
    expect((await callRoute<MemberRecoveryKeysResponse>(server, 'memberRecoveryKeys', { token: outsider.accessToken })).body.keys).toEqual([]);
    expect((await state()).active?.wrapped_members).toBe(5);
  });

  it('grants and revokes staff access; the last holder cannot be revoked', async () => {
    const before = await state();
    const [grant] = await regrantRecoveryKey(before.my_grants.active!, admin.privateKey, [staff.publicKey]);
    const grantTo = (userId: string, body: object) =>
      callRoute<RecoveryKeyState>(server, 'adminRecoveryKeyGrant', { token: admin.accessToken, params: { id: organizationId, userId }, body });
    expect((await grantTo(members[0]!.id, { grant })).status).toBe(400); // not staff
    const granted = await grantTo(staff.id, { grant });
    expect(granted.status).toBe(200);
    expect(granted.body.grants.map((g) => g.user_id).sort()).toEqual([admin.id, staff.id].sort());
    // The grantee opens the key with their own private key.
    const theirs = await state(staff);
    expect((await openRecoveryKey(theirs.active!.locked_private_key, theirs.my_grants.active!, staff.privateKey)).getFingerprint()).toBe(theirs.active!.fingerprint);

    const revoke = (userId: string) => callRoute<RecoveryKeyState>(server, 'adminRecoveryKeyRevoke', { token: admin.accessToken, params: { id: organizationId, userId } });
    expect((await revoke(staff.id)).body.grants.map((g) => g.user_id)).toEqual([admin.id]);
    expect((await state(staff)).my_grants.active).toBeNull();
    expect((await revoke(admin.id)).status).toBe(409);
    expect((await grantTo(staff.id, { grant })).status).toBe(200);
  });

  it('rotation interrupted mid-batch and resumed: every member ends wrapped once to the new key, and the old key is gone', async () => {
    const before = await state();
    const oldKey = before.active!;
    const rotate = (body: object) => callRoute<RecoveryKeyState>(server, 'adminRecoveryKeyRotate', { token: admin.accessToken, params: { id: organizationId }, body });
    const next = await recoveryPair([admin, staff]);
    // Every current holder must hold the new key too.
    expect((await rotate({ public_key: next.publicKey, locked_private_key: next.lockedPrivateKey, grants: [{ user_id: admin.id, grant: next.grants[0] }] })).status).toBe(400);
    const rotated = await rotate({
      public_key: next.publicKey,
      locked_private_key: next.lockedPrivateKey,
      grants: [
        { user_id: admin.id, grant: next.grants[0] },
        { user_id: staff.id, grant: next.grants[1] },
      ],
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.retiring?.id).toBe(oldKey.id);
    expect(rotated.body.rewrap_remaining).toBe(5);
    expect((await rotate({ public_key: next.publicKey, locked_private_key: next.lockedPrivateKey, grants: [] })).status).toBe(400);

    // The staff browser opens both keys with its own private key.
    const oldPrivate = await openRecoveryKey(rotated.body.retiring!.locked_private_key, rotated.body.my_grants.retiring!, admin.privateKey);
    const newPublic = rotated.body.active!.public_key;
    const batch = async (limit: number) =>
      (await callRoute<RecoveryRewrapsResponse>(server, 'adminRecoveryRewraps', { token: admin.accessToken, params: { id: organizationId }, query: { limit } })).body;
    const rewrap = async (items: RecoveryRewrapsResponse['items']) =>
      Promise.all(items.map(async (i) => ({ user_id: i.user_id, encrypted_data_key: await rewrapDataKey(i.encrypted_data_key, oldPrivate, [newPublic]) })));
    const save = (wraps: object[]) =>
      callRoute<RecoveryRewrapsSaveResponse>(server, 'adminRecoveryRewrapsSave', { token: admin.accessToken, params: { id: organizationId }, body: { from_key_id: oldKey.id, wraps } });

    const first = await batch(2);
    expect(first.items).toHaveLength(2);
    expect(first.remaining).toBe(5);
    const firstWraps = await rewrap(first.items);
    expect((await save(firstWraps)).body.remaining).toBe(3);

    // Interrupted: the second batch is read and re-wrapped, but only half of it reaches the server.
    const second = await batch(2);
    expect(second.items.map((i) => i.user_id)).not.toContain(first.items[0]!.user_id);
    const secondWraps = await rewrap(second.items);
    expect((await save(secondWraps.slice(0, 1))).body.remaining).toBe(2);
    // Meanwhile one member's own browser wraps to the new key at sign-in.
    const self = members.find((m) => m.id !== second.items[1]!.user_id && !first.items.concat(second.items).some((i) => i.user_id === m.id))!;
    await memberWraps(self);

    // Resumed (a fresh page): the first batch replayed changes nothing, the rest completes the rotation.
    expect((await save(firstWraps)).body.remaining).toBe(1);
    const rest = await batch(25);
    expect(rest.items.map((i) => i.user_id)).toEqual([second.items[1]!.user_id]);
    expect((await save(await rewrap(rest.items))).body.remaining).toBe(0);
    expect((await save(firstWraps)).status).toBe(409); // the rotation is over

    const after = await state();
    expect(after.retiring).toBeNull();
    expect(after.active!.wrapped_members).toBe(5);
    const rows = await server.db
      .selectFrom('recovery_wraps')
      .select(['user_id', 'key_id'])
      .where(
        'user_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.key_id))).toEqual(new Set([after.active!.id]));
    expect(await server.db.selectFrom('recovery_key_grants').select('user_id').where('key_id', '=', oldKey.id).execute()).toEqual([]);

    // Through the new key, every member's record opens.
    const newPrivate = await openRecoveryKey(after.active!.locked_private_key, (await state(staff)).my_grants.active!, staff.privateKey);
    const wraps = await server.db.selectFrom('recovery_wraps').select(['user_id', 'encrypted_data_key']).where('key_id', '=', after.active!.id).execute();
    for (const member of members) {
      const wrap = wraps.find((w) => w.user_id === member.id)!;
      expect(await openRecord(member.sealed, { dataKey: await unwrapDataKey(wrap.encrypted_data_key, newPrivate) })).toEqual({ owner: member.email });
    }
  });
});

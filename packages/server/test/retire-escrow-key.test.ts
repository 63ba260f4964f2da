// The upgrade step that retires a plaintext escrow private key (src/ops/retire-escrow-key.ts): a data
// folder holding the escrow pair as a development start wrote it, members who signed up the old way
// (data key wrapped to their own key and the escrow key), an organisation recovery key made and held
// by an administrator whose private key opens only with their password. The step re-wraps every
// member's data key to the recovery key, keeps the old key while a member it opens has no recovery
// wrap, and then removes it: no plaintext private key is left, every member opens through the
// recovery key, and no escrow key is handed out or made again.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_KDF, createDataKey, deriveSecrets, openRecoveryKey, openRecord, sealRecord, unwrapDataKey, wrapDataKey } from '@healthdeck/crypto';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { legacyEscrowPublicKey } from '../src/escrow.js';
import { retireEscrowKey } from '../src/ops/retire-escrow-key.js';
import { findPlaintextPrivateKeys } from '../src/plaintext-private-keys.js';
import { productionProblems } from '../src/production-config.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { SAFE_PRODUCTION_ENV } from './helpers/production-env.js';

interface OldMember extends TestMember {
  sealed: string;
  value: unknown;
}

let server: TestServer;
let work: string;
let dataDir: string;
let organizationId: string;
const ADMIN_PASSWORD = `Admin-${crypto.randomUUID()}`;
let admin: TestMember & { privateKey: openpgp.PrivateKey };
const members: OldMember[] = [];

/** Signs a member up as the old browser did: the data key wrapped to their key and the escrow key. */
async function oldMember(n: number): Promise<OldMember> {
  const m = await signedInMember(server);
  const pair = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: m.email }], format: 'armored' });
  const raw = createDataKey();
  const encryptedDataKey = await wrapDataKey(new Uint8Array(raw), [pair.publicKey, inject('escrowPublicKey')]);
  expect((await callRoute(server, 'setKeys', { token: m.accessToken, body: { publicKey: pair.publicKey, encrptedPrivateKey: pair.privateKey, encryptedDataKey } })).status).toBe(204);
  const value = { member: n, allergy: `pollen ${n}` };
  const privateKey = await openpgp.readPrivateKey({ armoredKey: pair.privateKey });
  return { ...m, sealed: await sealRecord(await unwrapDataKey(encryptedDataKey, privateKey), value), value };
}

const link = async (userId: string) =>
  expect((await server.call('linkUserOrganization', { token: admin.accessToken, body: { organization_id: organizationId, user_id: userId } })).status).toBe(204);

beforeAll(async () => {
  server = await startTestServer();
  work = await mkdtemp(path.join(tmpdir(), 'hd-retire-escrow-'));
  dataDir = path.join(work, 'data');
  // DATA_DIR as a development start leaves it: the escrow pair, the private half unprotected.
  await cp(inject('escrowDir'), path.join(dataDir, 'escrow'), { recursive: true });

  // The administrator's key pair, locked under the passphrase their password derives (as the browser makes it).
  const signed = await signedInAdmin(server);
  const { passphrase } = await deriveSecrets(ADMIN_PASSWORD, signed.keySalt, DEFAULT_KDF);
  const pair = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: signed.email }], passphrase, format: 'armored' });
  const encryptedDataKey = await wrapDataKey(createDataKey(), [pair.publicKey]);
  expect((await callRoute(server, 'setKeys', { token: signed.accessToken, body: { publicKey: pair.publicKey, encrptedPrivateKey: pair.privateKey, encryptedDataKey } })).status).toBe(204);
  admin = { ...signed, privateKey: await openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: pair.privateKey }), passphrase }) };

  organizationId = (await createClassStore(server.db).insert('organizations', { name: 'Upgrade Clinic', code: 'upgrade-clinic', logo_variants: [] })).id;
  // The organisation's recovery key as createRecoveryKey makes it, granted to the administrator.
  const recoveryPassphrase = `pass-${crypto.randomUUID()}`;
  const recovery = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'recovery@healthdeck.test' }], passphrase: recoveryPassphrase, format: 'armored' });
  const grant = await openpgp.encrypt({
    message: await openpgp.createMessage({ text: recoveryPassphrase }),
    encryptionKeys: await openpgp.readKey({ armoredKey: pair.publicKey }),
    format: 'armored',
  });
  const created = await callRoute(server, 'adminRecoveryKeyCreate', {
    token: admin.accessToken,
    params: { id: organizationId },
    body: { public_key: recovery.publicKey, locked_private_key: recovery.privateKey, grant },
  });
  expect(created.status).toBe(201);

  for (let n = 1; n <= 3; n++) {
    const member = await oldMember(n);
    await link(member.id);
    members.push(member);
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('retiring the plaintext escrow key', () => {
  it('refuses a wrong password and changes nothing', async () => {
    await expect(retireEscrowKey(server.db, { dataDir, adminEmail: admin.email, password: 'not-the-password' })).rejects.toThrow(/password does not open/);
    expect(await findPlaintextPrivateKeys(dataDir)).toHaveLength(1);
    expect(await server.db.selectFrom('recovery_wraps').select('user_id').execute()).toEqual([]);
  });

  it('keeps the old key while a member it opens has no recovery wrap; once covered, removes it and every member opens through the recovery key', async () => {
    const outsider = await oldMember(4);
    const first = await retireEscrowKey(server.db, { dataDir, adminEmail: admin.email.toUpperCase(), password: ADMIN_PASSWORD });
    expect(first.rewrapped).toEqual([{ organization_id: organizationId, key_id: expect.any(String), members: 3 }]);
    expect(first.uncovered).toEqual([outsider.email]);
    expect(first.removed).toEqual([]);
    expect(await findPlaintextPrivateKeys(dataDir)).toEqual([path.join(dataDir, 'escrow', 'escrow-private.asc')]);
    expect(await productionProblems({ ...SAFE_PRODUCTION_ENV, DATA_DIR: dataDir })).toHaveLength(1);

    await link(outsider.id);
    members.push(outsider);
    const second = await retireEscrowKey(server.db, { dataDir, adminEmail: admin.email, password: ADMIN_PASSWORD });
    expect(second.rewrapped[0]!.members).toBe(1); // the three already wrapped are not wrapped twice
    expect(second.uncovered).toEqual([]);
    expect(second.removed).toEqual([path.join(dataDir, 'escrow', 'escrow-private.asc')]);

    // No plaintext private key is left on disk; production would start.
    expect(await findPlaintextPrivateKeys(dataDir)).toEqual([]);
    expect(await productionProblems({ ...SAFE_PRODUCTION_ENV, DATA_DIR: dataDir })).toEqual([]);

    // Every member's sealed record opens through the recovery key, as a staff browser opens it.
    for (const member of members) {
      const res = await callRoute<{ copies: { encrypted_data_key: string; locked_private_key: string; grant: string }[] }>(server, 'adminUserRecoveryKey', {
        token: admin.accessToken,
        params: { id: member.id },
      });
      expect(res.status).toBe(200);
      expect(res.body.copies).toHaveLength(1);
      const copy = res.body.copies[0]!;
      const recoveryKey = await openRecoveryKey(copy.locked_private_key, copy.grant, admin.privateKey);
      expect(await openRecord(member.sealed, { dataKey: await unwrapDataKey(copy.encrypted_data_key, recoveryKey) })).toEqual(member.value);
    }
    const events = await server.db.selectFrom('audit_log').select('event').where('event', 'in', ['recovery_key.escrow_rewrapped', 'escrow_key.retired']).execute();
    expect(events.map((e) => e.event).sort()).toEqual(['escrow_key.retired', 'recovery_key.escrow_rewrapped', 'recovery_key.escrow_rewrapped']);

    // The escrow key is gone for good: no start makes a new pair, and new members are wrapped to none.
    expect((await readdir(path.join(dataDir, 'escrow'))).sort()).toEqual(['retired']);
    expect(await legacyEscrowPublicKey(dataDir)).toEqual({ publicKey: null, dir: path.join(dataDir, 'escrow') });

    // Run again: nothing left to retire.
    expect(await retireEscrowKey(server.db, { dataDir, adminEmail: admin.email, password: ADMIN_PASSWORD })).toEqual({ found: [], rewrapped: [], uncovered: [], removed: [] });
  }, 120_000);
});

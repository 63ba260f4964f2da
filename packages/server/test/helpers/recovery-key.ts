import * as openpgp from 'openpgp';
import { expect } from 'vitest';
import type { MemberRecoveryKeysResponse } from '@healthdeck/contract';
import { createDataKey, rewrapDataKey, unwrapDataKey, wrapDataKey } from '@healthdeck/crypto';
import { createClassStore } from '../../src/admin-classes/class-store.js';
import type { TestMember } from './accounts.js';
import { callRoute } from './call-route.js';
import type { TestServer } from './test-server.js';

// Organisation recovery keys as the browsers make them (curve25519 for speed; the server does not
// mind the algorithm): a staff member's key pair, an organisation whose recovery key is granted to
// them, and members whose browsers wrap their data key to it at unlock.

/** Sets a key pair on the account as the browser does at first sign-in; answers the private key. */
export async function giveKeys(server: TestServer, m: TestMember): Promise<{ privateKey: openpgp.PrivateKey; encryptedDataKey: string }> {
  const pair = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: m.email }], format: 'armored' });
  const encryptedDataKey = await wrapDataKey(createDataKey(), [pair.publicKey]);
  expect((await callRoute(server, 'setKeys', { token: m.accessToken, body: { publicKey: pair.publicKey, encrptedPrivateKey: pair.privateKey, encryptedDataKey } })).status).toBe(204);
  return { privateKey: await openpgp.readPrivateKey({ armoredKey: pair.privateKey }), encryptedDataKey };
}

/** A new organisation with a recovery key granted to `staff` (who gets a key pair); answers its id and the staff private key. */
export async function organisationWithRecoveryKey(server: TestServer, staff: TestMember): Promise<{ organizationId: string; staffKey: openpgp.PrivateKey }> {
  const { privateKey: staffKey } = await giveKeys(server, staff);
  const organizationId = (await createClassStore(server.db).insert('organizations', { name: `Clinic ${crypto.randomUUID()}`, code: crypto.randomUUID(), logo_variants: [] })).id;
  const passphrase = crypto.randomUUID();
  const recovery = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'recovery@healthdeck.test' }], passphrase, format: 'armored' });
  const grant = await openpgp.encrypt({ message: await openpgp.createMessage({ text: passphrase }), encryptionKeys: staffKey.toPublic(), format: 'armored' });
  const created = await callRoute(server, 'adminRecoveryKeyCreate', {
    token: staff.accessToken,
    params: { id: organizationId },
    body: { public_key: recovery.publicKey, locked_private_key: recovery.privateKey, grant },
  });
  expect(created.status).toBe(201);
  return { organizationId, staffKey };
}

/** A member of the organisation with keys, wrapped to its recovery key as their browser does at unlock; answers their data key and private key. */
export async function recoverableMember(server: TestServer, admin: TestMember, m: TestMember, organizationId: string): Promise<{ dataKey: CryptoKey; privateKey: openpgp.PrivateKey }> {
  const { privateKey, encryptedDataKey } = await giveKeys(server, m);
  expect((await server.call('linkUserOrganization', { token: admin.accessToken, body: { organization_id: organizationId, user_id: m.id } })).status).toBe(204);
  const { keys } = (await callRoute<MemberRecoveryKeysResponse>(server, 'memberRecoveryKeys', { token: m.accessToken })).body;
  const wraps = await Promise.all(keys.map(async (k) => ({ key_id: k.id, encrypted_data_key: await rewrapDataKey(encryptedDataKey, privateKey, [k.public_key]) })));
  expect((await callRoute(server, 'memberRecoveryWrapsSave', { token: m.accessToken, body: { wraps } })).status).toBe(204);
  return { dataKey: await unwrapDataKey(encryptedDataKey, privateKey), privateKey };
}

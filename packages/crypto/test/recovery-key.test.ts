import { beforeAll, describe, expect, it } from 'vitest';
import { createDataKey, createRecoveryKey, openRecoveryKey, regrantRecoveryKey, rewrapDataKey, unlockPrivateKey, unwrapDataKey, wrapDataKey, sealRecord, openRecord } from '../src/index.js';
import type { NewRecoveryKey, PrivateKey } from '../src/index.js';
import { identity } from './fixtures.js';

// The recovery key opens only through a grant and the grantee's own private key; granting passes it
// on without the passphrase ever leaving the browser in the clear; re-wrapping moves a data key.

let admin: PrivateKey;
let staff: PrivateKey;
let stranger: PrivateKey;
let staffPublic: string;
let recovery: NewRecoveryKey;

beforeAll(async () => {
  const [a, s, x] = await Promise.all([identity('admin'), identity('staff'), identity('stranger')]);
  [admin, staff, stranger] = await Promise.all([
    unlockPrivateKey(a.encrptedPrivateKey, a.passphrase),
    unlockPrivateKey(s.encrptedPrivateKey, s.passphrase),
    unlockPrivateKey(x.encrptedPrivateKey, x.passphrase),
  ]);
  staffPublic = s.publicKey;
  recovery = await createRecoveryKey({ name: 'recovery@healthdeck.test', granteePublicKeys: [a.publicKey] });
}, 120_000);

describe('organisation recovery key', () => {
  it('opens with the grantee’s key only, and its private half is locked', async () => {
    expect(recovery.lockedPrivateKey).toContain('BEGIN PGP PRIVATE KEY BLOCK');
    expect(recovery.grants).toHaveLength(1);
    const opened = await openRecoveryKey(recovery.lockedPrivateKey, recovery.grants[0]!, admin);
    expect(opened.getFingerprint()).toBe(recovery.fingerprint);
    await expect(openRecoveryKey(recovery.lockedPrivateKey, recovery.grants[0]!, stranger)).rejects.toThrow('not granted');
  });

  it('a grant re-encrypted for another staff member opens the same key for them', async () => {
    const [grant] = await regrantRecoveryKey(recovery.grants[0]!, admin, [staffPublic]);
    const opened = await openRecoveryKey(recovery.lockedPrivateKey, grant!, staff);
    expect(opened.getFingerprint()).toBe(recovery.fingerprint);
    await expect(regrantRecoveryKey(recovery.grants[0]!, staff, [staffPublic])).rejects.toThrow('not granted');
  });

  it('re-wraps a member’s data key to the recovery key, which then opens the member’s records', async () => {
    const member = await identity('member');
    const memberKey = await unlockPrivateKey(member.encrptedPrivateKey, member.passphrase);
    const wrapped = await wrapDataKey(createDataKey(), [member.publicKey]);
    const sealed = await sealRecord(await unwrapDataKey(wrapped, memberKey), { epds: 7 });
    const toRecovery = await rewrapDataKey(wrapped, memberKey, [recovery.publicKey]);
    const recoveryKey = await openRecoveryKey(recovery.lockedPrivateKey, recovery.grants[0]!, admin);
    expect(await openRecord(sealed, { dataKey: await unwrapDataKey(toRecovery, recoveryKey) })).toEqual({ epds: 7 });
    await expect(unwrapDataKey(toRecovery, memberKey)).rejects.toThrow();
    await expect(rewrapDataKey(wrapped, stranger, [recovery.publicKey])).rejects.toThrow('Could not unwrap');
  });
});

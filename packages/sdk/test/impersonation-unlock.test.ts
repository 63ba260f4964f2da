// spec 000 §3.2 impersonation data, recovery: the emergency key (the member's data key
// wrapped at sign-up to the member and the recovery key) opens with the recovery private key only, and
// the member's sealed records then read while impersonating.
import { describe, expect, it } from 'vitest';
import { createDataKey, encryptForMember, sealRecord, unlockPrivateKey, unwrapDataKey, wrapDataKey } from '@healthdeck/crypto';
import type { ImpersonationData } from '@healthdeck/contract';
import { openStaffRecord, openImpersonatedRecord, openImpersonationDataKey } from '../src/domains/impersonation-unlock.js';
import { RECOVERY_PRIVATE_KEY, RECOVERY_PUBLIC_KEY, MEMBER_PRIVATE_KEY, MEMBER_PUBLIC_KEY, STRANGER_PRIVATE_KEY, TEST_KEY_PASSPHRASE } from './support/impersonation-keys.js';

describe('openImpersonationDataKey', () => {
  it("opens the member's data key with the recovery key and reads what the member sealed", async () => {
    const recovery = await unlockPrivateKey(RECOVERY_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const member = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY, RECOVERY_PUBLIC_KEY]);
    const sealed = await sealRecord(await unwrapDataKey(wrapped, member), { hr: 72, note: 'sealed by the member' });

    const data: ImpersonationData = { decrypt_method: 'pgp', secret: recovery.getFingerprint().toUpperCase(), encrypted_emergency_key: wrapped };
    const key = await openImpersonationDataKey(data, recovery);
    expect(await openImpersonatedRecord(sealed, key)).toEqual({ hr: 72, note: 'sealed by the member' });
    expect(await openImpersonatedRecord(sealed, null)).toBeNull();
  });

  it('refuses any other key, and answers null for a member without keys', async () => {
    const recovery = await unlockPrivateKey(RECOVERY_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const stranger = await unlockPrivateKey(STRANGER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY, RECOVERY_PUBLIC_KEY]);
    const data: ImpersonationData = { decrypt_method: 'pgp', secret: recovery.getFingerprint(), encrypted_emergency_key: wrapped };
    await expect(openImpersonationDataKey(data, stranger)).rejects.toThrow('This is not the recovery key the impersonation data names');
    // Even when the secret is made to name it, the stranger's key cannot open the message.
    await expect(openImpersonationDataKey({ ...data, secret: stranger.getFingerprint() }, stranger)).rejects.toThrow('Could not unwrap the data key');
    expect(await openImpersonationDataKey({ ...data, encrypted_emergency_key: null }, recovery)).toBeNull();
    await expect(openImpersonationDataKey({ ...data, decrypt_method: 'aes' }, recovery)).rejects.toThrow('Unsupported impersonation decrypt method: aes');
  });
});

describe('openStaffRecord', () => {
  it("opens what the member sealed under the data key, and tells a record sealed to the member's own key from an absent one", async () => {
    const recovery = await unlockPrivateKey(RECOVERY_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY, RECOVERY_PUBLIC_KEY]);
    const member = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const sealed = await sealRecord(await unwrapDataKey(wrapped, member), { q1: 3 });
    const key = await openImpersonationDataKey({ decrypt_method: 'pgp', secret: recovery.getFingerprint(), encrypted_emergency_key: wrapped }, recovery);
    expect(await openStaffRecord(sealed, key!)).toEqual({ kind: 'opened', value: { q1: 3 } });
    expect(await openStaffRecord(await encryptForMember({ hr: 60 }, MEMBER_PUBLIC_KEY), key!)).toEqual({ kind: 'member-key-only' });
    expect(await openStaffRecord(null, key!)).toEqual({ kind: 'empty' });
  });
});

// spec 000 §3.2 impersonation data, escrow: the emergency key (the member's data key
// wrapped at sign-up to the member and the escrow key) opens with the escrow private key only, and
// the member's sealed records then read while impersonating.
import { describe, expect, it } from 'vitest';
import { createDataKey, encryptForMember, sealRecord, unlockPrivateKey, unwrapDataKey, wrapDataKey } from '@healthdeck/crypto';
import type { ImpersonationData } from '@healthdeck/contract';
import { openEscrowRecord, openImpersonatedRecord, openImpersonationDataKey, readEscrowKey } from '../src/domains/impersonation-unlock.js';
import { ESCROW_PRIVATE_KEY, ESCROW_PUBLIC_KEY, MEMBER_PRIVATE_KEY, MEMBER_PUBLIC_KEY, STRANGER_PRIVATE_KEY, TEST_KEY_PASSPHRASE } from './support/impersonation-keys.js';

describe('openImpersonationDataKey', () => {
  it("opens the member's data key with the escrow key and reads what the member sealed", async () => {
    const escrow = await unlockPrivateKey(ESCROW_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const member = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY, ESCROW_PUBLIC_KEY]);
    const sealed = await sealRecord(await unwrapDataKey(wrapped, member), { hr: 72, note: 'sealed by the member' });

    const data: ImpersonationData = { decrypt_method: 'pgp', secret: escrow.getFingerprint().toUpperCase(), encrypted_emergency_key: wrapped };
    const key = await openImpersonationDataKey(data, escrow);
    expect(await openImpersonatedRecord(sealed, key)).toEqual({ hr: 72, note: 'sealed by the member' });
    expect(await openImpersonatedRecord(sealed, null)).toBeNull();
  });

  it('refuses any other key, and answers null for a member without keys', async () => {
    const escrow = await unlockPrivateKey(ESCROW_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const stranger = await unlockPrivateKey(STRANGER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY, ESCROW_PUBLIC_KEY]);
    const data: ImpersonationData = { decrypt_method: 'pgp', secret: escrow.getFingerprint(), encrypted_emergency_key: wrapped };
    await expect(openImpersonationDataKey(data, stranger)).rejects.toThrow('This is not the escrow key the impersonation data names');
    // Even when the secret is made to name it, the stranger's key cannot open the message.
    await expect(openImpersonationDataKey({ ...data, secret: stranger.getFingerprint() }, stranger)).rejects.toThrow('Could not unwrap the data key');
    expect(await openImpersonationDataKey({ ...data, encrypted_emergency_key: null }, escrow)).toBeNull();
    await expect(openImpersonationDataKey({ ...data, decrypt_method: 'aes' }, escrow)).rejects.toThrow('Unsupported impersonation decrypt method: aes');
  });
});

describe('openEscrowRecord', () => {
  it("opens what the member sealed under the data key, and tells a record sealed to the member's own key from an absent one", async () => {
    const escrow = await readEscrowKey(ESCROW_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY, ESCROW_PUBLIC_KEY]);
    const member = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const sealed = await sealRecord(await unwrapDataKey(wrapped, member), { q1: 3 });
    const key = await openImpersonationDataKey({ decrypt_method: 'pgp', secret: escrow.getFingerprint(), encrypted_emergency_key: wrapped }, escrow);
    expect(await openEscrowRecord(sealed, key!)).toEqual({ kind: 'opened', value: { q1: 3 } });
    expect(await openEscrowRecord(await encryptForMember({ hr: 60 }, MEMBER_PUBLIC_KEY), key!)).toEqual({ kind: 'member-key-only' });
    expect(await openEscrowRecord(null, key!)).toEqual({ kind: 'empty' });
    await expect(readEscrowKey(ESCROW_PRIVATE_KEY, 'wrong')).rejects.toThrow('wrong passphrase');
  });
});

import { describe, expect, it } from 'vitest';
import { createDataKey, unlockPrivateKey, unwrapDataKey, wrapDataKey } from '@healthdeck/crypto';
import { unwrapPrivateKeyWithPrf, wrapPrivateKeyWithPrf } from '../src/auth/key-custody/passkey.js';
import { MEMBER_PRIVATE_KEY, MEMBER_PUBLIC_KEY, TEST_KEY_PASSPHRASE } from './support/impersonation-keys.js';

const prf = (byte: number) => new Uint8Array(32).fill(byte);
const USER = '3b745b81-63ad-4c1e-9d3e-5a4a7c1f0b11';

describe("the passkey's PRF wrap of the private key", () => {
  it('opens with the same PRF output and account, and the key it gives opens the data key wrapped to the member', async () => {
    const key = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapPrivateKeyWithPrf(key, prf(7), USER);
    expect(wrapped).toMatch(/^hdprf1\.[\w-]+\.[\w-]+$/);
    expect(wrapped).not.toContain('PRIVATE KEY');

    const opened = await unwrapPrivateKeyWithPrf(wrapped, prf(7), USER);
    expect(opened.isDecrypted()).toBe(true);
    const dataKey = await unwrapDataKey(await wrapDataKey(createDataKey(), [MEMBER_PUBLIC_KEY]), opened);
    expect(dataKey.algorithm.name).toBe('AES-GCM');
  });

  it('does not open with another PRF output, another account, or a changed byte', async () => {
    const key = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
    const wrapped = await wrapPrivateKeyWithPrf(key, prf(7), USER);
    await expect(unwrapPrivateKeyWithPrf(wrapped, prf(8), USER)).rejects.toThrow();
    await expect(unwrapPrivateKeyWithPrf(wrapped, prf(7), '00000000-0000-4000-8000-000000000000')).rejects.toThrow();
    const flipped = wrapped.slice(0, -2) + (wrapped.endsWith('A') ? 'B' : 'A') + wrapped.slice(-1);
    await expect(unwrapPrivateKeyWithPrf(flipped, prf(7), USER)).rejects.toThrow();
    await expect(unwrapPrivateKeyWithPrf('not a wrap', prf(7), USER)).rejects.toThrow('Not a passkey wrap');
  });
});

// Files sealed under the data key ('hd1.' bytes) and server-written files (binary OpenPGP to the
// member): meal pictures (docs/ENCRYPTION.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { SEALED_BYTES_OVERHEAD, encryptBytesForMember, isSealedBytes, openBytes, sealBytes, unlockPrivateKey } from '../src/index.js';
import type { PrivateKey } from '../src/index.js';
import { openBytes as openLightBytes } from '../src/open-sealed-bytes.js';
import { identity } from './fixtures.js';

const aesKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
/** A file's worth of bytes that covers every byte value (a picture is arbitrary binary). */
const picture = () => {
  const bytes = new Uint8Array(70_000);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
  return bytes;
};
const contains = (haystack: Uint8Array, needle: Uint8Array) => Buffer.from(haystack).includes(Buffer.from(needle));

let memberKey: PrivateKey;
let strangerKey: PrivateKey;
let memberPublic: string;

beforeAll(async () => {
  const [member, stranger] = await Promise.all([identity('member'), identity('stranger')]);
  memberPublic = member.publicKey;
  [memberKey, strangerKey] = await Promise.all([unlockPrivateKey(member.encrptedPrivateKey, member.passphrase), unlockPrivateKey(stranger.encrptedPrivateKey, stranger.passphrase)]);
});

describe('sealBytes (hd1. files under the data key)', () => {
  it('round-trips any bytes; the sealed file starts with hd1., is the overhead longer and hides the content', async () => {
    const key = await aesKey();
    const plain = picture();
    const sealed = await sealBytes(key, plain);
    expect(new TextDecoder().decode(sealed.subarray(0, 4))).toBe('hd1.');
    expect(isSealedBytes(sealed)).toBe(true);
    expect(sealed.length).toBe(plain.length + SEALED_BYTES_OVERHEAD);
    expect(contains(sealed, plain.subarray(1000, 1064))).toBe(false);
    expect(await openBytes(sealed, { dataKey: key })).toEqual(plain);
    expect(await openLightBytes(sealed, { dataKey: key })).toEqual(plain);
    // A fresh iv each time: the same picture twice gives two different files.
    expect(await sealBytes(key, plain)).not.toEqual(sealed);
  });

  it('answers null without the data key, and refuses another key, altered bytes and a cut-off file', async () => {
    const key = await aesKey();
    const sealed = await sealBytes(key, picture());
    expect(await openBytes(sealed, {})).toBeNull();
    expect(await openLightBytes(sealed, { dataKey: null })).toBeNull();
    await expect(openBytes(sealed, { dataKey: await aesKey() })).rejects.toThrow('Encrypted file failed authentication');
    const altered = sealed.slice();
    altered[500] = (altered[500] ?? 0) ^ 1;
    await expect(openBytes(altered, { dataKey: key })).rejects.toThrow('Encrypted file failed authentication');
    await expect(openBytes(sealed.subarray(0, 20), { dataKey: key })).rejects.toThrow('Encrypted file is corrupt: too short');
  });

  it('tells a sealed file from a plain picture', () => {
    expect(isSealedBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(isSealedBytes(new TextEncoder().encode('hd1'))).toBe(false);
    expect(isSealedBytes(new TextEncoder().encode('hd1.'))).toBe(true);
  });
});

describe('encryptBytesForMember (server-written files)', () => {
  it('opens with the member private key only; null without it', async () => {
    const plain = picture();
    const sealed = await encryptBytesForMember(plain, memberPublic);
    expect(isSealedBytes(sealed)).toBe(false);
    expect(contains(sealed, plain.subarray(1000, 1064))).toBe(false);
    expect(await openBytes(sealed, { privateKey: memberKey })).toEqual(plain);
    expect(await openBytes(sealed, { dataKey: await aesKey() })).toBeNull();
    await expect(openBytes(sealed, { privateKey: strangerKey })).rejects.toThrow('Encrypted file could not be decrypted');
    await expect(openBytes(new Uint8Array([1, 2, 3, 4, 5]), { privateKey: memberKey })).rejects.toThrow('Encrypted file could not be decrypted');
  }, 30_000);

  it('the data-key-only opener refuses an OpenPGP file rather than answering locked', async () => {
    const sealed = await encryptBytesForMember(picture(), memberPublic);
    await expect(openLightBytes(sealed, { dataKey: await aesKey() })).rejects.toThrow('open it with openBytes from @healthdeck/crypto');
  }, 30_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createDataKey, encryptForMember, openRecord, sealRecord, unlockPrivateKey, unwrapDataKey, wrapDataKey } from '../src/index.js';
import type { PrivateKey } from '../src/index.js';
import { openRecord as openLightRecord } from '../src/light.js';
import { identity } from './fixtures.js';

const vital = { hr: 62, hrv: 48, sbp: 118, dbp: 76, rr: 14, spo2: 98, note: 'résumé ✓' };

let memberKey: PrivateKey;
let escrowKey: PrivateKey;
let strangerKey: PrivateKey;
let memberPublic: string;
let escrowPublic: string;

beforeAll(async () => {
  const [member, escrow, stranger] = await Promise.all([identity('member'), identity('escrow'), identity('stranger')]);
  memberPublic = member.publicKey;
  escrowPublic = escrow.publicKey;
  [memberKey, escrowKey, strangerKey] = await Promise.all([
    unlockPrivateKey(member.encrptedPrivateKey, member.passphrase),
    unlockPrivateKey(escrow.encrptedPrivateKey, escrow.passphrase),
    unlockPrivateKey(stranger.encrptedPrivateKey, stranger.passphrase),
  ]);
});

describe('data key wrapping', () => {
  it('creates 32 random bytes', () => {
    const a = createDataKey();
    expect(a).toBeInstanceOf(Uint8Array);
    expect(a).toHaveLength(32);
    expect(createDataKey()).not.toEqual(a);
  });

  it('wraps to member and escrow; both unwrap the same non-extractable AES-GCM key', async () => {
    const raw = createDataKey();
    const wrapped = await wrapDataKey(raw, [memberPublic, escrowPublic]);
    expect(wrapped).toContain('-----BEGIN PGP MESSAGE-----');

    const viaMember = await unwrapDataKey(wrapped, memberKey);
    const viaEscrow = await unwrapDataKey(wrapped, escrowKey);
    for (const key of [viaMember, viaEscrow]) {
      expect(key.extractable).toBe(false);
      expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
      await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    }
    // Same key: a record sealed through one opens through the other.
    const sealed = await sealRecord(viaMember, vital);
    expect(await openRecord(sealed, { dataKey: viaEscrow })).toEqual(vital);
    // And it is the key that was wrapped.
    const original = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    expect(await openRecord(sealed, { dataKey: original })).toEqual(vital);
  });

  it('cannot be unwrapped by a key it was not wrapped to', async () => {
    const wrapped = await wrapDataKey(createDataKey(), [memberPublic, escrowPublic]);
    await expect(unwrapDataKey(wrapped, strangerKey)).rejects.toThrow('Could not unwrap the data key');
    await expect(unwrapDataKey('not a message', memberKey)).rejects.toThrow('Could not unwrap the data key');
  });

  it('refuses no recipients or a key of the wrong size', async () => {
    await expect(wrapDataKey(createDataKey(), [])).rejects.toThrow('At least one public key');
    await expect(wrapDataKey(new Uint8Array(16), [memberPublic])).rejects.toThrow('32 bytes');
  });
});

describe('sealRecord / openRecord (hd1)', () => {
  let dataKey: CryptoKey;
  beforeAll(async () => {
    dataKey = await unwrapDataKey(await wrapDataKey(createDataKey(), [memberPublic]), memberKey);
  });

  it("seals as 'hd1.' + base64(12-byte iv | ciphertext + tag) and opens to the same value", async () => {
    const sealed = await sealRecord(dataKey, vital);
    expect(sealed).toMatch(/^hd1\.[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(sealed.slice(4), 'base64');
    expect(bytes.length).toBe(12 + Buffer.byteLength(JSON.stringify(vital)) + 16);
    expect(bytes.toString('latin1')).not.toContain('spo2');
    expect(await openRecord(sealed, { dataKey })).toEqual(vital);
    expect(await openLightRecord(sealed, { dataKey })).toEqual(vital);
    // A fresh IV each time.
    expect(await sealRecord(dataKey, vital)).not.toBe(sealed);
  });

  it('opens any JSON value, including null, numbers and arrays', async () => {
    for (const value of [null, 0, 'text', [1, { a: true }]]) {
      expect(await openRecord(await sealRecord(dataKey, value), { dataKey })).toEqual(value);
    }
    await expect(sealRecord(dataKey, undefined)).rejects.toThrow('no JSON form');
  });

  it('detects a tampered, truncated or foreign record with a clear error', async () => {
    const sealed = await sealRecord(dataKey, vital);
    const bytes = Buffer.from(sealed.slice(4), 'base64');
    bytes[20] ^= 0x01;
    const tampered = `hd1.${bytes.toString('base64')}`;
    await expect(openRecord(tampered, { dataKey })).rejects.toThrow('failed authentication');
    await expect(openLightRecord(tampered, { dataKey })).rejects.toThrow('failed authentication');
    await expect(openRecord('hd1.AAAA', { dataKey })).rejects.toThrow('corrupt: too short');
    await expect(openRecord('hd1.@@@@', { dataKey })).rejects.toThrow('corrupt: not valid base64');
    await expect(openRecord('garbage', { dataKey, privateKey: memberKey })).rejects.toThrow('corrupt');

    const otherKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await expect(openRecord(sealed, { dataKey: otherKey })).rejects.toThrow('sealed with another key');
  });

  it('returns null when the data or the data key is missing (spec 000: reads return nothing)', async () => {
    const sealed = await sealRecord(dataKey, vital);
    expect(await openRecord(null, { dataKey })).toBeNull();
    expect(await openRecord(undefined, { dataKey })).toBeNull();
    expect(await openRecord('', { dataKey })).toBeNull();
    expect(await openRecord(sealed, {})).toBeNull();
    expect(await openRecord(sealed, { dataKey: null, privateKey: memberKey })).toBeNull();
    expect(await openLightRecord(sealed, {})).toBeNull();
  });
});

describe('encryptForMember / openRecord (OpenPGP)', () => {
  it('is an OpenPGP message the member reads with the private key', async () => {
    const message = await encryptForMember(vital, memberPublic);
    expect(message).toContain('-----BEGIN PGP MESSAGE-----');
    expect(await openRecord(message, { privateKey: memberKey })).toEqual(vital);
  });

  it('returns null without the private key and fails clearly with the wrong one', async () => {
    const message = await encryptForMember(vital, memberPublic);
    const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    expect(await openRecord(message, { dataKey })).toBeNull();
    expect(await openRecord(message, { privateKey: null })).toBeNull();
    await expect(openRecord(message, { privateKey: strangerKey })).rejects.toThrow('could not be decrypted');
  });

  it('detects a tampered OpenPGP message', async () => {
    const message = await encryptForMember(vital, memberPublic);
    const lines = message.split('\n');
    // Flip one base64 character in the body (line 3 is inside the payload after the header blank line).
    const i = lines.findIndex((line, n) => n > 1 && line.length > 40);
    const line = lines[i];
    lines[i] = line.slice(0, 10) + (line[10] === 'A' ? 'B' : 'A') + line.slice(11);
    await expect(openRecord(lines.join('\n'), { privateKey: memberKey })).rejects.toThrow('could not be decrypted');
  });

  it('the light entry refuses OpenPGP messages with a clear error instead of loading openpgp', async () => {
    const message = await encryptForMember(vital, memberPublic);
    await expect(openLightRecord(message, { dataKey: null })).rejects.toThrow('open it with openRecord from @healthdeck/crypto');
  });
});

import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AMR_CLAIM, createAccessTokens, SESSION_CLAIM } from '../src/auth/access-token.js';
import { subKey } from '../src/auth/hashing.js';

const SECRET = 'test-secret-test-secret-test-secret';
const USER = '6d3f3a0e-8f43-4a55-9b8e-0d0f7c7d2c11';
let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
const tokens = createAccessTokens(SECRET, 900, () => new Date(clock));
const key = subKey(SECRET, 'access-token');

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with the right key but any header and claims. */
function handMade(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}
const goodClaims = () => ({ sub: USER, iss: 'healthdeck', aud: 'healthdeck-api', iat: clock / 1000, exp: clock / 1000 + 900 });

describe('access tokens (HS256, verified with node HMAC)', () => {
  it('verifies its own tokens until they expire; the refresh check ignores expiry', async () => {
    const token = await tokens.sign(USER);
    expect(await tokens.verify(token)).toEqual({ userId: USER, session: null, secondFactor: false, acting: false });
    clock += 900_000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verifyIgnoringExpiry(token)).toEqual({ userId: USER, session: null, secondFactor: false, acting: false });
    clock -= 900_000;
  });

  it('reads the session (refresh-token family) a token names, and only as a string', async () => {
    expect(await tokens.verify(await tokens.sign(USER, { [SESSION_CLAIM]: 'family-1' }))).toEqual({ userId: USER, session: 'family-1', secondFactor: false, acting: false });
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...goodClaims(), [SESSION_CLAIM]: 7 }))).toEqual({ userId: USER, session: null, secondFactor: false, acting: false });
  });

  it('reads a second factor from the amr claim: otp or hwk, never pwd alone or a non-list', async () => {
    const second = async (amr: unknown) => (await tokens.verify(await tokens.sign(USER, { [AMR_CLAIM]: amr })))?.secondFactor;
    expect(await second(['pwd', 'otp'])).toBe(true);
    expect(await second(['hwk'])).toBe(true);
    expect(await second(['pwd'])).toBe(false);
    expect(await second('otp')).toBe(false);
    expect(await second([])).toBe(false);
  });

  it('accepts a token jose signed with the same key and an audience list', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuer('healthdeck')
      .setAudience(['other', 'healthdeck-api'])
      .setExpirationTime(clock / 1000 + 60)
      .sign(new Uint8Array(key));
    expect(await tokens.verify(token)).toEqual({ userId: USER, session: null, secondFactor: false, acting: false });
  });

  it('refuses a changed payload, another key, and a re-spelt signature', async () => {
    const token = await tokens.sign(USER);
    const [header, , signature] = token.split('.');
    expect(await tokens.verify(`${header}.${b64({ ...goodClaims(), sub: 'someone-else' })}.${signature}`)).toBeNull();
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuer('healthdeck')
      .setAudience('healthdeck-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-12345'));
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify(`${token}=`)).toBeNull();
    expect(await tokens.verify(`${header}.${token.split('.')[1]}.${signature}x`)).toBeNull();
  });

  it('refuses other algorithms, critical headers, and the wrong issuer, audience, subject or expiry', async () => {
    expect(await tokens.verify(handMade({ alg: 'HS256' }, goodClaims()))).toEqual({ userId: USER, session: null, secondFactor: false, acting: false });
    expect(await tokens.verify(handMade({ alg: 'none' }, goodClaims()))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS512' }, goodClaims()))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256', crit: ['b64'], b64: false }, goodClaims()))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...goodClaims(), iss: 'elsewhere' }))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...goodClaims(), aud: 'other-api' }))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...goodClaims(), sub: 42 }))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...goodClaims(), exp: undefined }))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...goodClaims(), exp: String(clock / 1000 + 60) }))).toBeNull();
  });

  it('refuses what is not a token at all', async () => {
    for (const junk of ['', 'not-a-jwt', 'a.b', 'a.b.c.d', '..', `${b64({ alg: 'HS256' })}.bm90IGpzb24.x`]) {
      expect(await tokens.verify(junk)).toBeNull();
      expect(await tokens.verifyIgnoringExpiry(junk)).toBeNull();
    }
  });
});

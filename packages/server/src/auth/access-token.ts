import { compactVerify, SignJWT, jwtVerify } from 'jose';
import { subKey } from './hashing.js';

const ISSUER = 'healthdeck';
const AUDIENCE = 'healthdeck-api';

export interface AccessTokens {
  sign(userId: string): Promise<string>;
  /** Full check (signature, issuer, audience, expiry); null when any fails. */
  verify(token: string): Promise<{ userId: string } | null>;
  /** Signature, issuer and audience only: the refresh call accepts an expired access token (spec 000 §6). */
  verifyIgnoringExpiry(token: string): Promise<{ userId: string } | null>;
}

/** HS256 JWT access tokens (DESIGN.md auth: short-lived JWT with jose). */
export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date): AccessTokens {
  const key = new Uint8Array(subKey(secret, 'access-token'));
  return {
    async sign(userId) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now() });
        return typeof payload.sub === 'string' ? { userId: payload.sub } : null;
      } catch {
        return null;
      }
    },
    async verifyIgnoringExpiry(token) {
      try {
        const { payload } = await compactVerify(token, key, { algorithms: ['HS256'] });
        const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
        if (typeof claims !== 'object' || claims === null) return null;
        const { sub, iss, aud } = claims as Record<string, unknown>;
        if (iss !== ISSUER || aud !== AUDIENCE || typeof sub !== 'string') return null;
        return { userId: sub };
      } catch {
        return null;
      }
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { subKey } from './hashing.js';

const ISSUER = 'healthdeck';
const AUDIENCE = 'healthdeck-api';

export interface AccessTokens {
  /** A token for the user; `claims` adds claims of the caller's own (impersonation's actor, session and jti). */
  sign(userId: string, claims?: Record<string, unknown>): Promise<string>;
  /** Full check (signature, issuer, audience, expiry); null when any fails. `session`: the token's session (refresh-token family), when it names one. */
  verify(token: string): Promise<VerifiedToken | null>;
  /** Signature, issuer and audience only: the refresh and sign-out calls accept an expired access token (spec 000 §6). */
  verifyIgnoringExpiry(token: string): Promise<VerifiedToken | null>;
}

export interface VerifiedToken {
  userId: string;
  session: string | null;
  /** The sign-in proved a second factor (a TOTP or recovery code, or a passkey): AMR_CLAIM names one. */
  secondFactor: boolean;
  /** Staff acting as the member (impersonation: the token has an `act` claim). */
  acting: boolean;
}

/**
 * Short-lived HS256 JWT access tokens: the server keeps no session state. jose signs them. They are
 * verified on every request with node's synchronous HMAC, not jose's WebCrypto: WebCrypto's HMAC
 * verify took 40 µs and a thread-pool round trip per call against 2.5 µs (a 20,000-call loop on the
 * 2-core machine; in the load script's profile it was the largest cost left in the guard).
 * Only our own tokens are read here (alg HS256, our issuer and audience), so the full JOSE
 * header processing of jose is not needed.
 */
export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date): AccessTokens {
  const raw = subKey(secret, 'access-token');
  const key = new Uint8Array(raw);
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const checked = createCheckedTokens(VERIFIED_TOKENS_KEPT);
  /** The claims of a token whose signature, issuer and audience hold (remembered: the same string always gives the same answer). */
  const claimsOf = (token: string): Claims | null => {
    const known = checked.get(token);
    if (known !== undefined) return known;
    const claims = verifiedClaims(token, raw);
    if (claims) checked.set(token, claims);
    return claims;
  };
  return {
    async sign(userId, claims = {}) {
      const iat = nowSeconds();
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const claims = claimsOf(token);
      if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return null;
      return { userId: claims.sub, session: claims.session, secondFactor: claims.secondFactor, acting: claims.acting };
    },
    async verifyIgnoringExpiry(token) {
      const claims = claimsOf(token);
      return claims && { userId: claims.sub, session: claims.session, secondFactor: claims.secondFactor, acting: claims.acting };
    },
  };
}

/**
 * Tokens whose signature was checked, kept by their exact string (load benchmark: the HMAC and the
 * JSON decoding of every request were a fifteenth of the server's own work on the dashboard mix,
 * for the same few tokens again and again). A token's signature, issuer, audience and subject
 * depend on its string and the key only, so a remembered answer is the answer; the expiry is still
 * compared with the clock on every call. Only valid tokens are kept, at most `max`, oldest out first.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

function createCheckedTokens(max: number) {
  const tokens = new Map<string, Claims>();
  return {
    get: (token: string) => tokens.get(token),
    set(token: string, claims: Claims) {
      tokens.set(token, claims);
      if (tokens.size > max) tokens.delete(tokens.keys().next().value!);
    },
  };
}

interface Claims {
  sub: string;
  exp?: unknown;
  /** The refresh-token family the token was issued with (SESSION_CLAIM); null for tokens that name none. */
  session: string | null;
  secondFactor: boolean;
  acting: boolean;
}

/**
 * The claim saying how the session was signed in (RFC 8176 authentication method references):
 * 'pwd' a password, 'otp' a TOTP or recovery code, 'hwk' a passkey. Admin routes need one of
 * SECOND_FACTOR_METHODS (guard.ts, requirePermission).
 */
export const AMR_CLAIM = 'amr';
export const SECOND_FACTOR_METHODS: readonly string[] = ['otp', 'hwk'];

/** The claim naming the session (refresh-token family) an access token belongs to; `sid` is the impersonation session's. */
export const SESSION_CLAIM = 'rfam';

/** The claims of a token with a valid HS256 signature under `key`, our issuer and audience; else null. */
function verifiedClaims(token: string, key: Buffer): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  // Canonical encoding only, so one signature has one spelling.
  if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return null;
  const head = jsonPart(header);
  if (head?.alg !== 'HS256' || head.crit !== undefined) return null;
  const claims = jsonPart(payload);
  if (!claims || claims.iss !== ISSUER || typeof claims.sub !== 'string') return null;
  const audience = claims.aud;
  if (audience !== AUDIENCE && !(Array.isArray(audience) && audience.includes(AUDIENCE))) return null;
  const session = claims[SESSION_CLAIM];
  const amr = claims[AMR_CLAIM];
  const secondFactor = Array.isArray(amr) && amr.some((method) => SECOND_FACTOR_METHODS.includes(method));
  const acting = typeof claims.act === 'object' && claims.act !== null;
  return { sub: claims.sub, exp: claims.exp, session: typeof session === 'string' ? session : null, secondFactor, acting };
}

function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

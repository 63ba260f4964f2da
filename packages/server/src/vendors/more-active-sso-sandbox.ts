import { createHmac, timingSafeEqual } from 'node:crypto';
import { subKey } from '../auth/hashing.js';

/** spec 001 §3 more_active_sso_login: a short-lived sign-in link to the partner wellbeing site. */
export interface PartnerSsoAdapter {
  loginLink(member: { id: string; email: string }, now: Date): { url: string; expires_at: Date };
}

export const SANDBOX_SSO_TTL_MS = 5 * 60_000;

export interface PartnerSsoSandbox extends PartnerSsoAdapter {
  /** What the partner site does with the link's token: the member's id, or null (forged, expired). */
  redeem(token: string, now: Date): string | null;
}

/**
 * A simulator of the partner's single sign-on: the link carries a token signed with a key derived
 * from the server secret (the partner would hold a shared secret) that names the member and expires.
 */
export function createPartnerSsoSandbox(secret: string, publicUrl: string, ttlMs = SANDBOX_SSO_TTL_MS): PartnerSsoSandbox {
  const key = subKey(secret, 'partner-sso-sandbox');
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    loginLink(member, now) {
      const expires = new Date(now.getTime() + ttlMs);
      const payload = Buffer.from(JSON.stringify({ sub: member.id, email: member.email, exp: Math.floor(expires.getTime() / 1000) })).toString('base64url');
      const token = `${payload}.${sign(payload)}`;
      return { url: `${publicUrl}/sandbox/more-active/sso?token=${encodeURIComponent(token)}`, expires_at: expires };
    },
    redeem(token, now) {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
      if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
      return claims.sub;
    },
  };
}

/**
 * The page the sandbox partner answers at a sign-on url: what the member's hidden frame (spec 001 §4
 * "Single sign-on session") loads. The token is redeemed as the partner would; the page says which.
 */
export function partnerSsoSandboxPage(sandbox: PartnerSsoSandbox, token: string | undefined, now: Date): { status: number; html: string } {
  const member = token ? sandbox.redeem(token, now) : null;
  const text = member ? 'Signed in to the MoreActive sandbox (demo data, not the partner site).' : 'This MoreActive sandbox sign-on link is not valid or has expired.';
  return { status: member ? 200 : 403, html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MoreActive sandbox</title></head><body><p>${text}</p></body></html>` };
}

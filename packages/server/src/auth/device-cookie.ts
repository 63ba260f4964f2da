import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@healthdeck/contract';
import { subKey } from './hashing.js';
// The request's cookies and the reply's setCookie come from @fastify/cookie (registered by app.ts).
import type {} from '@fastify/cookie';

/**
 * OWASP's device cookie (docs/decisions/0071-device-cookie-sign-in-allowance.md): a browser that
 * signed in to an account gets a cookie signed for that account, and its sign-in attempts are
 * counted on their own, so no volume of a stranger's failures (for the account, or from the
 * owner's address) holds the owner's browser back. Unknown browsers stay limited per account and
 * per address. The cookie proves nothing about identity: the password is still required.
 *
 * One cookie per account, its name derived from the email under the server secret (the name does
 * not reveal the address); its value `<id>.<issued, unix seconds>.<signature over email, id and
 * issued>`. HttpOnly, SameSite=Strict, Secure over https, sent only to the two sign-in routes.
 */
export const DEVICE_COOKIE_DAYS = 180;
const PREFIX = 'hd_device_';
/** The routes the browser sends it to: both steps of signing in. */
const PATHS = [routes.preLogin.path, routes.login.path];

export interface DeviceCookies {
  /** The id of the request's valid device cookie for `email`, or null. */
  deviceOf(request: FastifyRequest, email: string): string | null;
  /** Gives the browser a device cookie for `email` (after a successful sign-in), keeping its id when it has one. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string, existing: string | null): void;
}

export function createDeviceCookies(secret: string, publicUrl: string, now: () => Date): DeviceCookies {
  const key = subKey(secret, 'device-cookie');
  const normal = (email: string) => email.trim().toLowerCase();
  const nameOf = (email: string) =>
    PREFIX +
    createHmac('sha256', key)
      .update(`name\n${normal(email)}`)
      .digest('base64url')
      .slice(0, 16);
  const sign = (email: string, id: string, issued: number) =>
    createHmac('sha256', key)
      .update(`value\n${normal(email)}\n${id}\n${issued}`)
      .digest();
  const httpsOnly = publicUrl.startsWith('https:');
  return {
    deviceOf(request, email) {
      const value = request.cookies?.[nameOf(email)];
      if (typeof value !== 'string') return null;
      const match = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return null;
      const [, id, issuedText, signature] = match as unknown as [string, string, string, string];
      const issued = Number(issuedText);
      const age = now().getTime() / 1000 - issued;
      if (age < 0 || age > DEVICE_COOKIE_DAYS * 86_400) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(email, id, issued);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    remember(request, reply, email, existing) {
      const id = existing ?? randomBytes(16).toString('base64url');
      const issued = Math.floor(now().getTime() / 1000);
      const value = `${id}.${issued}.${sign(email, id, issued).toString('base64url')}`;
      for (const path of PATHS) {
        reply.setCookie(nameOf(email), value, {
          path,
          httpOnly: true,
          sameSite: 'strict',
          secure: httpsOnly || request.protocol === 'https',
          maxAge: DEVICE_COOKIE_DAYS * 86_400,
        });
      }
    },
  };
}

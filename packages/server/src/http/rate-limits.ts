import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { PARTNER_KEY_HEADER, routes, type RouteName } from '@healthdeck/contract';
import type { RateLimitSettings } from '../config.js';
import type { AccessTokens } from '../auth/access-token.js';
import type { DeviceCookies } from '../auth/device-cookie.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiHttpError } from './api-error.js';
import { sha256 } from '../auth/hashing.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

/**
 * Defaults: well above what a person (or the test suites, which sign in dozens of accounts a minute
 * from 127.0.0.1) does, well below a flood (a flood measured here: 60 wrong sign-ins from one address in
 * 9 s, and 30 reset emails for one account). Every one can be set in the environment (README).
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerAddress: 30,
  signInPerAccount: 20,
  registerPerAddress: 60,
  emailsPerAccount: 3,
  emailsPerAddress: 20,
  recaptchaPerAddress: 30,
  partnerTokensPerKey: 600,
  partnerTokensPerAddress: 600,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Limit {
  /** Names the counter (and the message). */
  key: string;
  max: number;
  windowMs: number;
  /** The client's address, or the account the request names; null: this limit does not apply. */
  by: (request: FastifyRequest) => Promise<string | null> | string | null;
}

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const emailOf = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
};

/**
 * @fastify/rate-limit runs one limit per request (a request flag, meant to keep a route's own limit
 * from counting twice with the global one); a route here has two, per address and per account.
 * Clear the flag so the next one counts too.
 */
function allowAnotherLimit(request: FastifyRequest): void {
  for (const symbol of Object.getOwnPropertySymbols(request)) {
    if (symbol.description === 'fastify.request.rateLimitRan') (request as unknown as Record<symbol, boolean>)[symbol] = false;
  }
}

/**
 * Rate limits on the sign-in and email routes and the partner member-token exchange,
 * counted in PostgreSQL (rate-limit-store.ts): several server processes behind a
 * balancer share one count, so spreading requests over them gains an attacker nothing
 * (docs/decisions/0029-rate-limits-in-postgresql.md). Limits run as preHandler hooks, after the body is parsed, so the per-account ones
 * key on the body's email; they count every request, answered or refused.
 * A refusal is 429 in the ApiError shape (error_code RATE_LIMITED) with Retry-After in seconds.
 */
export async function installRateLimits(
  app: FastifyInstance,
  settings: Partial<RateLimitSettings> | undefined,
  tokens: AccessTokens,
  devices: DeviceCookies,
  db: Kysely<Database>,
): Promise<void> {
  const s: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...settings };
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db) });

  const address = (request: FastifyRequest) => request.ip;
  /** The signed-in account (send-verification-email names none in its body). */
  const bearerAccount = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    return (await tokens.verify(header.slice(7)))?.userId ?? null;
  };

  /** The partner API key the request carries, hashed (the counter never holds the key itself). */
  const partnerKey = (request: FastifyRequest) => {
    const key = request.headers[PARTNER_KEY_HEADER];
    return typeof key === 'string' && key !== '' ? sha256(key) : null;
  };

  /** The device cookie's id when the request carries a valid one for the account it names (auth/device-cookie.ts). */
  const device = (request: FastifyRequest) => {
    const email = emailOf(request);
    return email === null ? null : devices.deviceOf(request, email);
  };
  /** A limit for unknown browsers only: a browser that signed in to the account has its own allowance, which strangers cannot spend. */
  const unknownBrowser = (by: Limit['by']) => (request: FastifyRequest) => (device(request) === null ? by(request) : null);

  const perRoute: Partial<Record<RouteName, Limit[]>> = {
    login: [
      { key: 'sign-in attempts from this address', max: s.signInPerAddress, windowMs: MINUTE, by: unknownBrowser(address) },
      { key: 'sign-in attempts for this account', max: s.signInPerAccount, windowMs: 15 * MINUTE, by: unknownBrowser(emailOf) },
      { key: 'sign-in attempts from this browser', max: s.signInPerAccount, windowMs: 15 * MINUTE, by: device },
    ],
    preLogin: [
      { key: 'sign-in attempts from this address', max: s.signInPerAddress * 2, windowMs: MINUTE, by: unknownBrowser(address) },
      { key: 'sign-in attempts for this account', max: s.signInPerAccount * 2, windowMs: 15 * MINUTE, by: unknownBrowser(emailOf) },
      { key: 'sign-in attempts from this browser', max: s.signInPerAccount * 2, windowMs: 15 * MINUTE, by: device },
    ],
    // The code after a password: the account's own count of wrong codes is the second factor's (domain/second-factor/code-attempts.ts).
    secondFactorSignIn: [{ key: 'sign-in attempts from this address', max: s.signInPerAddress, windowMs: MINUTE, by: address }],
    passkeySignInOptions: [{ key: 'passkey sign-ins from this address', max: s.signInPerAddress * 2, windowMs: MINUTE, by: address }],
    // Single sign-on (decision 0095): the ticket exchange is a sign-in (tickets are 256 bits: a guess is hopeless), and
    // the domain lookup runs as the email is typed, as often as pre-login.
    loginSaml: [{ key: 'sign-in attempts from this address', max: s.signInPerAddress, windowMs: MINUTE, by: address }],
    samlDiscovery: [{ key: 'sign-in attempts from this address', max: s.signInPerAddress * 2, windowMs: MINUTE, by: address }],
    passkeySignIn: [{ key: 'passkey sign-ins from this address', max: s.signInPerAddress, windowMs: MINUTE, by: address }],
    register: [{ key: 'sign-ups from this address', max: s.registerPerAddress, windowMs: 10 * MINUTE, by: address }],
    passwordRequestNew: [
      { key: 'password reset emails from this address', max: s.emailsPerAddress, windowMs: HOUR, by: address },
      { key: 'password reset emails for this account', max: s.emailsPerAccount, windowMs: HOUR, by: emailOf },
    ],
    sendVerificationEmail: [
      { key: 'verification emails from this address', max: s.emailsPerAddress, windowMs: HOUR, by: address },
      { key: 'verification emails for this account', max: s.emailsPerAccount, windowMs: HOUR, by: bearerAccount },
    ],
    recaptchaVerify: [{ key: 'human checks from this address', max: s.recaptchaPerAddress, windowMs: MINUTE, by: address }],
    // A partner's server mints a member session per page view; a key or an address past
    // this is a loop or a leaked key (guessing keys is hopeless: 256 bits).
    partnerMemberToken: [
      { key: 'member-token requests with this partner key', max: s.partnerTokensPerKey, windowMs: MINUTE, by: partnerKey },
      { key: 'member-token requests from this address', max: s.partnerTokensPerAddress, windowMs: MINUTE, by: address },
    ],
  };

  const hooks = new Map<string, preHandlerAsyncHookHandler[]>();
  for (const [name, limits] of Object.entries(perRoute) as [RouteName, Limit[]][]) {
    hooks.set(
      `${routes[name].method} ${routes[name].path}`,
      limits.map((limit, index) => {
        const handler = app.rateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          hook: 'preHandler',
          groupId: `${name}-${index}`,
          keyGenerator: async (request) => `${name}:${index}:${(await limit.by(request)) ?? ''}`,
          errorResponseBuilder: (_request, context) => new ApiHttpError(429, 'RATE_LIMITED', `Too many ${limit.key}. Please try again in ${waitText(context.ttl)}.`),
        });
        // A limit keyed on something the request does not carry (no email: the route answers 400) is skipped.
        return async function limitHook(request, reply) {
          if ((await limit.by(request)) === null) return;
          allowAnotherLimit(request);
          return handler.call(this, request, reply);
        } as preHandlerAsyncHookHandler;
      }),
    );
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const extra = hooks.get(`${method} ${route.url}`);
      if (!extra) continue;
      const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [...existing, ...extra] as typeof route.preHandler;
    }
  });
}

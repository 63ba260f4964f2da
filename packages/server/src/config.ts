import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HUMAN_CHECK_PROVIDERS, type HumanCheckProvider } from '@healthdeck/contract';
import type { SiteverifySettings } from './vendors/siteverify.js';
import { OSM_NOMINATIM_URL, type NominatimSettings } from './vendors/nominatim.js';
import type { FitbitSettings } from './vendors/fitbit.js';

/** Everything the server reads from the environment, resolved once at start (see README). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** Signs access tokens and keys the fake pre-login salts. */
  secret: string;
  /** Null once the escrow key is retired (escrow.ts): new data keys are then wrapped to no escrow key. */
  escrowPublicKey: string | null;
  smtpUrl: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Finished process runs older than this many days are deleted by a daily job (PROCESS_RUN_RETENTION_DAYS, default 90). */
  processRunRetentionDays: number;
  loginMaxAttempts: number;
  loginLockoutMinutes: number;
  /**
   * Whose X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host to believe (TRUST_PROXY): nobody's
   * by default (false); the proxy's addresses or CIDRs, comma-separated ('10.0.0.5', 'loopback' for
   * a proxy on this host), or true (any: only behind a proxy that overwrites the headers). The client
   * address keys the rate limits and the lockout, so no client may choose it: any local process can
   * send X-Forwarded-For from 127.0.0.1.
   */
  trustProxy?: boolean | string;
  /** Rate limits (RATE_LIMIT_* in the environment); http/rate-limits.ts has the defaults. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Seconds the organisations' allowed embed origins are cached (CORS). Default 30. */
  corsCacheSeconds?: number;
  /**
   * PostgreSQL connections this process may hold (DATABASE_POOL_SIZE, default 10). N processes hold
   * up to N times this: keep it under the database's max_connections (docs/OPERATIONS.md "Configure for production").
   */
  databasePoolSize?: number;
  /**
   * API calls whose handlers run at once (MAX_CONCURRENT_REQUESTS, default 16); the others wait in
   * arrival order, up to `admissionMaxWaitMs` (ADMISSION_MAX_WAIT_MS, default 10,000), then answer
   * 503 (http/admission.ts).
   */
  maxConcurrentRequests?: number;
  admissionMaxWaitMs?: number;
  /**
   * A direct PostgreSQL connection for what needs a session of its own (DATABASE_DIRECT_URL): the
   * startup advisory lock, LISTEN for the class cache, the job queue. DATABASE_URL may go through
   * PgBouncer in transaction mode, where a session's locks, LISTEN and prepared statements do not
   * survive the transaction (docs/decisions/0091-pgbouncer-transaction-mode.md). Defaults to
   * DATABASE_URL; with neither set, main.ts fills in the embedded PostgreSQL's address.
   */
  databaseDirectUrl?: string;
  /**
   * Whether the app's pool runs parameterised statements as named prepared statements
   * (DATABASE_NAMED_STATEMENTS, db/prepared-client.ts). Default: only when the pool connects
   * directly (DATABASE_DIRECT_URL unset or equal to DATABASE_URL); PgBouncer in transaction mode
   * before 1.21 hands each transaction another server connection, which does not know the names.
   */
  databaseNamedStatements?: boolean;
  /**
   * Milliseconds an API call waits for an unreachable database to come back before answering 503
   * (DATABASE_OUTAGE_WAIT_MS, default 0: at once). Behind PgBouncer a failover takes a second or two.
   */
  databaseOutageWaitMs?: number;
  /**
   * Milliseconds a stopping server gives the requests in flight (SHUTDOWN_GRACE_MS, default 10,000):
   * it answers readiness 503 and takes no new connection at once, then closes those still open.
   */
  shutdownGraceMs?: number;
  /** NODE_ENV=production: no development convenience (the dev outbox) is served; production-config.ts checks the rest at start. */
  production?: boolean;
  /** The human check at sign-up (HUMAN_CHECK_*): the sandbox unless a siteverify provider is configured. */
  humanCheck?: HumanCheckSettings;
  /** The maps service for lab sites (GEOCODING_*): the sandbox gazetteer unless Nominatim is configured. */
  geocoding?: GeocodingSettings;
  /** The Fitbit Web API (FITBIT_*): null keeps Fitbit on the sandbox. */
  fitbit?: FitbitSettings | null;
  /** Repository root: the portal, embed bundle and partner example are served from here. */
  repoRoot: string;
  /** The clock (tests move it). */
  now: () => Date;
}

export type HumanCheckSettings = { provider: 'sandbox' } | SiteverifySettings;
export type GeocodingSettings = { provider: 'sandbox' } | ({ provider: 'nominatim' } & NominatimSettings);

export const DEFAULT_MAX_CONCURRENT_REQUESTS = 16;
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
export const DEFAULT_ADMISSION_MAX_WAIT_MS = 10_000;

export interface RateLimitSettings {
  /** Sign-in attempts per client address per minute (pre-login: twice as many). */
  signInPerAddress: number;
  /** Sign-in attempts per account (email) per 15 minutes, from all addresses. */
  signInPerAccount: number;
  /** Registrations per client address per hour. */
  registerPerAddress: number;
  /** Password-reset and verification emails per account per hour. */
  emailsPerAccount: number;
  /** Password-reset and verification email requests per client address per hour. */
  emailsPerAddress: number;
  /** reCAPTCHA verify calls per client address per minute. */
  recaptchaPerAddress: number;
  /** Partner member-token exchanges per partner API key per minute. */
  partnerTokensPerKey: number;
  /** Partner member-token exchanges per client address per minute. */
  partnerTokensPerAddress: number;
}

function booleanFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, got '${value}'`);
}

/** DATABASE_DIRECT_URL, defaulting to DATABASE_URL (undefined with neither: the embedded PostgreSQL's, known once it runs). */
export function databaseDirectUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  return env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined;
}

/** DATABASE_NAMED_STATEMENTS, defaulting to whether the pool's URL is the direct one. */
export function namedStatementsFrom(env: NodeJS.ProcessEnv): boolean {
  const pooled = Boolean(env.DATABASE_DIRECT_URL) && env.DATABASE_DIRECT_URL !== env.DATABASE_URL;
  return booleanFrom(env.DATABASE_NAMED_STATEMENTS, !pooled, 'DATABASE_NAMED_STATEMENTS');
}

function trustProxyFrom(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** RATE_LIMIT_* settings that are set; the rest keep http/rate-limits.ts DEFAULT_RATE_LIMITS. */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimitSettings> {
  const names: Record<keyof RateLimitSettings, string> = {
    signInPerAddress: 'RATE_LIMIT_SIGN_IN_PER_ADDRESS',
    signInPerAccount: 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT',
    registerPerAddress: 'RATE_LIMIT_REGISTER_PER_ADDRESS',
    emailsPerAccount: 'RATE_LIMIT_EMAILS_PER_ACCOUNT',
    emailsPerAddress: 'RATE_LIMIT_EMAILS_PER_ADDRESS',
    recaptchaPerAddress: 'RATE_LIMIT_RECAPTCHA_PER_ADDRESS',
    partnerTokensPerKey: 'RATE_LIMIT_PARTNER_TOKENS_PER_KEY',
    partnerTokensPerAddress: 'RATE_LIMIT_PARTNER_TOKENS_PER_ADDRESS',
  };
  const out: Partial<RateLimitSettings> = {};
  for (const [key, name] of Object.entries(names) as [keyof RateLimitSettings, string][]) {
    if (env[name]) out[key] = intFrom(env[name], 1, name);
  }
  return out;
}

const listFrom = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** HUMAN_CHECK_PROVIDER and its key, secret and host names; a real provider without them stops the start. */
function humanCheckFromEnv(env: NodeJS.ProcessEnv, publicUrl: string): HumanCheckSettings {
  const provider = (env.HUMAN_CHECK_PROVIDER || 'sandbox') as HumanCheckProvider;
  if (!HUMAN_CHECK_PROVIDERS.includes(provider)) throw new Error(`HUMAN_CHECK_PROVIDER must be one of ${HUMAN_CHECK_PROVIDERS.join(', ')}, got '${provider}'`);
  if (provider === 'sandbox') return { provider };
  const siteKey = env.HUMAN_CHECK_SITE_KEY?.trim();
  const secret = env.HUMAN_CHECK_SECRET?.trim();
  if (!siteKey || !secret) throw new Error(`HUMAN_CHECK_PROVIDER=${provider} needs HUMAN_CHECK_SITE_KEY and HUMAN_CHECK_SECRET (from the provider's admin console)`);
  const hostnames = listFrom(env.HUMAN_CHECK_HOSTNAMES);
  return {
    provider,
    siteKey,
    secret,
    hostnames: hostnames.length > 0 ? hostnames : [new URL(publicUrl).hostname],
    verifyUrl: env.HUMAN_CHECK_VERIFY_URL || undefined,
    timeoutMs: intFrom(env.HUMAN_CHECK_TIMEOUT_MS, 5000, 'HUMAN_CHECK_TIMEOUT_MS'),
  };
}

/** GEOCODING_PROVIDER=nominatim and its address and User-Agent (the service's policy requires one naming you). */
function geocodingFromEnv(env: NodeJS.ProcessEnv): GeocodingSettings {
  const provider = env.GEOCODING_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'nominatim') throw new Error(`GEOCODING_PROVIDER must be sandbox or nominatim, got '${provider}'`);
  const userAgent = env.GEOCODING_USER_AGENT?.trim();
  if (!userAgent) throw new Error('GEOCODING_PROVIDER=nominatim needs GEOCODING_USER_AGENT naming this service and a contact (e.g. "HealthDeck/1.0 (ops@example.org)")');
  return {
    provider,
    baseUrl: env.GEOCODING_URL || OSM_NOMINATIM_URL,
    userAgent,
    countryCodes: listFrom(env.GEOCODING_COUNTRY_CODES),
    minIntervalMs: intFrom(env.GEOCODING_MIN_INTERVAL_MS, 1000, 'GEOCODING_MIN_INTERVAL_MS'),
    timeoutMs: intFrom(env.GEOCODING_TIMEOUT_MS, 5000, 'GEOCODING_TIMEOUT_MS'),
  };
}

/** FITBIT_CLIENT_ID and FITBIT_CLIENT_SECRET (a Fitbit "Server" application) connect Fitbit for real. */
function fitbitFromEnv(env: NodeJS.ProcessEnv, publicUrl: string): FitbitSettings | null {
  const clientId = env.FITBIT_CLIENT_ID?.trim();
  const clientSecret = env.FITBIT_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new Error('Fitbit needs both FITBIT_CLIENT_ID and FITBIT_CLIENT_SECRET (dev.fitbit.com, Manage, your application)');
  return {
    clientId,
    clientSecret,
    redirectUri: env.FITBIT_REDIRECT_URI || `${publicUrl}/client/devices/fitbit/callback`,
    authorizeUrl: env.FITBIT_AUTHORIZE_URL || undefined,
    apiUrl: env.FITBIT_API_URL || undefined,
  };
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return n;
}

/** Reads the settings that do not need the data directory; secret and escrow key come from files (main.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv, extra: { secret: string; escrowPublicKey: string | null }): ServerConfig {
  const port = intFrom(env.PORT, 8080, 'PORT');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    publicUrl,
    secret: extra.secret,
    escrowPublicKey: extra.escrowPublicKey,
    smtpUrl: env.SMTP_URL || null,
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 900, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlDays: intFrom(env.REFRESH_TOKEN_TTL_DAYS, 30, 'REFRESH_TOKEN_TTL_DAYS'),
    processRunRetentionDays: intFrom(env.PROCESS_RUN_RETENTION_DAYS, 90, 'PROCESS_RUN_RETENTION_DAYS'),
    loginMaxAttempts: intFrom(env.LOGIN_MAX_ATTEMPTS, 5, 'LOGIN_MAX_ATTEMPTS'),
    loginLockoutMinutes: intFrom(env.LOGIN_LOCKOUT_MINUTES, 15, 'LOGIN_LOCKOUT_MINUTES'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimits: rateLimitsFromEnv(env),
    corsCacheSeconds: intFrom(env.CORS_CACHE_SECONDS, 30, 'CORS_CACHE_SECONDS'),
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    maxConcurrentRequests: intFrom(env.MAX_CONCURRENT_REQUESTS, DEFAULT_MAX_CONCURRENT_REQUESTS, 'MAX_CONCURRENT_REQUESTS'),
    admissionMaxWaitMs: intFrom(env.ADMISSION_MAX_WAIT_MS, DEFAULT_ADMISSION_MAX_WAIT_MS, 'ADMISSION_MAX_WAIT_MS'),
    databaseDirectUrl: databaseDirectUrlFrom(env),
    databaseNamedStatements: namedStatementsFrom(env),
    databaseOutageWaitMs: env.DATABASE_OUTAGE_WAIT_MS === '0' ? 0 : intFrom(env.DATABASE_OUTAGE_WAIT_MS, 0, 'DATABASE_OUTAGE_WAIT_MS'),
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS'),
    production: env.NODE_ENV === 'production',
    humanCheck: humanCheckFromEnv(env, publicUrl),
    geocoding: geocodingFromEnv(env),
    fitbit: fitbitFromEnv(env, publicUrl),
    repoRoot: REPO_ROOT,
    now: () => new Date(),
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from the environment, resolved once at start (see README). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** Signs access tokens and keys the fake pre-login salts. */
  secret: string;
  escrowPublicKey: string;
  smtpUrl: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginMaxAttempts: number;
  loginLockoutMinutes: number;
  /** Repository root: the portal, embed bundle and partner example are served from here. */
  repoRoot: string;
  /** The clock (tests move it). */
  now: () => Date;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return n;
}

/** Reads the settings that do not need the data directory; secret and escrow key come from files (main.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv, extra: { secret: string; escrowPublicKey: string }): ServerConfig {
  const port = intFrom(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    secret: extra.secret,
    escrowPublicKey: extra.escrowPublicKey,
    smtpUrl: env.SMTP_URL || null,
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 900, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlDays: intFrom(env.REFRESH_TOKEN_TTL_DAYS, 30, 'REFRESH_TOKEN_TTL_DAYS'),
    loginMaxAttempts: intFrom(env.LOGIN_MAX_ATTEMPTS, 5, 'LOGIN_MAX_ATTEMPTS'),
    loginLockoutMinutes: intFrom(env.LOGIN_LOCKOUT_MINUTES, 15, 'LOGIN_LOCKOUT_MINUTES'),
    repoRoot: REPO_ROOT,
    now: () => new Date(),
  };
}

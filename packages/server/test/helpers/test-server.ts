import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ApiError, routes, routeTable, type RouteMeta, type RouteName } from '@healthdeck/contract';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { REPO_ROOT, type ServerConfig } from '../../src/config.js';
import { connectDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { recordRouteSuccesses } from './route-coverage.js';

/** A fresh database on the run's PostgreSQL server, migrated to the latest schema (unless migrate is false). */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<{ url: string; db: Kysely<Database>; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `hd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase(url.toString(), 5);
  if (options.migrate !== false) await migrateToLatest(db);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropWhenFree(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * DROP … WITH (FORCE) ends the database's other sessions, but a role that is not a superuser (the
 * CI role on Debian's PostgreSQL) may not end an autovacuum worker that has just started on it
 * (42501, seen in a CI run). The worker is done with a scratch database within moments: try again.
 */
async function dropWhenFree(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export interface CallOptions {
  body?: unknown;
  /** Raw text body (sent as is, with contentType). */
  rawBody?: string;
  contentType?: string;
  query?: Record<string, string | number>;
  /** Path parameters (`:id` in the row's path), filled in encoded. */
  params?: Record<string, string | number>;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  config: ServerConfig;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  setNow(date: Date): void;
  /**
   * Calls a contract route over real HTTP and validates the answer against the contract: the row's
   * response schema on its success status, ApiError on any non-2xx (contract tests).
   */
  call<T = unknown>(name: RouteName, options?: CallOptions): Promise<CallResult<T>>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The server settings every test server starts from (a fresh secret, the run's escrow key). */
export function testServerConfig(now: () => Date): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    publicUrl: 'http://portal.test',
    secret: randomBytes(32).toString('base64url'),
    escrowPublicKey: inject('escrowPublicKey'),
    smtpUrl: null,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    processRunRetentionDays: 90,
    loginMaxAttempts: 5,
    loginLockoutMinutes: 15,
    repoRoot: REPO_ROOT,
    now,
  };
}

/** What the account helpers need of a server: contract calls and plain fetches against its URL. */
export type ContractClient = Pick<TestServer, 'call' | 'fetch'>;

/** Contract calls over real HTTP against any server URL (a test server, or a process of the scale-out test). */
export function contractClient(url: string): ContractClient {
  const call = async <T>(name: RouteName, options: CallOptions = {}): Promise<CallResult<T>> => {
    const def = routes[name];
    let path: string = def.path;
    for (const [k, v] of Object.entries(options.params ?? {})) path = path.replace(`:${k}`, encodeURIComponent(String(v)));
    const target = new URL(path, url);
    for (const [k, v] of Object.entries(options.query ?? {})) target.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(target, { method: def.method, headers, body });
    const text = await response.text();
    const meta: RouteMeta = routeTable[name];
    // A file row's success body is the file (a PDF, a picture): handed back as text, unchecked.
    if (meta.file && response.status === def.successStatus) return { status: response.status, body: text as T, headers: response.headers };
    const parsed: unknown = text.length > 0 ? JSON.parse(text) : null;
    if (response.status === 204 && meta.handling?.on204) {
      // spec 000 §8: this row's 204 is a success too (no order yet, no HRA form yet).
    } else if (response.status === def.successStatus) {
      const check = def.response.safeParse(parsed);
      if (!check.success) throw new Error(`${name} answered ${response.status} with a body outside the contract: ${text}\n${check.error.message}`);
    } else if (response.status >= 200 && response.status < 300) {
      throw new Error(`${name} answered ${response.status}, the contract says ${def.successStatus}`);
    } else {
      const check = ApiError.safeParse(parsed);
      if (!check.success || check.data.statusCode !== response.status) throw new Error(`${name} answered ${response.status} with a body that is not an ApiError: ${text}`);
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
  return { call, fetch: (path, init) => fetch(new URL(path, url), init) };
}

/** `adapters`: vendor adapters other than the sandbox ones (a mail server that holds or refuses). */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, adapters: Pick<BuildAppOptions, 'mailer' | 'humanCheck' | 'jobs'> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  let nowMs = Date.now();
  const config: ServerConfig = {
    ...testServerConfig(() => new Date(nowMs)),
    ...overrides,
  };
  // Queued jobs are found by the next look within half a second (the other test servers' processes too).
  // No cron schedules unless a test asks: a tick of the wall clock (the sandbox shop's fulfilment every
  // ten minutes) would change rows under a test that compares them before and after.
  const app = await buildApp({ db: database.db, config, ...adapters, jobs: { pollingIntervalSeconds: 0.5, schedules: false, ...adapters.jobs } });
  recordRouteSuccesses(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const { call } = contractClient(url);

  return {
    url,
    app,
    db: database.db,
    config,
    advance: (ms) => {
      nowMs += ms;
    },
    setNow: (date) => {
      nowMs = date.getTime();
    },
    call,
    fetch: (path, init) => fetch(new URL(path, url), init),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** startTestServer with an upload directory of its own (server.config.dataDir), removed again by close(). */
export async function startTestServerWithFiles(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hd-test-files-'));
  const server = await startTestServer({ ...overrides, dataDir });
  return {
    ...server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client-derived credential stand-in: base64url of 32 random bytes, 43 characters. */
export function randomCredential(): string {
  return randomBytes(32).toString('base64url');
}

export function randomKeySalt(): string {
  return randomBytes(16).toString('base64');
}

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.test`;
}

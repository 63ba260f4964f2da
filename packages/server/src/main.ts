// First: V8's settings apply to everything loaded after them.
import './v8-flags.js';
import path from 'node:path';
import { configFromEnv, DEFAULT_SHUTDOWN_GRACE_MS } from './config.js';
import { ensureServerSecret } from './secret.js';
import { legacyEscrowPublicKey } from './escrow.js';
import { connectDatabase } from './db/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { findFreePort } from './db/free-port.js';
import { migrateToLatest } from './db/migrate.js';
import { LOCK_KEYS, withAdvisoryLock } from './db/advisory-lock.js';
import { closeGracefully } from './http/lifecycle.js';
import { importDiskUploads } from './file-store.js';
import { productionRefusal } from './production-config.js';
import { findPlaintextPrivateKeys, plaintextPrivateKeyProblem } from './plaintext-private-keys.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';

/** CLI entry (`npm start` in this package): see README for every environment variable. */
async function main(): Promise<void> {
  const env = process.env;
  // The application's modules (routes, domain, seed: most of a restart's time) load while PostgreSQL
  // starts, rather than before it.
  const modules = Promise.all([import('./app.js'), import('./seed/demo-users.js'), import('./seed/demo-content.js'), import('./domain/meal-pictures/sealing.js')]);
  modules.catch(() => undefined); // awaited below, where a failure stops the start
  const refusal = await productionRefusal(env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  let embedded: EmbeddedDatabase | null = null;
  let db: Kysely<Database> | null = null;
  let app: FastifyInstance | null = null;
  let stopping = false;
  let graceMs = DEFAULT_SHUTDOWN_GRACE_MS;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}, shutting down.`);
    // Readiness answers 503 at once; requests in flight get SHUTDOWN_GRACE_MS to finish.
    if (app) {
      const { cut } = await closeGracefully(app, graceMs).catch(() => ({ cut: 0 }));
      if (cut > 0) console.error(`Stopped with ${cut} request(s) still running after ${graceMs} ms (SHUTDOWN_GRACE_MS).`);
    }
    await db?.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT received'));
  process.once('SIGTERM', () => void stop('SIGTERM received'));
  // `npm start` (scripts/quickstart.mjs) hands the server a pipe on stdin that only it holds open:
  // when the wrapper ends, even by SIGKILL, the pipe closes and the server stops with its PostgreSQL
  // rather than live on holding the data directory.
  if (env.STOP_WHEN_STDIN_CLOSES === 'true') {
    process.stdin.on('end', () => void stop('The npm start wrapper is gone (stdin closed)'));
    process.stdin.on('error', () => void stop('The npm start wrapper is gone (stdin failed)'));
    process.stdin.resume();
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const secret = await ensureServerSecret(dataDir, env.SERVER_SECRET);
  // No escrow pair is made: a data folder from an older version may still hold one (kept until the upgrade step).
  const escrow = await legacyEscrowPublicKey(dataDir, env.ESCROW_PUBLIC_KEY);
  // Production refused to start above; a development start goes on and says, once, what to do.
  const plaintextKeys = plaintextPrivateKeyProblem(await findPlaintextPrivateKeys(dataDir));
  if (plaintextKeys) console.warn(`Warning: ${plaintextKeys}`);
  const config = configFromEnv(env, { secret, escrowPublicKey: escrow.publicKey });
  graceMs = config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pgDir = path.join(dataDir, 'pg');
    // If the embedded PostgreSQL dies under us, start it again on the same port (with backoff);
    // meanwhile the API answers 503 (db/health.ts) and reconnects once it is back.
    const startEmbedded = async (port: number | undefined): Promise<EmbeddedDatabase> =>
      startEmbeddedPostgres({
        dir: pgDir,
        port,
        onUnexpectedExit: (detail) => {
          if (stopping) return;
          console.error(`Embedded PostgreSQL exited unexpectedly (${detail}); starting it again.`);
          void restartEmbedded(port ?? embeddedPort);
        },
      });
    const restartEmbedded = async (port: number) => {
      for (let delay = 500; !stopping; delay = Math.min(delay * 2, 10_000)) {
        try {
          embedded = await startEmbedded(port);
          console.log('Embedded PostgreSQL is running again.');
          return;
        } catch (error) {
          console.error(`Embedded PostgreSQL did not start again: ${(error as Error).message.split('\n')[0]}; next try in ${delay / 1000} s.`);
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    };
    const port = env.PG_PORT ? Number(env.PG_PORT) : await findFreePort();
    const embeddedPort = port;
    embedded = await startEmbedded(port);
    databaseUrl = embedded.socketUrlFor('postgres');
    console.log(`Embedded PostgreSQL running (data in ${pgDir}).`);
  }
  const [{ buildApp }, { seedDemoUsers, DEMO_USERS }, { seedDemoContent }, { sealPlainMealPictures }] = await modules;
  // The embedded PostgreSQL is its own direct connection.
  config.databaseDirectUrl ??= databaseUrl;
  const database = connectDatabase(databaseUrl, config.databasePoolSize, { directUrl: config.databaseDirectUrl, namedStatements: config.databaseNamedStatements });
  db = database;
  // Several server processes may share one database and start together
  // (docs/decisions/0056-scale-out-state-in-postgresql.md): one migrates and seeds while the others wait, then find nothing left to do.
  await withAdvisoryLock(database, LOCK_KEYS.startup, async () => {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    // Uploads an older version kept on disk (or a backup of one) move into the database.
    const moved = await importDiskUploads(database, dataDir);
    if (moved > 0) console.log(`Uploaded files moved from ${path.join(dataDir, 'uploads')} into the database: ${moved}.`);
    // Meal pictures stored readable (by a version that did not seal them, or restored from its backup) are sealed at start.
    const pictures = await sealPlainMealPictures(database);
    if (pictures.sealed + pictures.removed > 0) console.log(`Meal pictures sealed to their members: ${pictures.sealed} (${pictures.removed} without a key or a file removed).`);
    if (env.SEED !== 'false') {
      const created = await seedDemoUsers(database, escrow.publicKey, undefined, secret);
      if (created.length > 0) console.log(`Seeded demo users: ${created.join(', ')}`);
      await seedDemoContent({ db: database });
    }
  });

  const server = await buildApp({ db: database, config, logger: env.LOG_REQUESTS === 'true', jobs: { connectionString: config.databaseDirectUrl } });
  app = server;
  if (stopping) return;
  await server.listen({ port: config.port, host: config.host });
  console.log(`HealthDeck ready on http://localhost:${config.port}`);
  console.log(`  Public URL: ${config.publicUrl}`);
  console.log(`  API docs:   http://localhost:${config.port}/api/docs`);
  if (config.smtpUrl === null && !config.production) console.log(`  Dev outbox: http://localhost:${config.port}/dev/outbox (signed in as an administrator)`);
  if (env.SEED !== 'false') {
    console.log('  Demo logins:');
    for (const demo of DEMO_USERS) {
      console.log(`    ${demo.roles.includes('admin') ? 'admin ' : 'member'}  ${demo.email} / ${demo.password}${demo.totpSecret ? ` (authenticator app key ${demo.totpSecret})` : ''}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

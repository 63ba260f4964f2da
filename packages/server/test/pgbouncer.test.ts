import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startScaleOut, type ScaleOut } from '../../../scripts/scale-out.mjs';
import { classCacheOf, connectDatabase } from '../src/db/connect.js';
import { LOCK_KEYS, withAdvisoryLock } from '../src/db/advisory-lock.js';
import { migrations } from '../src/db/migrations/index.js';
import type { Database } from '../src/db/schema.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { DEMO_USERS } from '../src/seed/demo-users.js';
import { LIVENESS_PATH, READINESS_PATH } from '../src/http/lifecycle.js';
import { signedInMember } from './helpers/accounts.js';
import { pgbouncerInstalled, startPgbouncer, type Pgbouncer } from './helpers/pgbouncer.js';
import { contractClient, createTestDatabase } from './helpers/test-server.js';

// The server behind PgBouncer in transaction mode (docs/decisions/0091-pgbouncer-transaction-mode.md):
// the app's pool goes through PgBouncer (a server connection lent per transaction), what needs a
// session of its own (the startup advisory lock, LISTEN) connects directly (DATABASE_DIRECT_URL).
const installed = pgbouncerInstalled();
if (!installed) console.warn('pgbouncer.test.ts skipped: no pgbouncer on PATH (Debian: apt-get install pgbouncer; `npm test` as root installs it).');

const until = async (check: () => Promise<boolean> | boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!installed)('the pool through PgBouncer in transaction mode', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let bouncer: Pgbouncer;
  const opened: Kysely<Database>[] = [];
  const open = (options: Parameters<typeof connectDatabase>[2]) => {
    const db = connectDatabase(bouncer.url, 8, { quiet: true, directUrl: database.url, ...options });
    opened.push(db);
    return db;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Two server connections for eight clients: each transaction may get another one.
    bouncer = await startPgbouncer(database.url, { poolSize: 2 });
  }, 60_000);
  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await bouncer?.stop();
    await database?.drop();
  });

  const work = (db: Kysely<Database>) =>
    Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        i % 3 === 0
          ? db.transaction().execute(async (trx) => {
              await trx.selectFrom('users').select('id').where('email', '=', `nobody-${i}@example.test`).execute();
              return sql`select ${i}::int as n`.execute(trx);
            })
          : db
              .selectFrom('users')
              .select('id')
              .where(
                'email',
                'in',
                Array.from({ length: (i % 5) + 1 }, (_, j) => `x${j}@example.test`),
              )
              .execute(),
      ).map((query) => query.then(() => null).catch((error: Error) => error.message)),
    );

  it('named prepared statements break there (why they are off behind it)', async () => {
    const failures = (await work(open({ namedStatements: true, classCache: false }))).filter((message) => message !== null);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((message) => /prepared statement "hd_\d+" (does not exist|already exists)/.test(message))).toBe(true);
  });

  it('unnamed statements answer every query and transaction', async () => {
    expect((await work(open({ namedStatements: false, classCache: false }))).filter((message) => message !== null)).toEqual([]);
  });

  it('the advisory lock is held on the direct connection: two holders take turns and the lock is freed', async () => {
    const one = open({ namedStatements: false, classCache: false });
    const two = open({ namedStatements: false, classCache: false });
    const events: string[] = [];
    const hold = (db: Kysely<Database>, name: string) =>
      withAdvisoryLock(db, LOCK_KEYS.startup, async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        // The pool's own statements go through PgBouncer while the lock is held.
        await sql`select 1`.execute(db);
        events.push(`${name} out`);
      });
    await Promise.all([hold(one, 'a'), hold(two, 'b')]);
    expect([events.slice(0, 2), events.slice(2)].map((pair) => pair[0]!.split(' ')[0] === pair[1]!.split(' ')[0])).toEqual([true, true]);
    // This test's database only: other tests' job queues hold advisory locks of their own in the same server.
    const held = await sql<{
      n: string;
    }>`select count(*) as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`.execute(database.db);
    expect(Number(held.rows[0]!.n)).toBe(0);
  });

  it('the class cache listens on the direct connection and sees a write made through PgBouncer', async () => {
    const reader = open({ namedStatements: false });
    const writer = open({ namedStatements: false, classCache: false });
    await until(() => classCacheOf(reader)!.active);
    const here = createClassStore(reader);
    const record = await createClassStore(writer).insert('featureflag', { name: 'via-bouncer', enabled: false });
    await until(async () => (await here.get('featureflag', record.id))?.data.enabled === false);
    await createClassStore(writer).update('featureflag', record.id, { name: 'via-bouncer', enabled: true });
    await until(async () => (await here.get('featureflag', record.id))?.data.enabled === true, 2_000);
  });
});

describe.skipIf(!installed)('two server processes behind PgBouncer started together on an empty database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let bouncer: Pgbouncer;
  let cluster: ScaleOut;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    bouncer = await startPgbouncer(database.url, { poolSize: 4 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'hd-pgbouncer-servers-'));
    cluster = await startScaleOut({
      processes: 2,
      dataDir,
      databaseUrl: bouncer.url,
      env: { DATABASE_DIRECT_URL: database.url, ESCROW_PUBLIC_KEY: inject('escrowPublicKey'), SMTP_URL: '' },
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await bouncer?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrate and seed once, then answer members on either process, ready and live', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
    const demo = await database.db
      .selectFrom('users')
      .select('email')
      .where(
        'email',
        'in',
        DEMO_USERS.map((user) => user.email),
      )
      .execute();
    expect(demo).toHaveLength(DEMO_USERS.length);
    for (const server of cluster.servers) {
      expect((await fetch(server + READINESS_PATH)).status).toBe(200);
      expect((await fetch(server + LIVENESS_PATH)).status).toBe(200);
    }
    const member = await signedInMember(contractClient(cluster.servers[0]!));
    for (const server of cluster.servers) {
      const client = contractClient(server);
      for (const name of ['account', 'featureFlags', 'memberPrograms'] as const) expect((await client.call(name, { token: member.accessToken })).status).toBe(200);
    }
  });
});

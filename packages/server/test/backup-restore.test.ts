// Backups: scripts/backup.mjs dumps a database holding the demo member (real RSA-4096 keys,
// records sealed in the client and records the server encrypted to their key), scripts/restore.mjs
// restores it into a fresh DATA_DIR (a new embedded PostgreSQL), and a server started on the
// restored data signs the demo member in with every record readable with their keys.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openRecord, sealRecord } from '@healthdeck/crypto';
import type { SmartlinkAppointmentsResponse, VitalsResponse } from '@healthdeck/contract';
import { buildApp } from '../src/app.js';
import { REPO_ROOT } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import type { Database } from '../src/db/schema.js';
import { migrations } from '../src/db/migrations/index.js';
import { dumpDatabase, restoreDatabase } from '../src/ops/logical-dump.js';
import { seedDemoAdminClasses } from '../src/seed/demo-admin-classes.js';
import { seedDemoClinical } from '../src/seed/demo-clinical.js';
import { seedDemoContentLibrary } from '../src/seed/demo-content-library.js';
import { seedDemoDevices } from '../src/seed/demo-devices.js';
import { seedDemoGoals } from '../src/seed/demo-goals.js';
import { seedDemoKits } from '../src/seed/demo-kits.js';
import { seedDemoMilestones } from '../src/seed/demo-milestones.js';
import { seedDemoProgrammes } from '../src/seed/demo-programmes.js';
import { seedDemoRewards } from '../src/seed/demo-rewards.js';
import { DEMO_USERS, seedDemoUsers } from '../src/seed/demo-users.js';
import { signInDemoMember } from './helpers/demo-member-keys.js';
import { startTestServer, testServerConfig, type TestServer } from './helpers/test-server.js';

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', script), ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Per table: its row count and a digest of every row's JSON (order-free), to compare two databases. */
async function tableContents(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`.execute(db);
  const contents: Record<string, string> = {};
  for (const { name } of rows) {
    const { rows: digest } = await sql<{ n: string; md5: string | null }>`
      select count(*)::text as n, md5(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text)) as md5 from ${sql.table(name)} t`.execute(db);
    contents[name] = `${digest[0]!.n} rows ${digest[0]!.md5 ?? '-'}`;
  }
  return contents;
}

const VITALS = { hr: 61.5, hrv: 48.25, sbp: 117, dbp: 76, rr: 13.5, spo2: 98.5, stress: 2 };

describe('backup and restore of the whole data', () => {
  let source: TestServer;
  let work: string;
  let sourceUrl: string;
  let sourceContents: Record<string, string>;
  let smartlinkDetails: unknown;
  let hydrationTotal: number;

  beforeAll(async () => {
    source = await startTestServer();
    work = await mkdtemp(path.join(tmpdir(), 'hd-backup-test-'));
    await seedDemoUsers(
      source.db,
      inject('escrowPublicKey'),
      DEMO_USERS.filter((u) => !u.roles.includes('admin')),
    );
    // Much of the demo seed, for rows of every shape (rewards: images, bytea in stored_files).
    for (const seed of [
      seedDemoClinical,
      seedDemoKits,
      seedDemoGoals,
      seedDemoDevices,
      seedDemoMilestones,
      seedDemoProgrammes,
      seedDemoAdminClasses,
      seedDemoContentLibrary,
      seedDemoRewards,
    ])
      await seed(source.db);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(source.db);
    const url = new URL(inject('pgAdminUrl'));
    url.pathname = `/${rows[0]!.name}`;
    sourceUrl = url.toString();

    // A day of the member's own use: a vitals scan sealed in the client, water.
    const member = await signInDemoMember(source.url);
    const auth = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
    const vital = await source.fetch('/api/client/vitals', { method: 'POST', headers: auth, body: JSON.stringify({ encrypted_data: await sealRecord(member.dataKey, VITALS) }) });
    expect(vital.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await source.fetch('/api/client/user-hydration/increment?tz=UTC', { method: 'POST', headers: auth, body: JSON.stringify({ ounces: 8 }) });
      expect(res.status).toBe(200);
      hydrationTotal = ((await res.json()) as { hydration: { total_ounces: number } }).hydration.total_ounces;
    }
    const calls = (await (await source.fetch('/api/client/smartlink/appointments', { headers: auth })).json()) as SmartlinkAppointmentsResponse;
    smartlinkDetails = await openRecord(calls.appointments[0]?.encrypted_data, { privateKey: member.privateKey });
    expect(smartlinkDetails).toMatchObject({ advocate: expect.any(String) });
    sourceContents = await tableContents(source.db);
  }, 240_000);

  afterAll(async () => {
    await source?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('backs up through DATABASE_URL, restores into a fresh DATA_DIR, and the demo member signs in with their data readable', { timeout: 240_000 }, async () => {
    // DATA_DIR's own files travel with the database: the secret, the escrow pair, and uploads an
    // older version kept on disk (moved into the database at the restored server's start).
    const sourceDir = path.join(work, 'source-data');
    await mkdir(path.join(sourceDir, 'uploads', 'media'), { recursive: true });
    await writeFile(path.join(sourceDir, 'server-secret'), 'source-secret\n');
    await writeFile(path.join(sourceDir, 'uploads', 'media', 'picture.png'), 'not really a picture');
    const backupDir = path.join(work, 'backup');
    const backup = await runScript('backup.mjs', [backupDir], { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written to .* tables, \d+ rows/);
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as { database: { rows: number }; files: string[] };
    expect(manifest.files).toEqual(['server-secret', 'uploads']);
    expect(manifest.database.rows).toBe(Object.values(sourceContents).reduce((sum, c) => sum + Number.parseInt(c, 10), 0));

    const freshDir = path.join(work, 'fresh-data');
    const env: Record<string, string> = { DATA_DIR: freshDir, DATABASE_URL: '' };
    const restore = await runScript('restore.mjs', [backupDir], env);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored the backup of .* into .*fresh-data/);
    expect(await readFile(path.join(freshDir, 'server-secret'), 'utf8')).toBe('source-secret\n');
    expect(existsSync(path.join(freshDir, 'uploads', 'media', 'picture.png'))).toBe(true);

    // A second restore into the same, now full, data is refused.
    const again = await runScript('restore.mjs', [backupDir], env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exists: restore into a fresh DATA_DIR/);

    // A server on the restored data.
    let embedded: EmbeddedDatabase | null = null;
    let db: Kysely<Database> | null = null;
    let app: FastifyInstance | null = null;
    try {
      embedded = await startEmbeddedPostgres({ dir: path.join(freshDir, 'pg'), quiet: true });
      db = connectDatabase(embedded.urlFor('postgres'), 3, { quiet: true });
      // Every table holds the same rows, value for value.
      expect(await tableContents(db)).toEqual(sourceContents);
      app = await buildApp({ db, config: testServerConfig(() => new Date()) });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      const member = await signInDemoMember(url);
      const auth = { authorization: `Bearer ${member.token}` };
      const vitals = (await (await fetch(`${url}/api/client/vitals?take=50`, { headers: auth })).json()) as VitalsResponse;
      const opened = await Promise.all(vitals.vitals.models.map((v) => openRecord(v.encrypted_data, member)));
      expect(opened).toContainEqual(VITALS);
      const calls = (await (await fetch(`${url}/api/client/smartlink/appointments`, { headers: auth })).json()) as SmartlinkAppointmentsResponse;
      expect(await openRecord(calls.appointments[0]?.encrypted_data, { privateKey: member.privateKey })).toEqual(smartlinkDetails);
      const water = (await (await fetch(`${url}/api/client/user-hydration/last?tz=UTC`, { headers: auth })).json()) as { hydration: { total_ounces: number } };
      expect(water.hydration.total_ounces).toBe(hydrationTotal);

      // New rows after the restore take fresh ids (sequences came back too).
      const log = await db.insertInto('audit_log').values({ event: 'after.restore', user_id: null, actor_id: null, ip: null, detail: '{}' }).returning('id').executeTakeFirstOrThrow();
      expect(Number(log.id)).toBeGreaterThan(Number.parseInt(sourceContents.audit_log ?? '0', 10));
    } finally {
      await app?.close();
      await db?.destroy();
      await embedded?.stop();
    }
  });

  it('restores a dump made before the newest migration and then applies it (an older backup into newer code)', async () => {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    const names = [`hd_test_old_${randomBytes(4).toString('hex')}`, `hd_test_new_${randomBytes(4).toString('hex')}`];
    const urlOf = (name: string) => {
      const url = new URL(inject('pgAdminUrl'));
      url.pathname = `/${name}`;
      return url.toString();
    };
    try {
      for (const name of names) await admin.query(`create database ${name}`);
      const newest = Object.keys(migrations).sort().at(-1)!;
      const older = connectDatabase(urlOf(names[0]!), 2, { quiet: true });
      try {
        const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== newest));
        const { error } = await new Migrator({ db: older, provider: { getMigrations: async () => before }, allowUnorderedMigrations: true }).migrateToLatest();
        expect(error).toBeUndefined();
        await older.insertInto('audit_log').values({ event: 'in.the.old.backup', user_id: null, actor_id: null, ip: null, detail: '{}' }).execute();
      } finally {
        await older.destroy();
      }
      const file = path.join(work, 'older.jsonl.gz');
      await dumpDatabase(urlOf(names[0]!), file);
      const restored = await restoreDatabase(urlOf(names[1]!), file);
      expect(restored.upgradedWith).toEqual([newest]);
      const db = connectDatabase(urlOf(names[1]!), 2, { quiet: true });
      try {
        expect(await db.selectFrom('audit_log').select('event').where('event', '=', 'in.the.old.backup').execute()).toHaveLength(1);
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
        expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
      } finally {
        await db.destroy();
      }
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    }
  });

  it('refuses to restore into a database that already has tables', async () => {
    const file = path.join(work, 'backup', 'database.jsonl.gz');
    await expect(restoreDatabase(sourceUrl, file)).rejects.toThrow(/not empty .* restore into a fresh database/);
  });
});

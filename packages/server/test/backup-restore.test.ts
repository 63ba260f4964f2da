// Issue 18, backups: scripts/backup.mjs dumps a database holding the demo member (real RSA-4096 keys,
// records sealed in the client and records the server encrypted to their key), scripts/restore.mjs
// restores it into a fresh DATA_DIR (a new embedded PostgreSQL), and a server started on the
// restored data signs the demo member in with every record readable with their keys.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openRecord, sealRecord } from '@healthdeck/crypto';
import type { SmartlinkAppointmentsResponse, VitalsResponse } from '@healthdeck/contract';
import { buildApp } from '../src/app.js';
import { REPO_ROOT } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import type { Database } from '../src/db/schema.js';
import { restoreDatabase } from '../src/ops/logical-dump.js';
import { seedDemoClinical } from '../src/seed/demo-clinical.js';
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

async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const { rows: n } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(n[0]!.n);
  }
  return counts;
}

const VITALS = { hr: 61.5, hrv: 48.25, sbp: 117, dbp: 76, rr: 13.5, spo2: 98.5, stress: 2 };

describe('backup and restore of the whole data', () => {
  let source: TestServer;
  let work: string;
  let sourceUrl: string;
  let sourceCounts: Record<string, number>;
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
    await seedDemoClinical(source.db);
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
    sourceCounts = await tableCounts(source.db);
  }, 240_000);

  afterAll(async () => {
    await source?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('backs up through DATABASE_URL, restores into a fresh DATA_DIR, and the demo member signs in with their data readable', { timeout: 240_000 }, async () => {
    // DATA_DIR's own files travel with the database: the secret, the escrow pair, uploads.
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
    expect(manifest.database.rows).toBe(Object.values(sourceCounts).reduce((a, b) => a + b, 0));

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
      expect(await tableCounts(db)).toEqual(sourceCounts);
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
      expect(Number(log.id)).toBeGreaterThan(sourceCounts.audit_log ?? 0);
    } finally {
      await app?.close();
      await db?.destroy();
      await embedded?.stop();
    }
  });

  it('refuses to restore into a database that already has tables', async () => {
    const file = path.join(work, 'backup', 'database.jsonl.gz');
    await expect(restoreDatabase(sourceUrl, file)).rejects.toThrow(/not empty .* restore into a fresh database/);
  });
});

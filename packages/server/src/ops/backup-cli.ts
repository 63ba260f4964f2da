// `node scripts/backup.mjs [dir]` and `node scripts/restore.mjs <dir>` (docs/OPERATIONS.md "Back up", "Restore").
// A backup is a directory: database.jsonl.gz (ops/logical-dump.ts), files/ (the server secret, the
// escrow public key and uploads from DATA_DIR) and manifest.json. A backup never holds a private key
// usable without a password (plaintext-private-keys.ts): such files are left out and named.
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';
import { dumpDatabase, readDumpHeader, restoreDatabase } from './logical-dump.js';
import { holdsPlaintextPrivateKey, RETIRE_ESCROW_KEY_STEP } from '../plaintext-private-keys.js';

const DUMP_FILE = 'database.jsonl.gz';
/** What DATA_DIR holds besides the database (pg/). */
const DATA_FILES = ['server-secret', 'escrow', 'uploads'];

/** DATABASE_URL, else the embedded PostgreSQL of DATA_DIR: the running one, or one started for the job. */
export async function withDatabase<T>(dataDir: string, forRestore: boolean, job: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return job(process.env.DATABASE_URL);
  const pgDir = path.join(dataDir, 'pg');
  const running = runningEmbeddedUrl(pgDir);
  if (running && forRestore) throw new Error(`A server is running on ${dataDir}: stop it, and restore into a fresh DATA_DIR.`);
  if (running) return job(running);
  if (!forRestore && !existsSync(path.join(pgDir, 'PG_VERSION'))) throw new Error(`No database in ${pgDir} (set DATA_DIR, or DATABASE_URL).`);
  let embedded: EmbeddedDatabase | null = null;
  try {
    embedded = await startEmbeddedPostgres({ dir: pgDir, quiet: true });
    return await job(embedded.urlFor('postgres'));
  } finally {
    await embedded?.stop();
  }
}

export interface BackupOptions {
  /** Only for the at-rest audit of a data folder, which must see what the folder itself holds. */
  keepPlaintextPrivateKeys?: boolean;
}

export async function backup(dataDir: string, outDir: string, options: BackupOptions = {}): Promise<void> {
  if (existsSync(outDir) && (await readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty.`);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const started = Date.now();
  const summary = await withDatabase(dataDir, false, (url) => dumpDatabase(url, path.join(outDir, DUMP_FILE)));
  const copied: string[] = [];
  const leftOut: string[] = [];
  const filter = async (source: string): Promise<boolean> => {
    if (options.keepPlaintextPrivateKeys || !(await holdsPlaintextPrivateKey(source))) return true;
    leftOut.push(path.relative(dataDir, source));
    return false;
  };
  for (const name of DATA_FILES) {
    const from = path.join(dataDir, name);
    if (!existsSync(from)) continue;
    await cp(from, path.join(outDir, 'files', name), { recursive: true, preserveTimestamps: true, filter });
    copied.push(name);
  }
  const manifest = { created_at: new Date().toISOString(), data_dir: dataDir, database: { ...summary, file: DUMP_FILE }, files: copied, left_out_private_keys: leftOut };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  console.log(
    `Backup written to ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.tables} tables, ${summary.rows} rows (${summary.bytes} bytes compressed); files: ${copied.join(', ') || 'none'}.`,
  );
  if (leftOut.length > 0) {
    console.log(`Left out, as usable without a password: ${leftOut.join(', ')}. They stay only in ${dataDir}; to take custody of them, ${RETIRE_ESCROW_KEY_STEP}.`);
  }
}

export async function restore(backupDir: string, dataDir: string): Promise<void> {
  const dump = path.join(backupDir, DUMP_FILE);
  const header = await readDumpHeader(dump);
  await mkdir(dataDir, { recursive: true });
  // Refuse before touching anything: a secret or escrow key already in DATA_DIR belongs to other data.
  for (const name of ['server-secret', 'escrow']) {
    if (existsSync(path.join(backupDir, 'files', name)) && existsSync(path.join(dataDir, name))) {
      throw new Error(`${path.join(dataDir, name)} exists: restore into a fresh DATA_DIR.`);
    }
  }
  const started = Date.now();
  const summary = await withDatabase(dataDir, true, (url) => restoreDatabase(url, dump));
  const restored: string[] = [];
  for (const name of DATA_FILES) {
    const from = path.join(backupDir, 'files', name);
    if (!existsSync(from)) continue;
    await cp(from, path.join(dataDir, name), { recursive: true, preserveTimestamps: true, force: false });
    restored.push(name);
  }
  const upgraded = summary.upgradedWith.length > 0 ? `; then upgraded with ${summary.upgradedWith.join(', ')}` : '';
  console.log(
    `Restored the backup of ${header.created_at} into ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.tables} tables, ${summary.rows} rows${upgraded}; files: ${restored.join(', ') || 'none'}.`,
  );
}

async function main(): Promise<void> {
  const [command, dir] = process.argv.slice(2);
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if (command === 'backup' && dir) {
    await backup(dataDir, path.resolve(dir));
  } else if (command === 'restore' && dir) {
    if (!existsSync(path.join(dir, 'manifest.json'))) throw new Error(`${dir} is not a HealthDeck backup (no manifest.json).`);
    await restore(path.resolve(dir), dataDir);
  } else {
    throw new Error('Usage: node scripts/backup.mjs [backup-dir] | node scripts/restore.mjs <backup-dir>   (DATA_DIR or DATABASE_URL say which database)');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

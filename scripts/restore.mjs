#!/usr/bin/env node
// Restore the HealthDeck data (docs/OPERATIONS.md "Restore"): the database as a logical dump through the
// server's own PostgreSQL connection, plus DATA_DIR's secret, escrow key and any uploads an older version left on disk (uploads live in the database now).
// Usage: DATA_DIR=./fresh-data node scripts/restore.mjs <backup-dir>   (into a fresh DATA_DIR, or an empty DATABASE_URL)
// DATABASE_URL, when set, names the database instead of DATA_DIR's embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cli = join(root, 'packages/server/src/ops/backup-cli.ts');
// Paths are resolved here: the server CLI runs from the repository root, where tsx is found.
const env = { ...process.env, DATA_DIR: resolve(process.env.DATA_DIR || './data') };
const dirs = process.argv.slice(2).map((arg) => resolve(arg));
const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'restore', ...dirs], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);

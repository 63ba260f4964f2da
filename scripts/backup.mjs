#!/usr/bin/env node
// Back up the HealthDeck data (docs/OPERATIONS.md "Back up"): the database as a logical dump through the
// server's own PostgreSQL connection, plus DATA_DIR's secret, escrow key and any uploads an older version left on disk (uploads live in the database now).
// Usage: DATA_DIR=./data node scripts/backup.mjs [backup-dir]   (default ./backups/healthdeck-<time>)
// DATABASE_URL, when set, names the database instead of DATA_DIR's embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cli = join(root, 'packages/server/src/ops/backup-cli.ts');
// Paths are resolved here: the server CLI runs from the repository root, where tsx is found.
const env = { ...process.env, DATA_DIR: resolve(process.env.DATA_DIR || './data') };
const dirs = [resolve(process.argv[2] ?? `backups/healthdeck-${new Date().toISOString().replace(/[:.]/g, '-')}`)];
const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'backup', ...dirs], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);

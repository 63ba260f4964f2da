#!/usr/bin/env node
// The upgrade step that retires a plaintext escrow private key (docs/OPERATIONS.md "Retire the escrow key"):
// re-wraps every member's data key it opens to the organisation recovery keys the administrator holds,
// then removes it. Asks for the administrator's password on the terminal.
// Usage: node scripts/retire-escrow-key.mjs --data-dir <DATA_DIR> --admin <administrator email>
// DATABASE_URL, when set, names the database instead of DATA_DIR's embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cli = join(root, 'packages/server/src/ops/retire-escrow-key.ts');
// Paths are resolved here: the server CLI runs from the repository root, where tsx is found.
const args = process.argv.slice(2).map((arg, n, all) => (all[n - 1] === '--data-dir' ? resolve(arg) : arg));
const run = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);

#!/usr/bin/env node
// What a stolen data folder or backup opens (docs/OPERATIONS.md "Audit what a stolen data folder opens"):
// every key found at rest tried against every sealed record; per kind, how many open.
// Usage: node scripts/at-rest-audit.mjs <data-dir|backup-dir> [--json] [--env-file <file>]
//          [--member <email> --password <password>] [--fail-if-any-open]
// --member/--password: the positive control (that member's records must all open).
// --fail-if-any-open: exit 1 when any sealed record opened without a member's password.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cli = join(root, 'packages/server/src/ops/at-rest-audit.ts');
// Paths are resolved here: the server CLI runs from the repository root, where tsx is found.
const args = process.argv.slice(2).map((arg, n, all) => (!arg.startsWith('--') && !['--member', '--password'].includes(all[n - 1] ?? '') ? resolve(arg) : arg));
const run = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);

#!/usr/bin/env node
// `npm run check`, the first phase of `npm test`: Biome over the tree (lint and format check; a warning
// fails too), then the type check of every project (scripts/typecheck.mjs). The second runs even when
// the first fails, so one run shows everything; exits 1 if either failed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// `biome ci` colours its report even into a file or a pipe; plain text unless on a terminal.
const colors = process.stdout.isTTY ? [] : ['--colors=off'];
const steps = [
  { name: 'Biome: lint and format check', command: join(root, 'node_modules', '.bin', 'biome'), args: ['ci', '--error-on-warnings', '--max-diagnostics=100', ...colors, '.'] },
  { name: 'TypeScript: every project', command: process.execPath, args: [join(root, 'scripts', 'typecheck.mjs')] },
];
const failed = [];
for (const { name, command, args } of steps) {
  console.log(`\n› ${name}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\n✗ Checks failed: ${failed.join('; ')}`);
  process.exit(1);
}
console.log('\n✓ Checks passed');

#!/usr/bin/env node
// Runs the sdk tests with V8 coverage and prints the line coverage of packages/sdk/src (target ≥ 90 %).
// Usage: node packages/sdk/scripts/coverage.mjs [--min=90]   (exit 1 below the minimum, or when a test fails)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const sdk = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repo = path.resolve(sdk, '../..');
const minArg = process.argv.find((a) => a.startsWith('--min='));
const min = minArg ? Number(minArg.slice('--min='.length)) : 90;

const vitest = path.join(repo, 'node_modules/vitest/vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', '--config', path.join(sdk, 'vitest.config.ts'), '--root', sdk, '--coverage'], {
  cwd: sdk,
  stdio: ['ignore', 'inherit', 'inherit'],
});

let summary;
try {
  summary = JSON.parse(readFileSync(path.join(sdk, 'coverage/coverage-summary.json'), 'utf8'));
} catch {
  console.error('No coverage summary was written (did the run start?).');
  process.exit(1);
}

const files = Object.entries(summary)
  .filter(([file]) => file !== 'total')
  .map(([file, m]) => ({ file: path.relative(sdk, file), pct: m.lines.pct, covered: m.lines.covered, total: m.lines.total }))
  .sort((a, b) => a.pct - b.pct);
const weakest = files.filter((f) => f.pct < min);
if (weakest.length) {
  console.log(`\nFiles under ${min} % lines:`);
  for (const f of weakest) console.log(`  ${f.pct.toFixed(1).padStart(5)} %  ${f.file} (${f.covered}/${f.total})`);
}
const total = summary.total.lines;
console.log(`\nsdk line coverage (packages/sdk/src): ${total.pct.toFixed(2)} % (${total.covered}/${total.total} lines), target ${min} %`);
if (run.status !== 0) {
  console.error(`the test run failed (exit ${run.status})`);
  process.exit(1);
}
process.exit(total.pct >= min ? 0 : 1);

#!/usr/bin/env node
// `npm run typecheck`: `tsc -p <project> --noEmit` for every project the root tsconfig.json references,
// TYPECHECK_JOBS at a time (default 2: the machines have two cores and tsc is single-threaded).
// Each project's output is printed when it ends; exits 1 if any project has an error. Incremental:
// tsc keeps what it learnt in node_modules/.cache/typecheck/, so a second run rechecks only what changed
// (a fresh clone, as in CI, starts cold).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// tsconfig.json allows comments and trailing commas: read it with TypeScript's own parser.
const { config, error } = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => readFileSync(path, 'utf8'));
if (error) {
  console.error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  process.exit(2);
}
const projects = config.references.map((ref) => ref.path);
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || 2);
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const cache = join(root, 'node_modules', '.cache', 'typecheck');

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const buildInfo = join(cache, `${project.replaceAll('/', '-')}.tsbuildinfo`);
    const args = [tsc, '-p', project, '--noEmit', '--pretty', 'false', '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const queue = [...projects];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed.push(project);
    }
  }),
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failed.length) {
  console.error(`✗ Type errors in ${failed.join(', ')} (${seconds} s)`);
  process.exit(1);
}
console.log(`✓ ${projects.length} projects type-check (${seconds} s)`);

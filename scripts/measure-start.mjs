#!/usr/bin/env node
// Times `npm start` from the command to the server's "HealthDeck ready" line, after install:
// 1. first start: the browser bundles are built (build stamp removed) and the data dir is empty
//    (initdb, migrations, escrow key, demo seed with RSA-4096 keys);
// 2. restart: nothing to build, same data dir.
// Usage: node scripts/measure-start.mjs [runs=1]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.argv[2] ?? 1);

function startOnce(dataDir, port) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) }, detached: true });
    let out = '';
    const early = (code) => reject(new Error(`npm start exited (${code}) before ready:\n${out}`));
    const onData = (d) => {
      out += d;
      if (out.includes('HealthDeck ready')) {
        const ms = performance.now() - t0;
        child.stdout.off('data', onData);
        child.off('exit', early);
        child.once('exit', () => resolve(ms));
        process.kill(-child.pid, 'SIGINT'); // what Ctrl-C sends to the whole process group
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', early);
  });
}

const cold = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'healthdeck-start-'));
  const port = 18500 + i;
  rmSync(join(root, 'node_modules', '.healthdeck-build-stamp'), { force: true });
  try {
    cold.push(await startOnce(dataDir, port));
    warm.push(await startOnce(dataDir, port));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (xs) => xs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ');
console.log(`npm start → ready, first start (build + empty data dir): ${fmt(cold)}`);
console.log(`npm start → ready, restart (built, existing data dir):   ${fmt(warm)}`);

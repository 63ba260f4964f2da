#!/usr/bin/env node
// Times `npm start` from the command to the server's "HealthDeck ready" line, after install:
// 1. first start: the browser bundles are built (build stamp removed) and the data dir is empty
//    (initdb, migrations, demo seed with RSA-4096 keys and the demo organisation's recovery key);
// 2. restart: nothing to build, same data dir.
// Usage: node scripts/measure-start.mjs [runs=1]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUntilReady } from './start-until-ready.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.argv[2] ?? 1);

async function startOnce(dataDir, port) {
  const t0 = performance.now();
  const child = await startUntilReady('npm', ['start'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) }, detached: true });
  const ms = performance.now() - t0;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    if (child.pid) process.kill(-child.pid, 'SIGINT'); // what Ctrl-C sends to the whole process group
  });
  return ms;
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

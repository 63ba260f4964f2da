#!/usr/bin/env node
// Load test (issue 3): a signed-in member's dashboard mix against the real server on loopback.
// Starts the server (embedded PostgreSQL, demo data) as its own process, signs the demo member in
// as the browser does (prelogin → Argon2id credential → login), checks every request of the mix
// answers 200, then runs autocannon from this process and prints req/s and latency percentiles.
//
// Usage (from the repo root):
//   node --import tsx packages/server/scripts/load-dashboard.mjs [--connections 16] [--duration 30] [--data-dir DIR]
// Without --data-dir a fresh temporary data dir is made (first start seeds, ~10 s) and removed after.
// --url http://127.0.0.1:PORT loads a server that is already running (one started with --cpu-prof,
// say) instead of starting one; it must have the demo data.
// Goal (issue 3): >= 3,000 req/s at p99 <= 50 ms on the 2-core machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { routeTable } from '@healthdeck/contract';
import { deriveSecrets } from '@healthdeck/crypto';
import { DEMO_USERS } from '../src/seed/demo-users.js';
import { startUntilReady } from '../../../scripts/start-until-ready.mjs';

const serverDir = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    port: { type: 'string', default: '18640' },
    'data-dir': { type: 'string' },
    url: { type: 'string' },
  },
});
const MEMBER = DEMO_USERS.find((user) => !user.roles.includes('admin'));
const TZ = 'Europe/London';

/**
 * What /client/home asks for when a member opens it (portal screens/client-home.tsx and the Daily
 * Journal panel): every widget's first query, with the query strings the sdk sends.
 */
const DASHBOARD = [
  ['account'],
  ['featureFlags'],
  ['streaks', { tz: TZ }],
  ['hydrationLast', { tz: TZ }],
  ['moodLoad', { tz: TZ }],
  ['symptomsList', { tz: TZ }],
  ['dailyTasks', { tz: TZ }],
  ['sleepLast', { tz: TZ }],
  ['bodyMetrics', { kind: 'sleep_summary', tz: TZ }],
  ['bodyMetrics', { kind: 'physical_summary', tz: TZ }],
  ['fitnessGoals'],
  ['mealsDailyIntake', { tz: TZ }],
];

function pathOf([name, query]) {
  const row = routeTable[name];
  if (row?.method !== 'GET' || row.path.includes(':')) throw new Error(`${name}: the mix takes GET routes without path parameters`);
  return query ? `${row.path}?${new URLSearchParams(query)}` : row.path;
}

function startServer(dataDir, port) {
  return startUntilReady(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PG_PORT: String(port + 1), LOG_REQUESTS: 'false' },
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

async function postJson(base, path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function signIn(base) {
  const { keySalt, kdf } = await postJson(base, routeTable.preLogin.path, { email: MEMBER.email });
  const { credential } = await deriveSecrets(MEMBER.password, keySalt, kdf);
  const answer = await postJson(base, routeTable.login.path, { email: MEMBER.email, password: credential });
  if (answer.error_code || !answer.data) throw new Error(`sign-in failed: ${answer.error_code}`);
  return answer.data.accessToken;
}

function runCannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const port = Number(args.port);
const base = args.url ?? `http://127.0.0.1:${port}`;
const ownDataDir = !args.url && !args['data-dir'];
const dataDir = args['data-dir'] ?? (ownDataDir ? mkdtempSync(join(tmpdir(), 'healthdeck-load-')) : null);
const server = args.url ? null : await startServer(dataDir, port);
try {
  const token = await signIn(base);
  const headers = { authorization: `Bearer ${token}` };
  const paths = DASHBOARD.map(pathOf);
  for (const path of paths) {
    const res = await fetch(base + path, { headers });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  }
  const requests = paths.map((path) => ({ method: 'GET', path }));
  const common = { url: base, connections: Number(args.connections), headers, requests };
  await runCannon({ ...common, duration: Number(args.warmup) });
  const result = await runCannon({ ...common, duration: Number(args.duration) });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`Dashboard mix: ${paths.length} GET routes, ${args.connections} connections, ${args.duration} s after a ${args.warmup} s warm-up`);
  console.log(`  requests: ${result.requests.total} (${failed} failed: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  console.log(`  req/s:    mean ${result.requests.average.toFixed(0)}, min ${result.requests.min}, max ${result.requests.max}`);
  console.log(`  latency:  p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  if (failed > 0) process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}

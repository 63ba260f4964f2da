#!/usr/bin/env node
// Load benchmark: the member dashboard mix, a bare Fastify server measured in the same
// run (the ratio), and sign-in, with autocannon on loopback. Prints a table with the load average
// of the machine at the start and end of each run (the machine is shared: read the figures with it)
// and, on Linux for a server it started itself, the CPU time per 1,000 answers of the server
// process, of its PostgreSQL and of autocannon (steadier than req/s when others use the cores).
//
//   node scripts/bench-load.mjs [--duration 60] [--connections 200] [--warmup 5]
//        [--signin-connections 50] [--signin-duration 20] [--only mix,bare,signin]
//        [--processes 1] [--data-dir DIR] [--url http://127.0.0.1:PORT [--pid PID]] [--json FILE] [--check]
//
// It starts the server (src/main.ts, embedded PostgreSQL, demo data; a fresh temporary data dir
// unless --data-dir; --processes 2 starts two behind scripts/scale-out.mjs's proxy) with the sign-in
// rate limits lifted (they would answer 429 to a benchmark, as they should to a flood), signs the
// demo member in as the browser does and checks every call of the mix answers 200 first.
// --url loads a server already running (one started with --cpu-prof, say); it must have the demo
// data, and sign-in limits high enough for the sign-in run (RATE_LIMIT_SIGN_IN_PER_*); --pid names
// its process (node's pid, the embedded PostgreSQL being its child) for the CPU columns.
// Targets: 0 errors; mix p99 <= 50 ms at 200 connections; sign-in p99 <= 100 ms at 50.
// --check exits 1 when a target is missed (errors always exit 1).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DASHBOARD, signIn } from './dashboard-mix.mjs';
import { freePort, startScaleOut } from './scale-out.mjs';
import { SERVER_NODE_FLAGS, startUntilReady } from './start-until-ready.mjs';

// autocannon runs in this process and reads 200 connections' answers at once, as the server does:
// give it the server's young generation. With V8's default the generator spent about a fifth of its
// CPU in scavenges of 6-8 ms each, every pause adding to the latency of every call in flight and
// taking a core's share from the server (docs/decisions/0062-server-node-flags.md).
if (SERVER_NODE_FLAGS.some((flag) => !process.execArgv.includes(flag))) {
  const argv = [...SERVER_NODE_FLAGS, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)];
  const { status, error } = spawnSync(process.execPath, argv, { stdio: 'inherit' });
  if (error) throw error;
  process.exit(status ?? 1);
}

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const serverDir = join(root, 'packages/server');
const requireFromServer = createRequire(join(serverDir, 'package.json'));
const autocannon = requireFromServer('autocannon');

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '5' },
    'signin-connections': { type: 'string', default: '50' },
    'signin-duration': { type: 'string', default: '20' },
    only: { type: 'string', default: 'mix,bare,signin' },
    processes: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    url: { type: 'string' },
    pid: { type: 'string' },
    json: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});
const only = new Set(args.only.split(','));
const TARGETS = { mixP99: 50, signInP99: 100 };

const SERVER_ENV = { LOG_REQUESTS: 'false', RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000000', RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000000' };

async function startServer(dataDir) {
  const processes = Number(args.processes);
  if (processes > 1) {
    const cluster = await startScaleOut({ processes, dataDir, env: SERVER_ENV });
    return { url: cluster.url, stop: () => cluster.stop() };
  }
  const port = await freePort();
  const child = await startUntilReady(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...SERVER_ENV, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PG_PORT: String(await freePort()) },
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** A bare Fastify (the server's own version) answering a small JSON object: the ceiling of this machine. */
async function startBareFastify() {
  const port = await freePort();
  const fastifyUrl = pathToFileURL(requireFromServer.resolve('fastify')).href;
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('HealthDeck ready (bare Fastify)');`;
  const child = await startUntilReady(process.execPath, ['--input-type=module', '-e', code], { env: process.env });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    child.kill('SIGTERM');
  });
}

/**
 * CPU time (ms) of a process and, apart, of all its descendants (the embedded PostgreSQL and its
 * backends), from Linux's /proc; null elsewhere. Backends that ended during a run are not counted.
 */
function cpuOf(pid) {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return null;
  const stat = (p) => {
    try {
      const text = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 };
    } catch {
      return null;
    }
  };
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(entry);
    if (info) children.set(info.ppid, [...(children.get(info.ppid) ?? []), Number(entry)]);
  }
  let descendants = 0;
  const stack = [...(children.get(pid) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    descendants += stat(next)?.ms ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return { server: stat(pid)?.ms ?? 0, database: descendants, generator: (process.cpuUsage().user + process.cpuUsage().system) / 1000 };
}

function runCannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rows = [];
/** One measured run (after a warm-up of the same shape), kept as a row of the table. */
async function measure(name, opts, target, pid) {
  await runCannon({ ...opts, duration: Number(args.warmup) });
  const loadBefore = loadavg()[0];
  const cpuBefore = cpuOf(pid);
  const result = await runCannon(opts);
  const cpuAfter = cpuOf(pid);
  const loadAfter = loadavg()[0];
  // CPU per 1,000 answers: steadier than req/s on a shared machine (it does not count the time
  // others' processes hold the cores, only the work done for these requests).
  const per1k = (key) => (cpuBefore && cpuAfter ? Math.round(((cpuAfter[key] - cpuBefore[key]) / result.requests.total) * 1000) : '');
  const errors = result.non2xx + result.errors + result.timeouts;
  const row = {
    run: name,
    connections: opts.connections,
    seconds: opts.duration,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
    cpuServer: per1k('server'),
    cpuDatabase: per1k('database'),
    cpuGenerator: per1k('generator'),
    load: `${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}`,
    target: target === undefined ? '' : errors === 0 && result.latency.p99 <= target ? `✓ p99 ≤ ${target}` : `✗ p99 ≤ ${target}, 0 errors`,
    met: target === undefined || (errors === 0 && result.latency.p99 <= target),
  };
  rows.push(row);
  const kinds = errors > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} connection errors, ${result.timeouts} timeouts)` : '';
  console.log(`  ${name}: ${row.reqPerSec} req/s, p99 ${row.p99} ms, ${errors} errors${kinds} (load ${row.load})`);
  return row;
}

function printTable(extra) {
  const head = ['run', 'conns', 's', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors', 'CPU ms/1k: server', 'PostgreSQL', 'autocannon', 'load 1m (start → end)', 'target'];
  const body = rows.map((r) =>
    [r.run, r.connections, r.seconds, r.reqPerSec, r.p50, r.p90, r.p99, r.max, r.errors, r.cpuServer, r.cpuDatabase, r.cpuGenerator, r.load, r.target].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(head)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const cells of body) console.log(line(cells));
  for (const text of extra) console.log(text);
}

const ownDataDir = !args.url && !args['data-dir'];
const dataDir = args['data-dir'] ?? (ownDataDir ? mkdtempSync(join(tmpdir(), 'healthdeck-bench-')) : null);
console.log(`Starting ${args.url ? `nothing (loading ${args.url})` : `the server (${args.processes} process${args.processes === '1' ? '' : 'es'})`}…`);
const server = args.url ? null : await startServer(dataDir);
const base = args.url ?? server?.url ?? '';
const bare = only.has('bare') ? await startBareFastify() : null;
const notes = [];
try {
  const session = await signIn(base);
  const headers = { authorization: `Bearer ${session.token}` };
  const paths = DASHBOARD;
  for (const path of paths) {
    const res = await fetch(base + path, { headers });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  }
  const connections = Number(args.connections);
  const duration = Number(args.duration);
  let mix = null;
  let bareRow = null;
  if (only.has('mix')) {
    mix = await measure(
      `dashboard mix (${paths.length} GETs)`,
      { url: base, connections, duration, headers, requests: paths.map((path) => ({ method: 'GET', path })) },
      TARGETS.mixP99,
      server?.pid ?? (args.pid ? Number(args.pid) : undefined),
    );
  }
  if (bare) bareRow = await measure('bare Fastify', { url: bare.url, connections, duration }, undefined, bare.pid);
  if (only.has('signin')) {
    const body = JSON.stringify({ email: session.email, password: session.credential });
    await measure(
      'sign-in (POST login)',
      {
        url: base + session.loginPath,
        method: 'POST',
        connections: Number(args['signin-connections']),
        duration: Number(args['signin-duration']),
        headers: { 'content-type': 'application/json' },
        body,
      },
      TARGETS.signInP99,
      server?.pid ?? (args.pid ? Number(args.pid) : undefined),
    );
    const { memoryKiB, iterations, parallelism } = session.kdf;
    notes.push(
      `Sign-in in the browser also derives the credential (Argon2id, ${memoryKiB} KiB, ${iterations} passes, parallelism ${parallelism}): ${session.deriveMs.toFixed(0)} ms here in Node, once per sign-in, not in the figures above.`,
    );
  }
  if (mix && bareRow) notes.push(`Mix / bare Fastify: ${(mix.reqPerSec / bareRow.reqPerSec).toFixed(3)} (${mix.reqPerSec} / ${bareRow.reqPerSec} req/s).`);
  notes.push(`Machine: ${(await import('node:os')).cpus().length} cores; autocannon runs in this process (node ${SERVER_NODE_FLAGS.join(' ')}), the servers in their own.`);
  printTable(notes);
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ rows, notes }, null, 2)}\n`);
  if (rows.some((r) => r.errors > 0) || (args.check && rows.some((r) => !r.met))) process.exitCode = 1;
} finally {
  await bare?.stop();
  await server?.stop();
  if (ownDataDir && dataDir) rmSync(dataDir, { recursive: true, force: true });
}

#!/usr/bin/env node
// Crash safety: starts the real server (packages/server/src/main.ts, embedded
// PostgreSQL) on a temporary DATA_DIR, runs a stream of member writes from many clients through the
// API, and in the middle of it
//   1. kills the server process (SIGKILL), then starts it again on the same data;
//   2. kills the embedded PostgreSQL (SIGKILL to the postmaster), which the running server starts
//      again by itself.
// After each, every write the server acknowledged must be there exactly once, no write may be there
// twice, and a write refused (a 4xx, or no server to connect to) must be absent. Two kinds of write:
//   - measurements (POST /api/client/measurements): each carries a unique sealed payload, so each
//     one is found (or not) by itself;
//   - hydration increments (1 oz): counted: acknowledged ≤ the day's total ≤ acknowledged + the
//     writes whose outcome the client could not know (connection lost, 503).
// Prints a table; exits 1 when anything was lost or doubled.
// Usage: node scripts/crash-test.mjs [--clients=20] [--json] [--keep]
//   --json prints the figures as one JSON line at the end (packages/server/test/crash-safety.embedded.test.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './start-until-ready.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const CLIENTS = Number(args.clients ?? 20);
const JSON_OUT = args.json === 'true';
const KEEP = args.keep === 'true';
/** At most this many hydration increments per member per phase (the day's cap is 200 oz). */
const HYDRATION_PER_PHASE = 90;
const TZ = 'UTC';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => (JSON_OUT ? process.stderr : process.stdout).write(`${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** A small escrow key made here: the server would otherwise spend seconds on an RSA-4096 pair. */
async function escrowPublicKey() {
  const openpgp = createRequire(join(root, 'packages/server/package.json'))('openpgp');
  const { publicKey } = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'escrow@crash-test.test' }], format: 'armored' });
  return publicKey;
}

const dataDir = mkdtempSync(join(tmpdir(), 'hd-crash-test-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED: 'false',
  ESCROW_PUBLIC_KEY: await escrowPublicKey(),
  RATE_LIMIT_REGISTER_PER_ADDRESS: '10000',
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: '10000',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '10000',
};
delete env.DATABASE_URL; // the embedded PostgreSQL is what is killed here

/**
 * The server process; its output is kept (last 200 lines) for the report on failure.
 * @type {import("node:child_process").ChildProcess | null}
 */
let server = null;
const serverLog = [];
function startServer() {
  return new Promise((resolve, reject) => {
    // node itself, not the tsx CLI (which would run the server in a child a SIGKILL leaves alive).
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'packages/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let ready = false;
    const onData = (data) => {
      for (const line of String(data).split('\n').filter(Boolean)) {
        serverLog.push(line);
        if (serverLog.length > 200) serverLog.shift();
        if (!ready && line.includes('HealthDeck ready')) {
          ready = true;
          resolve(child);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`the server exited (${signal ?? code}) before it was ready:\n${serverLog.slice(-30).join('\n')}`));
    });
  }).then((child) => {
    server = child;
    return child;
  });
}

/** The server process, which must still be running. */
function alive() {
  if (!server || server.exitCode !== null || server.signalCode !== null) throw new Error(`the server process is gone:\n${serverLog.slice(-30).join('\n')}`);
  return server;
}

/** @param {string} method @param {string} path @param {{ token?: string, body?: unknown }} [options] */
async function api(method, path, { token, body } = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function newMember(i) {
  const email = `crash.${i}.${randomBytes(3).toString('hex')}@example.test`;
  const credential = randomBytes(32).toString('base64url');
  const keySalt = randomBytes(16).toString('base64');
  const reg = await api('POST', '/api/auth/register', { body: { email, name: `Crash member ${i}`, password: credential, passwordConfirm: credential, keySalt } });
  if (reg.status !== 200) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
  const login = await api('POST', '/api/auth/login', { body: { email, password: credential } });
  if (!login.body?.data?.accessToken) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { email, token: login.body.data.accessToken, hydration: { acked: 0, unknown: 0, failed: 0 }, measurements: new Map() };
}

/**
 * One client: writes until told to stop. Outcomes: acked (2xx), failed (4xx, or the connection
 * refused: nothing written), unknown (connection lost, timeout, 5xx: it may or may not have committed).
 */
async function client(member, phase, state) {
  let hydrationLeft = HYDRATION_PER_PHASE;
  for (let seq = 0; !state.stop; seq++) {
    const hydration = seq % 2 === 0 && hydrationLeft > 0;
    const payload = hydration ? null : `hd1.${Buffer.from(`crash-test ${phase} ${member.email} ${seq} ${randomBytes(6).toString('hex')}`).toString('base64')}`;
    if (hydration) hydrationLeft--;
    let outcome;
    try {
      const res = hydration
        ? await api('POST', `/api/client/user-hydration/increment?tz=${TZ}`, { token: member.token, body: { ounces: 1 } })
        : await api('POST', '/api/client/measurements', { token: member.token, body: { encrypted_data: payload } });
      outcome = res.status < 300 ? 'acked' : res.status < 500 ? 'failed' : 'unknown';
      state.statuses[res.status] = (state.statuses[res.status] ?? 0) + 1;
      if (outcome === 'failed' && !state.firstFailure) state.firstFailure = `${res.status} ${JSON.stringify(res.body)}`;
    } catch (error) {
      // Refused before connecting: the request never reached a server, so nothing was written.
      const refused = /** @type {{ cause?: { code?: string } }} */ (error)?.cause?.code === 'ECONNREFUSED';
      outcome = refused ? 'failed' : 'unknown';
      const key = refused ? 'connection refused' : 'connection lost';
      state.statuses[key] = (state.statuses[key] ?? 0) + 1;
    }
    if (outcome === 'acked') state.lastAck = Date.now();
    state.sent++;
    state[outcome]++;
    if (hydration) member.hydration[outcome]++;
    else member.measurements.set(payload, { phase, outcome });
    if (outcome !== 'acked') await sleep(50); // the server or its database is away: do not spin
  }
}

/** Reads every member's data back through the API and compares it with what the clients saw. */
async function verify(members) {
  const result = { ackedMissing: 0, doubled: 0, failedPresent: 0, unknownPresent: 0, unknownAbsent: 0, strangers: 0, hydrationBad: 0, measurementsFound: 0, hydrationTotal: 0 };
  for (const member of members) {
    const seen = new Map();
    for (let page = 1; ; page++) {
      const res = await api('GET', `/api/client/measurements?take=100&page=${page}`, { token: member.token });
      if (res.status !== 200) throw new Error(`measurements answered ${res.status}`);
      for (const m of res.body.measurements.models) seen.set(m.encrypted_data, (seen.get(m.encrypted_data) ?? 0) + 1);
      if (page * 100 >= res.body.measurements.total_count) break;
    }
    for (const [payload, count] of seen) {
      result.measurementsFound += count;
      if (count > 1) result.doubled++;
      if (!member.measurements.has(payload)) result.strangers++;
    }
    for (const [payload, { outcome }] of member.measurements) {
      const count = seen.get(payload) ?? 0;
      if (outcome === 'acked' && count === 0) result.ackedMissing++;
      if (outcome === 'failed' && count > 0) result.failedPresent++;
      if (outcome === 'unknown') result[count > 0 ? 'unknownPresent' : 'unknownAbsent']++;
    }
    const hydration = await api('GET', `/api/client/user-hydration/last?tz=${TZ}`, { token: member.token });
    if (hydration.status !== 200) throw new Error(`hydration answered ${hydration.status}`);
    const total = hydration.body.hydration.total_ounces;
    result.hydrationTotal += total;
    const { acked, unknown } = member.hydration;
    if (total < acked || total > acked + unknown) result.hydrationBad++;
  }
  return result;
}

function postmasterPid() {
  return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s:\n${serverLog.slice(-30).join('\n')}`);
    await sleep(100);
  }
}

async function runPhase(name, members, kill) {
  const state = { stop: false, sent: 0, acked: 0, failed: 0, unknown: 0, statuses: {}, lastAck: 0, firstFailure: null };
  const clients = members.map((member) => client(member, name, state));
  await sleep(3_000);
  const killedAt = Date.now();
  const detail = await kill(state);
  const recoverMs = Date.now() - killedAt;
  state.stop = true;
  await Promise.all(clients);
  return { name, ...state, recoverMs, detail };
}

const rows = [];
let failed = false;
try {
  const t0 = Date.now();
  await startServer();
  log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (data in ${dataDir})`);
  const members = [];
  for (let i = 0; i < CLIENTS; i++) members.push(await newMember(i));

  // 1. The server killed mid-stream, then started again on the same data.
  const serverKill = await runPhase('server SIGKILL', members, async (state) => {
    const killed = alive();
    const pid = killed.pid;
    killed.kill('SIGKILL');
    await new Promise((/** @type {(value?: unknown) => void} */ resolve) => (killed.exitCode !== null || killed.signalCode !== null ? resolve() : killed.once('exit', resolve)));
    const restart = Date.now();
    await startServer();
    const restartMs = Date.now() - restart;
    // Writes go on against the restarted server for a moment.
    const back = Date.now();
    await waitFor(() => state.lastAck > back + 500, 30_000, 'a write acknowledged after the restart');
    return `server pid ${pid} killed; restarted in ${(restartMs / 1000).toFixed(1)} s`;
  });
  rows.push({ ...serverKill, ...(await verify(members)) });

  // 2. PostgreSQL killed mid-stream under the running server, which starts it again.
  const pgKill = await runPhase('PostgreSQL SIGKILL', members, async (state) => {
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    const killed = Date.now();
    await waitFor(() => state.lastAck > killed + 500 && postmasterPid() !== pid, 60_000, 'a write acknowledged after PostgreSQL came back');
    return `postmaster pid ${pid} killed; server stayed up (pid ${alive().pid})`;
  });
  rows.push({ ...pgKill, ...(await verify(members)) });
} catch (error) {
  failed = true;
  log(`crash test could not finish: ${error instanceof Error ? error.message : error}`);
} finally {
  const last = /** @type {import('node:child_process').ChildProcess | null} */ (server);
  if (last && last.exitCode === null && last.signalCode === null) {
    await new Promise((resolve) => {
      last.once('exit', resolve);
      last.kill('SIGINT');
    });
  }
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
}

/** @type {[string, (row: any) => unknown][]} */
const columns = [
  ['phase', (r) => r.name],
  ['clients', () => CLIENTS],
  ['writes sent', (r) => r.sent],
  ['acked', (r) => r.acked],
  ['refused (4xx, no server)', (r) => r.failed],
  ['outcome unknown', (r) => r.unknown],
  ['acked missing', (r) => r.ackedMissing],
  ['doubled', (r) => r.doubled],
  ['refused but stored', (r) => r.failedPresent],
  ['unknown: stored / not', (r) => `${r.unknownPresent} / ${r.unknownAbsent}`],
  ['hydration out of bounds', (r) => r.hydrationBad],
  ['back in', (r) => `${(r.recoverMs / 1000).toFixed(1)} s`],
];
log('');
log(`| ${columns.map(([title]) => title).join(' | ')} |`);
log(`|${columns.map(() => '---').join('|')}|`);
for (const row of rows) log(`| ${columns.map(([, cell]) => cell(row)).join(' | ')} |`);
for (const row of rows) log(`${row.name}: ${row.detail}; statuses ${JSON.stringify(row.statuses)}${row.firstFailure ? `; first refusal ${row.firstFailure}` : ''}`);

const bad = rows.some((r) => r.ackedMissing + r.doubled + r.failedPresent + r.strangers + r.hydrationBad > 0);
if (JSON_OUT) process.stdout.write(`${JSON.stringify({ clients: CLIENTS, complete: !failed && rows.length === 2, rows: rows.map(({ stop, lastAck, ...row }) => row) })}\n`);
process.exit(failed || bad ? 1 : 0);

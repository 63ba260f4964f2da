#!/usr/bin/env node
// The multi-host rehearsal (docs/DEPLOYMENT.md "Rehearsal"): hosts as Linux network namespaces on
// this machine, on one bridge (10.77.n.0/24, n chosen per run; HD_CLUSTER_NET=n fixes it):
//
//   lb    .10  Debian's nginx with deploy/nginx.conf (keep-alive, max_fails/fail_timeout)
//   app1..app3  .11-.13  the server (src/main.ts), each with Debian's PgBouncer in transaction
//               mode on 127.0.0.1:6432 (DATABASE_URL), DATABASE_DIRECT_URL to the database address
//   db1   .21  PostgreSQL primary, holding the database address .20
//   db2   .22  its synchronous streaming replica (synchronous_standby_names, synchronous_commit on)
//
// It signs the demo member in through nginx, runs the load benchmark's dashboard mix (autocannon) and
// writers whose every acknowledged write has an id, then kills app2 (every process of the host,
// SIGKILL), then kills db1 and promotes db2, moving the database address to it (as keepalived or a
// cloud's floating address would; the ARP caches are flushed in its stead), all under load. It
// reports requests, errors, the requests open to the killed host (nginx's log), acknowledged writes
// lost or doubled, and the time to recover for each event, then removes everything it made.
//
//   sudo node scripts/cluster.mjs [--connections 24] [--writers 4] [--phase 20] [--json FILE] [--keep-logs]
//
// Needs root (namespaces), iproute2, nginx, pgbouncer and postgresql (Debian packages).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DASHBOARD, signIn } from './dashboard-mix.mjs';
import { SERVER_NODE_FLAGS, startUntilReady } from './start-until-ready.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const serverDir = join(root, 'packages/server');
/**
 * One run's network: 10.77.<n>.0/24, and everything it creates (namespaces, bridge, veth ends) named
 * with `hd<n>`, n chosen per run, so two runs on one machine (two `npm test`s) never meet.
 */
const RUN = Number(process.env.HD_CLUSTER_NET ?? Math.floor(Math.random() * 250) + 1);
const PREFIX = `hd${RUN}`;
const NET = `10.77.${RUN}`;
const BRIDGE = `${PREFIX}-br`;
const HOSTS = {
  lb: `${NET}.10`,
  app1: `${NET}.11`,
  app2: `${NET}.12`,
  app3: `${NET}.13`,
  db1: `${NET}.21`,
  db2: `${NET}.22`,
};
/** The database's address: on the primary, moved to the replica when it is promoted. */
const DATABASE_ADDRESS = `${NET}.20`;
const APP_PORT = 8080;
const LB_PORT = 8080;
const DB_PASSWORD = randomBytes(12).toString('hex');
const REPLICATION_PASSWORD = randomBytes(12).toString('hex');

/**
 * deploy/nginx.conf with the rehearsal's upstream addresses and its own log and pid paths.
 * @param {Record<string, string>} upstreams host name in the file (app1…) → address
 * @param {string} dir where logs and the pid file go
 */
export function nginxConfig(upstreams, dir) {
  let text = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  for (const [name, address] of Object.entries(upstreams)) text = text.replaceAll(`${name}:${APP_PORT}`, `${address}:${APP_PORT}`);
  return text.replaceAll('/var/log/nginx', dir).replaceAll('/run/', `${dir}/`);
}

const ns = (host) => `${PREFIX}-${host}`;
const sh = (command, args, options = {}) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
const inNs = (host, command, args, options) => sh('ip', ['netns', 'exec', ns(host), command, ...args], options);
const asPostgres = (host, command, args, options) => inNs(host, 'runuser', ['-u', 'postgres', '--', command, ...args], options);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const started = Date.now();
const log = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${text}`);

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('Debian PostgreSQL not found (apt-get install postgresql)');
  return join(base, version, 'bin');
}

/** Removes what an earlier run left (its namespaces and bridge), only ours: named with PREFIX. */
function cleanNetwork() {
  const namespaces = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.split(' ')[0]);
  for (const name of namespaces.filter((n) => n?.startsWith(`${PREFIX}-`))) {
    for (const pid of spawnSync('ip', ['netns', 'pids', name], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)) spawnSync('kill', ['-9', pid]);
    spawnSync('ip', ['netns', 'del', name]);
  }
  // A namespace whose last process is still exiting frees its veth end a moment later: delete ours outright.
  for (const host of Object.keys(HOSTS)) spawnSync('ip', ['link', 'del', `${PREFIX}-${host}-h`], { stdio: 'ignore' });
  spawnSync('ip', ['link', 'del', BRIDGE], { stdio: 'ignore' });
}

function buildNetwork() {
  sh('ip', ['link', 'add', BRIDGE, 'type', 'bridge']);
  sh('ip', ['addr', 'add', `${NET}.1/24`, 'dev', BRIDGE]);
  sh('ip', ['link', 'set', BRIDGE, 'up']);
  for (const [host, address] of Object.entries(HOSTS)) {
    sh('ip', ['netns', 'add', ns(host)]);
    const outside = `${PREFIX}-${host}-h`;
    sh('ip', ['link', 'add', outside, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns(host)]);
    sh('ip', ['link', 'set', outside, 'master', BRIDGE, 'up']);
    inNs(host, 'ip', ['addr', 'add', `${address}/24`, 'dev', 'eth0']);
    inNs(host, 'ip', ['link', 'set', 'eth0', 'up']);
    inNs(host, 'ip', ['link', 'set', 'lo', 'up']);
  }
}

/** Every process of a host, killed at once (SIGKILL): the host is gone. */
function killHost(host) {
  const pids = sh('ip', ['netns', 'pids', ns(host)])
    .split('\n')
    .filter(Boolean);
  for (const pid of pids) spawnSync('kill', ['-9', pid]);
  return pids.length;
}

/** A long-running program on a host; its output goes to logs/<name>.log. */
function daemon(dir, host, name, command, args) {
  const out = join(dir, 'logs', `${name}.log`);
  const child = spawn('sh', ['-c', `exec ip netns exec ${ns(host)} "$@" >>${out} 2>&1`, 'sh', command, ...args], { stdio: 'ignore' });
  child.on('error', () => undefined);
  return child;
}

async function waitFor(what, check, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(200);
  }
}

const psql = (bin, host, dir, sql, database = 'postgres') => asPostgres(host, join(bin, 'psql'), ['-h', dir, '-p', '5432', '-d', database, '-qAtc', sql]).trim();

async function startPrimary(bin, dir) {
  const data = join(dir, 'db1');
  writeFileSync(join(dir, 'pwfile'), `${randomBytes(12).toString('hex')}\n`);
  chownSync(join(dir, 'pwfile'), ...postgresIds());
  asPostgres('db1', join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${join(dir, 'pwfile')}`]);
  writeFileSync(
    join(data, 'postgresql.auto.conf'),
    [
      "listen_addresses = '*'",
      `unix_socket_directories = '${join(dir, 'sock-db1')}'`,
      'max_connections = 200',
      'wal_level = replica',
      'max_wal_senders = 5',
      // synchronous_standby_names is set once the replica streams (startReplica): before, every commit would wait for it.
      'synchronous_commit = on',
      'hot_standby = on',
      'fsync = on',
      '',
    ].join('\n'),
  );
  const hba = join(data, 'pg_hba.conf');
  writeFileSync(hba, `${readFileSync(hba, 'utf8')}\nhost all all ${NET}.0/24 scram-sha-256\nhost replication replicator ${NET}.0/24 scram-sha-256\n`);
  mkdirSync(join(dir, 'sock-db1'));
  chownSync(join(dir, 'sock-db1'), ...postgresIds());
  daemon(dir, 'db1', 'postgres-db1', 'runuser', ['-u', 'postgres', '--', join(bin, 'postgres'), '-D', data]);
  await waitFor('the primary', () => psql(bin, 'db1', join(dir, 'sock-db1'), 'select 1') === '1');
  psql(bin, 'db1', join(dir, 'sock-db1'), `create role healthdeck login password '${DB_PASSWORD}'`);
  psql(bin, 'db1', join(dir, 'sock-db1'), 'create database healthdeck owner healthdeck');
  psql(bin, 'db1', join(dir, 'sock-db1'), `create role replicator login replication password '${REPLICATION_PASSWORD}'`);
  inNs('db1', 'ip', ['addr', 'add', `${DATABASE_ADDRESS}/24`, 'dev', 'eth0']);
}

async function startReplica(bin, dir) {
  const data = join(dir, 'db2');
  asPostgres('db2', join(bin, 'pg_basebackup'), ['-D', data, '-R', '-X', 'stream', '-c', 'fast', '-d', `host=${HOSTS.db1} user=replicator application_name=db2`], {
    env: { ...process.env, PGPASSWORD: REPLICATION_PASSWORD },
  });
  const auto = join(data, 'postgresql.auto.conf');
  writeFileSync(
    auto,
    readFileSync(auto, 'utf8')
      .replace(/unix_socket_directories = .*/, `unix_socket_directories = '${join(dir, 'sock-db2')}'`)
      .replace(/primary_conninfo = .*/, `primary_conninfo = 'host=${HOSTS.db1} port=5432 user=replicator password=${REPLICATION_PASSWORD} application_name=db2'`),
  );
  chmodSync(auto, 0o600);
  mkdirSync(join(dir, 'sock-db2'));
  chownSync(join(dir, 'sock-db2'), ...postgresIds());
  daemon(dir, 'db2', 'postgres-db2', 'runuser', ['-u', 'postgres', '--', join(bin, 'postgres'), '-D', data]);
  await waitFor('the replica streaming', () => psql(bin, 'db1', join(dir, 'sock-db1'), "select state from pg_stat_replication where application_name = 'db2'") === 'streaming');
  // No acknowledged write may live on the primary alone from now on: a commit waits for the replica's flush.
  psql(bin, 'db1', join(dir, 'sock-db1'), "alter system set synchronous_standby_names = 'FIRST 1 (db2)'");
  psql(bin, 'db1', join(dir, 'sock-db1'), 'select pg_reload_conf()');
  await waitFor('the synchronous replica', () => psql(bin, 'db1', join(dir, 'sock-db1'), "select sync_state from pg_stat_replication where application_name = 'db2'") === 'sync');
}

/** @returns {[number, number]} the postgres user's uid and gid */
function postgresIds() {
  const uid = Number(sh('id', ['-u', 'postgres']).trim());
  const gid = Number(sh('id', ['-g', 'postgres']).trim());
  return [uid, gid];
}

function writePgbouncerConfig(dir) {
  writeFileSync(join(dir, 'pgbouncer-users.txt'), `"healthdeck" "${DB_PASSWORD}"\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `healthdeck = host=${DATABASE_ADDRESS} port=5432 dbname=healthdeck`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      'listen_port = 6432',
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${join(dir, 'pgbouncer-users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 10',
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits,options',
      // A failover must not leave PgBouncer waiting its default 15 s before trying the database again.
      'server_login_retry = 1',
      'server_connect_timeout = 3',
      '',
    ].join('\n'),
  );
  for (const file of ['pgbouncer-users.txt', 'pgbouncer.ini']) chownSync(join(dir, file), ...postgresIds());
}

async function startApp(dir, host, secret) {
  daemon(dir, host, `pgbouncer-${host}`, 'pgbouncer', ['-u', 'postgres', join(dir, 'pgbouncer.ini')]);
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: `postgres://healthdeck:${DB_PASSWORD}@127.0.0.1:6432/healthdeck`,
    DATABASE_DIRECT_URL: `postgres://healthdeck:${DB_PASSWORD}@${DATABASE_ADDRESS}:5432/healthdeck`,
    DATA_DIR: join(dir, 'data'),
    PORT: String(APP_PORT),
    HOST: '0.0.0.0',
    PUBLIC_URL: `http://${HOSTS.lb}:${LB_PORT}`,
    TRUST_PROXY: HOSTS.lb,
    SERVER_SECRET: secret,
    SMTP_URL: '',
    LOG_REQUESTS: 'false',
    // The writers and the mix come from one address: the benchmark's limits, lifted as bench-load lifts them.
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000000',
    DATABASE_POOL_SIZE: '10',
    SHUTDOWN_GRACE_MS: '5000',
    // A failover takes a second or two: calls wait for it rather than answer 503 (DEPLOYMENT.md).
    DATABASE_OUTAGE_WAIT_MS: '5000',
  };
  return startUntilReady('ip', ['netns', 'exec', ns(host), process.execPath, ...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
}

async function startBalancer(dir) {
  mkdirSync(join(dir, 'nginx'), { recursive: true });
  const upstreams = { app1: HOSTS.app1, app2: HOSTS.app2, app3: HOSTS.app3 };
  writeFileSync(join(dir, 'nginx', 'nginx.conf'), nginxConfig(upstreams, join(dir, 'nginx')));
  inNs('lb', 'nginx', ['-t', '-q', '-p', join(dir, 'nginx'), '-c', join(dir, 'nginx', 'nginx.conf'), '-e', join(dir, 'nginx', 'startup-error.log')]);
  daemon(dir, 'lb', 'nginx', 'nginx', ['-p', join(dir, 'nginx'), '-c', join(dir, 'nginx', 'nginx.conf'), '-e', join(dir, 'nginx', 'startup-error.log'), '-g', 'daemon off;']);
  await waitFor('nginx', async () => (await fetch(`http://${HOSTS.lb}:${LB_PORT}/livez`)).ok);
}

/** Polls every app host's /readyz twice a second; remembers each change with its time. */
function watchReadiness() {
  const state = {};
  const changes = [];
  let stopped = false;
  const loop = async (host) => {
    while (!stopped) {
      let ready;
      try {
        ready = (await fetch(`http://${HOSTS[host]}:${APP_PORT}/readyz`, { signal: AbortSignal.timeout(1_500) })).status === 200;
      } catch {
        ready = false;
      }
      if (state[host] !== ready) {
        state[host] = ready;
        changes.push({ at: Date.now(), host, ready });
      }
      await sleep(500);
    }
  };
  const loops = ['app1', 'app2', 'app3'].map(loop);
  return {
    changes,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * Writers: each sends one POST at a time, an activity event whose detail is a fresh id, and keeps
 * what was answered. An acknowledged write is a 200 whose answer names the id.
 */
function startWriters(base, token, count) {
  const results = [];
  let stopped = false;
  let next = 0;
  const runId = randomBytes(4).toString('hex');
  const writer = async () => {
    while (!stopped) {
      const id = `rehearsal-${runId}-${next++}`;
      const sentAt = Date.now();
      try {
        const res = await fetch(`${base}/api/client/user/user-flow-activity`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ event: 'facial_scan_started', detail: id }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = await res.json().catch(() => null);
        results.push({ id, sentAt, at: Date.now(), ok: res.status === 200 && body?.activity?.detail === id, status: res.status });
      } catch (error) {
        results.push({ id, sentAt, at: Date.now(), ok: false, status: 0, error: error instanceof Error ? error.message : String(error) });
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: count }, writer);
  return {
    runId,
    results,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** The dashboard mix through nginx with autocannon, every answer timestamped. */
function startMix(base, token, connections, seconds) {
  const requireFromServer = createRequire(join(serverDir, 'package.json'));
  const autocannon = requireFromServer('autocannon');
  const answers = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: DASHBOARD.map((path) => ({ method: 'GET', path })),
    timeout: 30,
  });
  instance.on('response', (_client, statusCode) => answers.push({ at: Date.now(), ok: statusCode === 200 }));
  instance.on('reqError', () => answers.push({ at: Date.now(), ok: false }));
  const done = new Promise((resolveDone) => instance.on('done', resolveDone));
  return { answers, done, stop: () => instance.stop() };
}

/** nginx's access log lines (deploy/nginx.conf's format). */
function readAccessLog(dir) {
  const file = join(dir, 'nginx', 'healthdeck-access.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [msec, status] = line.split(' ');
      const upstream = /upstream=(\S*)/.exec(line)?.[1] ?? '';
      const upstreamStatus = /upstream_status=(\S*)/.exec(line)?.[1] ?? '';
      const requestTime = Number(/request_time=(\S*)/.exec(line)?.[1] ?? 0);
      return { at: Number(msec) * 1000, status: Number(status), upstream, upstreamStatus, requestTime };
    });
}

/**
 * One event's figures: errors the clients saw from the event to the next one; requests open to the
 * killed host while it was being killed (nginx's lines that went to it, started before the kill
 * ended, ended after it began; all lines open then for the database, `killedAddress` '');
 * recovery: from the event to the last error the clients saw after it (0 when none), and to the
 * first acknowledged write sent after it.
 */
function eventReport(name, at, until, answers, writes, accessLog, killedAddress, killDone = at) {
  const inWindow = (t) => t >= at && t < until;
  const mixErrors = answers.filter((a) => inWindow(a.at) && !a.ok);
  const writeErrors = writes.filter((w) => inWindow(w.at) && !w.ok);
  const lastError = Math.max(at, ...mixErrors.map((a) => a.at), ...writeErrors.map((w) => w.at));
  const firstWrite = writes.filter((w) => w.ok && w.sentAt >= at).sort((a, b) => a.at - b.at)[0];
  const openToKilled =
    killedAddress !== null ? accessLog.filter((line) => line.upstream.includes(killedAddress) && line.at - line.requestTime * 1000 <= killDone && line.at >= at).length : null;
  const seen = accessLog.filter((line) => inWindow(line.at));
  return {
    event: name,
    requests: answers.filter((a) => inWindow(a.at)).length + writes.filter((w) => inWindow(w.at)).length,
    errors: mixErrors.length + writeErrors.length,
    mixErrors: mixErrors.length,
    writeErrors: writeErrors.length,
    openToKilledHost: openToKilled,
    nginx5xx: seen.filter((line) => line.status >= 500).length,
    nginxRetried: seen.filter((line) => line.upstream.includes(',')).length,
    lastErrorAfterMs: lastError - at,
    firstAcknowledgedWriteAfterMs: firstWrite ? firstWrite.at - at : null,
  };
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      connections: { type: 'string', default: '24' },
      writers: { type: 'string', default: '4' },
      phase: { type: 'string', default: '20' },
      json: { type: 'string' },
      'keep-logs': { type: 'boolean', default: false },
    },
  });
  if (process.getuid?.() !== 0) throw new Error('The rehearsal makes network namespaces: run it as root (sudo node scripts/cluster.mjs).');
  for (const program of ['ip', 'nginx', 'pgbouncer', 'runuser']) {
    if (spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status !== 0)
      throw new Error(`${program} is missing (Debian: apt-get install -y iproute2 nginx pgbouncer postgresql)`);
  }
  const bin = postgresBin();
  const phaseMs = Number(args.phase) * 1000;
  const dir = mkdtempSync(join(tmpdir(), 'hd-cluster-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'logs'));
  mkdirSync(join(dir, 'data'));
  const watchers = [];
  let cleaned = false;
  const cleanUp = () => {
    if (cleaned) return;
    cleaned = true;
    cleanNetwork();
    if (args['keep-logs']) {
      const kept = join(root, '.tmp', 'cluster-logs');
      cpSync(join(dir, 'logs'), kept, { recursive: true });
      if (existsSync(join(dir, 'nginx'))) cpSync(join(dir, 'nginx'), join(kept, 'nginx'), { recursive: true });
      console.log(`Logs kept in ${kept}.`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanUp();
      process.exit(130);
    });
  }
  try {
    cleanNetwork();
    if (sh('ip', ['-o', 'addr']).includes(` ${NET}.`)) throw new Error(`${NET}.0/24 is in use on this machine: run again (or set HD_CLUSTER_NET to another 1-250).`);
    log(`Network: bridge ${BRIDGE} (${NET}.0/24) and six namespaces ${PREFIX}-{lb, app1-3, db1, db2}`);
    buildNetwork();
    chownSync(dir, ...postgresIds());
    log('PostgreSQL primary on db1');
    await startPrimary(bin, dir);
    log('Synchronous streaming replica on db2');
    await startReplica(bin, dir);
    writePgbouncerConfig(dir);
    const secret = randomBytes(32).toString('base64url');
    log('app1 (PgBouncer, the server: migrates and seeds under the start lock)');
    await startApp(dir, 'app1', secret);
    log('app2, app3');
    await Promise.all([startApp(dir, 'app2', secret), startApp(dir, 'app3', secret)]);
    log('nginx on lb');
    await startBalancer(dir);
    const base = `http://${HOSTS.lb}:${LB_PORT}`;
    const session = await signIn(base);
    for (const path of DASHBOARD) {
      const res = await fetch(base + path, { headers: { authorization: `Bearer ${session.token}` } });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status} through nginx`);
    }
    const readiness = watchReadiness();
    watchers.push(readiness);
    const totalSeconds = Math.ceil((3 * phaseMs) / 1000) + 5;
    log(`Load: the dashboard mix at ${args.connections} connections and ${args.writers} writers through nginx, ${totalSeconds} s`);
    const mix = startMix(base, session.token, Number(args.connections), totalSeconds);
    const writers = startWriters(base, session.token, Number(args.writers));
    const loadStart = Date.now();
    await sleep(phaseMs);
    const hostKilledAt = Date.now();
    const hostProcesses = killHost('app2');
    const hostKillDone = Date.now();
    log(`Killed app2 (${hostProcesses} processes, SIGKILL, in ${hostKillDone - hostKilledAt} ms)`);
    await sleep(phaseMs);
    const primaryKilledAt = Date.now();
    const primaryProcesses = killHost('db1');
    const primaryKillDone = Date.now();
    log(`Killed db1, the primary (${primaryProcesses} processes, SIGKILL, in ${primaryKillDone - primaryKilledAt} ms)`);
    asPostgres('db2', join(bin, 'pg_ctl'), ['promote', '-w', '-D', join(dir, 'db2')]);
    // Alone now: a commit must not wait for a standby that no longer exists.
    psql(bin, 'db2', join(dir, 'sock-db2'), "alter system set synchronous_standby_names = ''");
    psql(bin, 'db2', join(dir, 'sock-db2'), 'select pg_reload_conf()');
    inNs('db1', 'ip', ['addr', 'del', `${DATABASE_ADDRESS}/24`, 'dev', 'eth0']);
    inNs('db2', 'ip', ['addr', 'add', `${DATABASE_ADDRESS}/24`, 'dev', 'eth0']);
    for (const host of ['app1', 'app3']) inNs(host, 'ip', ['neigh', 'flush', 'all']);
    const promotedAt = Date.now();
    log(`db2 promoted and holds ${DATABASE_ADDRESS} (${promotedAt - primaryKilledAt} ms after the kill)`);
    await sleep(phaseMs);
    await writers.stop();
    mix.stop();
    await mix.done;
    const loadEnd = Date.now();
    await readiness.stop();
    log('Load stopped; counting the acknowledged writes on the new primary');

    const ids = psql(bin, 'db2', join(dir, 'sock-db2'), `select detail from user_flow_activities where detail like 'rehearsal-${writers.runId}-%'`, 'healthdeck').split('\n').filter(Boolean);
    const stored = new Map();
    for (const id of ids) stored.set(id, (stored.get(id) ?? 0) + 1);
    const acknowledged = writers.results.filter((w) => w.ok);
    const lost = acknowledged.filter((w) => !stored.has(w.id));
    const doubled = [...stored.values()].filter((n) => n > 1).length;
    const unacknowledgedStored = writers.results.filter((w) => !w.ok && stored.has(w.id)).length;
    const accessLog = readAccessLog(dir);
    const events = [
      eventReport('steady (before any kill)', loadStart, hostKilledAt, mix.answers, writers.results, accessLog, null),
      eventReport('app2 killed', hostKilledAt, primaryKilledAt, mix.answers, writers.results, accessLog, HOSTS.app2, hostKillDone),
      // Every request open at the database's death may have been using it: '' matches every upstream.
      eventReport('db1 killed, db2 promoted', primaryKilledAt, loadEnd + 1, mix.answers, writers.results, accessLog, '', primaryKillDone),
    ];
    const report = {
      requests: mix.answers.length + writers.results.length,
      errors: mix.answers.filter((a) => !a.ok).length + writers.results.filter((w) => !w.ok).length,
      writes: { sent: writers.results.length, acknowledged: acknowledged.length, lost: lost.length, doubled, unacknowledgedButStored: unacknowledgedStored },
      promotionMs: promotedAt - primaryKilledAt,
      events,
      readiness: readiness.changes.map((c) => ({ atMs: c.at - loadStart, host: c.host, ready: c.ready })),
    };
    console.log(JSON.stringify(report, null, 2));
    console.log(
      `\nRehearsal: ${report.requests} requests, ${report.errors} errors; writes ${report.writes.acknowledged} acknowledged, ${report.writes.lost} lost, ${report.writes.doubled} doubled.`,
    );
    for (const e of events) {
      console.log(
        `  ${e.event}: ${e.requests} requests, ${e.errors} errors (${e.mixErrors} mix, ${e.writeErrors} writes)${e.openToKilledHost === null ? '' : `, ${e.openToKilledHost} open to the killed ${e.event.startsWith('db1') ? 'database' : 'host'} (nginx)`}, last error +${e.lastErrorAfterMs} ms, first acknowledged write +${e.firstAcknowledgedWriteAfterMs} ms`,
      );
    }
    if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
    if (lost.length > 0 || doubled > 0) process.exitCode = 1;
  } finally {
    for (const watcher of watchers) await watcher.stop().catch(() => undefined);
    cleanUp();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}

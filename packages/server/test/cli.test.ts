import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { findFreePort } from '../src/db/free-port.js';
import { waitFor } from './helpers/wait-for-output.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(packageDir, '../../node_modules/.bin/tsx');
const stopWithWrapper = path.resolve(packageDir, '../../scripts/stop-with-wrapper.mjs');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('npm start (src/main.ts)', () => {
  it('starts its own embedded PostgreSQL, writes no escrow key, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'healthdeck-cli-'));
    dirs.push(dataDir);
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'false' };
    delete env.DATABASE_URL;
    const child = spawn(tsx, ['src/main.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { text: '' };
    try {
      await waitFor(child, new RegExp(`HealthDeck ready on http://localhost:${port}`), output, 90_000);
      expect((await stat(path.join(dataDir, 'pg', 'PG_VERSION'))).isFile()).toBe(true);
      // A fresh data folder gets no escrow pair: no private key is written, new data keys are wrapped to none.
      await expect(stat(path.join(dataDir, 'escrow'))).rejects.toThrow();
      const config = await fetch(`http://127.0.0.1:${port}/api/auth/pgp/config`);
      expect(config.status).toBe(200);
      expect(await config.json()).toEqual({ escrowPublicKey: null });
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(output.text).toContain('SIGTERM received, shutting down.');
    expect(output.text).not.toContain('An unprotected private key is on disk');
    expect(output.text).not.toMatch(/escrow/i);
    // PostgreSQL is gone too: its pid file is removed on a clean stop.
    await expect(stat(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
  }, 120_000);

  it('a data folder an older version left with an escrow pair keeps working and says once how to retire it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'healthdeck-cli-legacy-'));
    dirs.push(dataDir);
    await cp(inject('escrowDir'), path.join(dataDir, 'escrow'), { recursive: true });
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'false' };
    delete env.DATABASE_URL;
    const child = spawn(tsx, ['src/main.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { text: '' };
    try {
      await waitFor(child, new RegExp(`HealthDeck ready on http://localhost:${port}`), output, 90_000);
      const config = await fetch(`http://127.0.0.1:${port}/api/auth/pgp/config`);
      expect(await config.json()).toEqual({ escrowPublicKey: await readFile(path.join(dataDir, 'escrow', 'escrow-public.asc'), 'utf8') });
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(output.text.split('An unprotected private key is on disk').length - 1).toBe(1);
    expect(output.text).toContain(`Warning: An unprotected private key is on disk (${path.join(dataDir, 'escrow', 'escrow-private.asc')})`);
    expect(output.text).toContain('node scripts/retire-escrow-key.mjs --data-dir <DATA_DIR> --admin');
  }, 120_000);
});

/** Resolves once nothing answers on the port any more (or rejects after `ms`). */
async function waitUntilClosed(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/auth/pgp/config`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} still answers after ${ms} ms`);
}

describe('npm start after a kill -9 of its wrapper', () => {
  it('the server and its PostgreSQL stop with the wrapper (scripts/stop-with-wrapper.mjs), and the next start answers', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'healthdeck-wrapper-'));
    dirs.push(dataDir);
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'false' };
    delete env.DATABASE_URL;
    // The wrapper as quickstart.mjs runs it, around the server's own start command.
    const wrapperCode = `import { spawnTiedToThisProcess } from ${JSON.stringify(stopWithWrapper)}; process.exitCode = await spawnTiedToThisProcess(${JSON.stringify(tsx)}, ['src/main.ts'], { cwd: ${JSON.stringify(packageDir)} });`;
    const wrapper = spawn(process.execPath, ['--input-type=module', '-e', wrapperCode], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { text: '' };
    await waitFor(wrapper, new RegExp(`HealthDeck ready on http://localhost:${port}`), output, 90_000);
    expect((await fetch(`http://127.0.0.1:${port}/api/auth/pgp/config`)).status).toBe(200);

    wrapper.kill('SIGKILL');
    await waitUntilClosed(port, 30_000);
    // PostgreSQL stopped cleanly with the server: its pid file is gone (a shutdown checkpoint on a
    // loaded machine can take longer than a quiet one's second).
    for (let i = 0; i < 300 && (await stat(path.join(dataDir, 'pg', 'postmaster.pid')).catch(() => null)); i++) await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(stat(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
    expect(output.text).toContain('The npm start wrapper is gone (stdin closed), shutting down.');

    const again = spawn(tsx, ['src/main.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const second = { text: '' };
    try {
      await waitFor(again, new RegExp(`HealthDeck ready on http://localhost:${port}`), second, 90_000);
      expect((await fetch(`http://127.0.0.1:${port}/api/auth/pgp/config`)).status).toBe(200);
    } finally {
      const exited = new Promise<number | null>((resolve) => again.on('exit', resolve));
      again.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 240_000);
});

describe('NODE_ENV=production', () => {
  it('refuses to start with the defaults, naming every unsafe setting, before touching the data directory', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'healthdeck-prod-')), 'data');
    dirs.push(path.dirname(dataDir));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await findFreePort()) };
    for (const name of ['DATABASE_URL', 'DATABASE_DIRECT_URL', 'SMTP_URL', 'PUBLIC_URL', 'TRUST_PROXY', 'SEED', 'ALLOW_SANDBOX_VENDORS']) delete env[name];
    const child = spawn(tsx, ['src/main.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { text: '' };
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waitFor(child, /refusing to start/, output, 60_000);
    expect(await exited).toBe(1);
    for (const name of ['SMTP_URL', 'PUBLIC_URL', 'DATABASE_URL', 'DATABASE_DIRECT_URL', 'TRUST_PROXY', 'SEED', 'ALLOW_SANDBOX_VENDORS']) expect(output.text).toContain(name);
    await expect(stat(dataDir)).rejects.toThrow();
  }, 90_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/free-port.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(packageDir, '../../node_modules/.bin/tsx');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function waitFor(child: ChildProcess, pattern: RegExp, output: { text: string }, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${pattern}:\n${output.text}`)), ms);
    const check = () => {
      if (pattern.test(output.text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    const collect = (d: Buffer) => {
      output.text += d.toString();
      check();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!pattern.test(output.text)) reject(new Error(`Exited with ${code}:\n${output.text}`));
    });
  });
}

describe('npm start (src/main.ts)', () => {
  it('starts its own embedded PostgreSQL, generates the escrow key, serves, and stops cleanly on SIGTERM', async () => {
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
      expect((await stat(path.join(dataDir, 'escrow', 'escrow-public.asc'))).isFile()).toBe(true);
      const config = await fetch(`http://127.0.0.1:${port}/api/auth/pgp/config`);
      expect(config.status).toBe(200);
      const body = (await config.json()) as { escrowPublicKey: string };
      expect(body.escrowPublicKey).toContain('BEGIN PGP PUBLIC KEY BLOCK');
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(output.text).toContain('SIGTERM received, shutting down.');
    // PostgreSQL is gone too: its pid file is removed on a clean stop.
    await expect(stat(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
  }, 120_000);
});

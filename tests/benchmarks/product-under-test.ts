// The product as a benchmark measures it: `npm start` on a fresh data folder and free ports, a pool
// on its embedded PostgreSQL, and Debian's Chromium. `stop()` closes all three and removes the folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { connectDatabase } from '../../packages/server/src/db/connect.js';
import { startUntilReady } from '../../scripts/start-until-ready.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ProductUnderTest {
  base: string;
  pgPort: number;
  db: ReturnType<typeof connectDatabase>;
  browser: Browser;
  stop(): Promise<void>;
}

/** `name` names the data folder; `poolSize` is the benchmark's own connections to the database. */
export async function startProduct(name: string, poolSize: number): Promise<ProductUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), `healthdeck-${name}-`));
  const port = await freePort();
  const pgPort = await freePort();
  const server = await startUntilReady('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PG_PORT: String(pgPort), LOG_REQUESTS: 'false' },
    detached: true,
  });
  const db = connectDatabase(`postgres://postgres:healthdeck@127.0.0.1:${pgPort}/postgres`, poolSize);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  return {
    base: `http://localhost:${port}`,
    pgPort,
    db,
    browser,
    async stop() {
      await browser.close();
      await db.destroy();
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

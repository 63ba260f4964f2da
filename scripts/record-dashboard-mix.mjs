#!/usr/bin/env node
// Records the dashboard mix of scripts/bench-load.mjs: starts the product like `npm start`
// (fresh data dir, free port), signs the demo member in through the portal in Debian's Chromium,
// reloads /client/home, scrolls to its end (widgets below the fold read when they come near the
// viewport) and prints every API call in order, with its repeats, as bench-load.mjs lists them
// (the browser's time zone as TZ). A call that does not answer 200 is marked: the benchmark
// counts it as an error.
//   node scripts/record-dashboard-mix.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './scale-out.mjs';
import { startUntilReady } from './start-until-ready.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { chromium } = createRequire(join(root, 'tests/package.json'))('playwright-core');
const TZ = 'Europe/London';
const dataDir = mkdtempSync(join(tmpdir(), 'healthdeck-mix-'));
const port = await freePort();
const server = await startUntilReady('npm', ['start'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PG_PORT: String(await freePort()), LOG_REQUESTS: 'false' },
  detached: true,
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ timezoneId: TZ });
  await page.goto(`http://localhost:${port}/sign-in`);
  await page.getByLabel('Email').fill('member@healthdeck.test');
  await page.getByLabel('Password', { exact: true }).fill('Member-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/client/home', { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  /** @type {{ path: string, status?: number }[]} */
  const calls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: `${request.method()} ${url.pathname}${url.search}` });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const call = calls.find((c) => c.path === `${response.request().method()} ${url.pathname}${url.search}` && c.status === undefined);
    if (call) call.status = response.status();
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
  }
  await page.waitForLoadState('networkidle');
  for (const { path, status } of calls) {
    const listed = path.replace(/^GET /, '').replace(encodeURIComponent(TZ), 'TZ');
    console.log(`  '${listed}',${status === 200 ? '' : ` // answered ${status ?? 'nothing'}`}`);
  }
  console.log(`${calls.length} calls`);
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  rmSync(dataDir, { recursive: true, force: true });
}

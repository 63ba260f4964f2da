#!/usr/bin/env node
// Lighthouse on a cold /client/home, signed in as the demo member (performance).
// Starts the product like `npm start` (fresh data dir, free port; builds what is missing), signs
// in through the portal in Debian's Chromium, empties the HTTP cache, then runs Lighthouse
// (mobile preset, simulated throttling) against the same browser, keeping the session's storage.
// Prints performance and accessibility scores, CLS, LCP, TBT, the JavaScript transferred, the
// request count and the longest request chain. Exits 1 when performance < 0.90 or
// accessibility < 1.
// Usage: [LHR_OUT=report.json] [TRACE_OUT=trace.json] node tests/benchmarks/lighthouse-home.mjs [--desktop] [--runs=N]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startUntilReady } from '../../scripts/start-until-ready.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const desktop = process.argv.includes('--desktop');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const DEMO_MEMBER = { email: 'member@healthdeck.test', password: 'Member-Demo-2026!' };

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'healthdeck-lighthouse-'));
const port = await freePort();
const debugPort = await freePort();
const base = `http://localhost:${port}`;
const server = await startUntilReady('npm', ['start'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PG_PORT: String(port + 1), LOG_REQUESTS: 'false' },
  detached: true,
});
// A persistent context is the browser's default one: the tab Lighthouse opens shares its storage,
// so the session signed in below is the one Lighthouse's page loads with (a context made with
// newContext() is a separate profile, and Lighthouse would measure the redirect to /sign-in).
const profileDir = mkdtempSync(join(tmpdir(), 'healthdeck-lighthouse-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--remote-debugging-port=${debugPort}`],
});

let failed = false;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/client/home', { timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  for (let run = 1; run <= runs; run++) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      `${base}/client/home`,
      { port: debugPort, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
      desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
    );
    const lhr = result.lhr;
    // LHR_OUT=<file>: keep the whole report of the last run for a closer look.
    if (process.env.LHR_OUT) writeFileSync(process.env.LHR_OUT, JSON.stringify(lhr));
    // TRACE_OUT=<file>: the page's trace events (which work made a long task).
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass));
    const audit = (id) => lhr.audits[id];
    const requests = audit('network-requests').details?.items ?? [];
    const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    // The critical request chains (Lighthouse 13: the network dependency tree insight).
    const tree = audit('network-dependency-tree-insight')?.details?.items?.find((item) => item.value?.type === 'network-tree')?.value;
    const depth = (nodes) => Math.max(0, ...Object.values(nodes ?? {}).map((node) => 1 + depth(node.children)));
    const chain = tree ? { length: depth(tree.chains), duration: tree.longestChain.duration } : null;
    const figures = {
      run,
      preset: desktop ? 'desktop' : 'mobile',
      page: new URL(lhr.finalDisplayedUrl).pathname,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      cls: audit('cumulative-layout-shift').numericValue,
      lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
      fcpMs: Math.round(audit('first-contentful-paint').numericValue),
      tbtMs: Math.round(audit('total-blocking-time').numericValue),
      requests: requests.length,
      javascriptKB: Math.round(js / 1024),
      longestChain: chain ? { length: chain.length, durationMs: Math.round(chain.duration) } : null,
      failingAccessibility: Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
        .map((a) => a.id),
    };
    console.log(JSON.stringify(figures));
    // A page other than /client/home (a redirect to /sign-in) is a failed measurement, not a score.
    if (figures.page !== '/client/home' || figures.performance < 0.9 || figures.accessibility < 1) failed = true;
  }
} finally {
  await context.close();
  await new Promise((resolve) => {
    server.once('exit', resolve);
    process.kill(-server.pid, 'SIGINT');
  });
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

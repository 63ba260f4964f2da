#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling; performance and accessibility) on cold pages,
// signed in: the member's /client/home, the testing center, a kit result (the demo member's
// SPT-DEMO0001), the scheduler (/client/appointments), then the demo administrator's /admin.
// Starts the product like `npm start` (fresh data dir, free port; builds what is missing), signs
// in through the portal in Debian's Chromium, empties the HTTP cache before every run, and runs
// Lighthouse against the same browser, keeping the session's storage. Prints, per run, the scores,
// CLS, LCP, TBT, the JavaScript transferred, the request count and the longest request chain, then
// each page's medians. Exits 1 when a page's median performance < 0.95 or accessibility < 1, or a
// run landed elsewhere (a redirect to /sign-in is a failed measurement, not a score).
// Usage: [LHR_OUT=report.json] [TRACE_OUT=trace.json] node tests/benchmarks/lighthouse.mjs [--desktop] [--runs=N] [--pages=home,admin,…]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { startUntilReady } from '../../scripts/start-until-ready.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const desktop = process.argv.includes('--desktop');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const DEMO_MEMBER = { email: 'member@healthdeck.test', password: 'Member-Demo-2026!' };
const DEMO_ADMIN = { email: 'admin@healthdeck.test', password: 'Admin-Demo-2026!', totpSecret: 'HDDEMOADMINTOTPSEEDFORDEMOSONLY2' };
const GATE = { performance: 0.95, accessibility: 1 };
/** The pages measured, in order: the member's first, then the administrator's (one session at a time). */
const PAGES = [
  { name: 'home', path: '/client/home', who: DEMO_MEMBER },
  { name: 'testing-center', path: '/client/testing-center', who: DEMO_MEMBER },
  { name: 'kit-result', path: '/client/testing-center/SPT-DEMO0001', who: DEMO_MEMBER },
  { name: 'scheduler', path: '/client/appointments', who: DEMO_MEMBER },
  { name: 'admin', path: '/admin', who: DEMO_ADMIN },
];
const only = process.argv
  .find((a) => a.startsWith('--pages='))
  ?.slice(8)
  .split(',');
const pages = only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

/** Signs `who` in through the portal's form (the code of their authenticator too, when asked) in `page`. */
async function signIn(page, who) {
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (who.totpSecret) {
    const code = page.getByLabel('Authentication code');
    await code.waitFor({ timeout: 60_000 });
    await code.fill(new TOTP({ secret: Secret.fromBase32(who.totpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

let failed = false;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  let signedIn = null;
  const summary = [];
  for (const target of pages) {
    if (signedIn !== target.who) {
      await signIn(page, target.who);
      signedIn = target.who;
    }
    const figuresOfPage = [];
    for (let run = 1; run <= runs; run++) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const result = await lighthouse(
        `${base}${target.path}`,
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
        page: target.name,
        run,
        preset: desktop ? 'desktop' : 'mobile',
        path: new URL(lhr.finalDisplayedUrl).pathname,
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
      if (figures.path !== target.path) failed = true;
      figuresOfPage.push(figures);
    }
    const row = {
      page: target.name,
      performance: median(figuresOfPage.map((f) => f.performance)),
      accessibility: median(figuresOfPage.map((f) => f.accessibility)),
      lcpMs: median(figuresOfPage.map((f) => f.lcpMs)),
      tbtMs: median(figuresOfPage.map((f) => f.tbtMs)),
      cls: median(figuresOfPage.map((f) => f.cls)),
    };
    summary.push(row);
    if (row.performance < GATE.performance || row.accessibility < GATE.accessibility) failed = true;
  }
  console.log(
    `medians of ${runs} (gate: performance ≥ ${GATE.performance}, accessibility ≥ ${GATE.accessibility}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(summary);
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

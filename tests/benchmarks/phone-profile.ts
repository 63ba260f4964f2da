#!/usr/bin/env node
// Benchmark: time to data on a phone. Chromium with the CPU slowed 4× and "Fast 3G" (562.5 ms round
// trip, 1.44 Mbit/s down, 675 kbit/s up; CDP throttling), the HTTP cache emptied before every load.
// Starts the product like `npm start` (fresh data folder, free ports; the embed and the portal must
// be built: `npm run build`), then, in the same browser and run, medians of `--runs` loads of:
//   - a partner page on another origin (127.0.0.1, the product on localhost) with one
//     <hd-hydration-tracker>, the demo member signed in on it: data shown, then a tap on "+" until
//     the count changes, and the scripts fetched after the tap;
//   - the same page with the hello-world element instead (packages/widgets/benchmark/hello-world.tsx,
//     r2wc + preact/compat, built beside the embed): its count shown, then its "+";
//   - /client/home in the portal at 412 px, the demo member signed in: the first widget with data
//     and every widget above the fold with data (none busy, the page's areas shown).
// For the partner widget it also prints the request chain before the widget's data request (the
// requests, each found by what started it, from the page to the data request's own initiator).
// Gates (exit 1): partner data within 2× hello-world, tap → count ≤ 100 ms with no script fetched
// on the tap, home above the fold ≤ 2.5 s, at most 2 requests chained before the widget's data.
// Prints the load average beside the figures: this machine is shared and they move with it.
// Usage: node --import tsx tests/benchmarks/phone-profile.ts [--runs=N] [--partner-only]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { startProduct } from './product-under-test.js';
import { signIn } from '../support/sign-in';
import { DEMO_MEMBER } from '../support/accounts';
import { allowOriginForDemoOrganisation } from '../support/allowed-origin';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
// --partner-only: the partner page and the hello-world, without /client/home (and its gate).
const partnerOnly = process.argv.includes('--partner-only');
const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const helloWorld = join(root, 'packages/widgets/dist/hello-world/hello-world.js.br');
const TARGETS = { partnerOverHello: 2, tapMs: 100, homeAboveFoldMs: 2500, chainBeforeData: 2 };
// Lighthouse's mobile "Fast 3G" and its slowed CPU (a mid-range phone).
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DATA_PATH = '/api/client/user-hydration/last';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value: number) => Math.round(value);

const product = await startProduct('phone-profile', 1);
const { base, browser } = product;

// The partner's site: its page with the embed's one script tag and one widget, the hello-world page,
// the hello-world script (brotli, as the product sends its own) and the hello-world's count.
let helloCount = 7;
const partner = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://partner');
  if (url.pathname === '/widget') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title><script type="module" src="${base}/embed/v0/healthdeck.js"></script></head><body><main><hd-hydration-tracker></hd-hydration-tracker></main></body></html>`,
    );
  } else if (url.pathname === '/hello') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hello</title><script type="module" src="/hello-world.js"></script></head><body><main><hello-world-counter src="/count"></hello-world-counter></main></body></html>',
    );
  } else if (url.pathname === '/hello-world.js') {
    response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    response.end(readFileSync(helloWorld));
  } else if (url.pathname === '/count') {
    if (request.method === 'POST') helloCount += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ count: helloCount }));
  } else {
    response.writeHead(404).end();
  }
});
await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
const partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
await allowOriginForDemoOrganisation(base, partnerOrigin);

interface Sent {
  id: string;
  url: string;
  type: string;
  method: string;
  start: number;
  initiator: string | null;
}

/** A cold, throttled tab: cache emptied, Fast 3G, CPU 4×; records every request and what started it. */
async function coldPhonePage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession; sent: Sent[] }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const sent: Sent[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const frames = (stack: typeof event.initiator.stack): string | null => {
      for (let s = stack; s; s = s.parent) {
        const frame = s.callFrames.find((f) => f.url);
        if (frame) return frame.url;
      }
      return null;
    };
    sent.push({
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      method: event.request.method,
      start: event.timestamp,
      initiator: event.initiator.url ?? frames(event.initiator.stack) ?? null,
    });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp, sent };
}

/** The requests before `target`, each found by the request that started it (the page first). */
function chainBefore(sent: Sent[], target: Sent): string[] {
  const chain: string[] = [];
  const firstOf = (url: string) => sent.find((r) => r.url === url && r.method === 'GET');
  for (let at = target.initiator ? firstOf(target.initiator) : undefined; at && chain.length < 30; at = at.initiator ? firstOf(at.initiator) : undefined) {
    chain.unshift(new URL(at.url).pathname.split('/').pop() || '/');
  }
  return chain;
}

/** In the page: waits until `selector` (inside `host`'s shadow root) shows a number; ms since navigation. */
const shownScript = (host: string, selector: string) => `new Promise((resolve, reject) => {
  const read = () => {
    const text = document.querySelector(${JSON.stringify(host)})?.shadowRoot?.querySelector(${JSON.stringify(selector)})?.textContent ?? '';
    return /\\d/.test(text) ? Number.parseInt(text.replace(/[^\\d-]/g, ''), 10) : null;
  };
  const poll = () => (read() === null ? requestAnimationFrame(poll) : resolve({ ms: performance.now(), count: read() }));
  setTimeout(() => reject(new Error('no data within 60 s')), 60000);
  poll();
})`;

/** In the page: clicks `button` and waits until the count moves; ms from the click. */
const tapScript = (host: string, selector: string, button: string) => `new Promise((resolve, reject) => {
  const root = document.querySelector(${JSON.stringify(host)}).shadowRoot;
  const read = () => root.querySelector(${JSON.stringify(selector)})?.textContent ?? '';
  const before = read();
  const start = performance.now();
  // The scripts asked for from the tap until a second after the count moved.
  const scripts = () => performance.getEntriesByType('resource').filter((e) => e.startTime >= start && new URL(e.name).pathname.endsWith('.js')).map((e) => e.name.split('/').pop());
  const poll = () => {
    if (read() === before) return void requestAnimationFrame(poll);
    const ms = performance.now() - start;
    setTimeout(() => resolve({ ms, scripts: scripts() }), 1000);
  };
  setTimeout(() => reject(new Error('the count did not move within 30 s')), 30000);
  root.querySelector(${JSON.stringify(button)}).click();
  poll();
})`;

interface ElementRun {
  dataMs: number;
  tapMs: number;
  scriptsOnTap: string[];
  chain: string[];
  requests: number;
}

async function measureElement(context: BrowserContext, path: string, host: string, count: string, button: string): Promise<ElementRun> {
  const { page, cdp, sent } = await coldPhonePage(context);
  await page.goto(`${partnerOrigin}${path}`, { waitUntil: 'commit' });
  const shown = (await page.evaluate(shownScript(host, count))) as { ms: number };
  // Let the load's last requests (the widget's later reads) settle before the tap is timed.
  await page.waitForTimeout(1500);
  const tap = (await page.evaluate(tapScript(host, count, button))) as { ms: number; scripts: string[] };
  const data = sent.find((r) => r.url.includes(DATA_PATH) && r.method === 'GET') ?? sent.find((r) => r.url.endsWith('/count') && r.method === 'GET');
  const result = {
    dataMs: shown.ms,
    tapMs: tap.ms,
    scriptsOnTap: tap.scripts,
    chain: data ? chainBefore(sent, data) : [],
    requests: sent.length,
  };
  await cdp.detach();
  await page.close();
  return result;
}

/** In the page: the first widget with data and every widget above the fold with data (ms since navigation). */
const homeScript = `new Promise((resolve, reject) => {
  let first = null;
  const busy = (el) => el.matches('[aria-busy="true"]') || el.querySelector('[aria-busy="true"]') !== null;
  const aboveFold = (el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight && r.height > 0; };
  const poll = () => {
    const body = document.querySelector('.hd-page__body');
    const widgets = body ? Array.from(body.querySelectorAll('.hd-area > *, .hd-widget-grid > *')) : [];
    const shown = body && !body.hasAttribute('data-settling');
    const visible = widgets.filter(aboveFold);
    if (shown && first === null && visible.some((w) => !busy(w))) first = performance.now();
    if (shown && visible.length > 0 && visible.every((w) => !busy(w))) return resolve({ firstMs: first ?? performance.now(), allMs: performance.now(), widgets: visible.length });
    requestAnimationFrame(poll);
  };
  setTimeout(() => reject(new Error('the home page did not fill within 60 s')), 60000);
  poll();
})`;

async function measureHome(context: BrowserContext): Promise<{ firstMs: number; allMs: number; widgets: number }> {
  const { page, cdp } = await coldPhonePage(context);
  await page.goto(`${base}/client/home`, { waitUntil: 'commit' });
  const result = (await page.evaluate(homeScript)) as { firstMs: number; allMs: number; widgets: number };
  await cdp.detach();
  await page.close();
  return result;
}

let failed = false;
try {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  // The member signed in on the partner's origin (the embed keeps its session there) and in the portal.
  const partnerContext = await browser.newContext(PHONE);
  const signInPage = await partnerContext.newPage();
  await signInPage.goto(`${partnerOrigin}/widget`);
  await signInPage.waitForFunction(() => 'HealthDeck' in window);
  await signInPage.evaluate((who) => (window as unknown as { HealthDeck: { signIn(c: typeof who): Promise<unknown> } }).HealthDeck.signIn(who), DEMO_MEMBER);
  await signInPage.close();
  const portalContext = await browser.newContext({ ...PHONE, baseURL: base });
  const portalPage = await portalContext.newPage();
  await signIn(portalPage, DEMO_MEMBER);
  await portalPage.close();

  const widgetRuns: ElementRun[] = [];
  const helloRuns: ElementRun[] = [];
  const homeRuns: { firstMs: number; allMs: number; widgets: number }[] = [];
  for (let run = 1; run <= runs; run++) {
    helloRuns.push(await measureElement(partnerContext, '/hello', 'hello-world-counter', '[data-testid="hello-count"]', 'button'));
    widgetRuns.push(await measureElement(partnerContext, '/widget', 'hd-hydration-tracker', '[data-testid="hydration-total"]', '[part~="increment"]'));
    if (!partnerOnly) homeRuns.push(await measureHome(portalContext));
    console.log(JSON.stringify({ run, hello: helloRuns.at(-1), widget: widgetRuns.at(-1), home: homeRuns.at(-1) }));
  }
  const figures = {
    runs,
    loadAverage: `${load} → ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    helloWorld: { dataMs: round(median(helloRuns.map((r) => r.dataMs))), tapMs: round(median(helloRuns.map((r) => r.tapMs))) },
    partnerWidget: {
      dataMs: round(median(widgetRuns.map((r) => r.dataMs))),
      tapMs: round(median(widgetRuns.map((r) => r.tapMs))),
      scriptsOnTap: Math.max(...widgetRuns.map((r) => r.scriptsOnTap.length)),
      chainBeforeData: Math.max(...widgetRuns.map((r) => r.chain.length)),
      chain: widgetRuns[0].chain.join(' → '),
    },
    home: partnerOnly
      ? null
      : { firstWidgetMs: round(median(homeRuns.map((r) => r.firstMs))), aboveFoldMs: round(median(homeRuns.map((r) => r.allMs))), widgetsAboveFold: homeRuns[0].widgets },
  };
  const ratio = figures.partnerWidget.dataMs / figures.helloWorld.dataMs;
  const checks = {
    [`partner data ≤ ${TARGETS.partnerOverHello}× hello-world (${ratio.toFixed(2)}×)`]: ratio <= TARGETS.partnerOverHello,
    [`tap → count ≤ ${TARGETS.tapMs} ms`]: figures.partnerWidget.tapMs <= TARGETS.tapMs,
    'no script fetched on the tap': figures.partnerWidget.scriptsOnTap === 0,
    ...(figures.home ? { [`home above the fold ≤ ${TARGETS.homeAboveFoldMs} ms`]: figures.home.aboveFoldMs <= TARGETS.homeAboveFoldMs } : {}),
    [`≤ ${TARGETS.chainBeforeData} requests chained before the widget's data`]: figures.partnerWidget.chainBeforeData <= TARGETS.chainBeforeData,
  };
  console.log(JSON.stringify(figures, null, 2));
  for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  failed = Object.values(checks).some((ok) => !ok);
} finally {
  await new Promise((done) => partner.close(done));
  await product.stop();
}
process.exit(failed ? 1 : 0);

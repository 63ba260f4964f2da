// Two real Chromium tabs on one origin share localStorage and Web Locks: a token refresh must happen
// once across both (a second rotation with the same refresh token would be refused as reuse), and a
// sign-out or a failed refresh in one tab reaches the other (spec 000 §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import type { HydrationResponse } from '@healthdeck/contract';
import { SESSION_STORAGE_KEY } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';

let server: ContractServer;
let browser: Browser;
let context: BrowserContext;

const REFRESH_DELAY_MS = 300; // long enough for both tabs' 401s to land while the refresh is in flight

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./browser/tab-entry.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  server = await startContractServer({
    handlers: {
      hydrationLast: () => ({ status: 200, body: { hydration: { total_ounces: 5, date: '2025-01-01' } } satisfies HydrationResponse }),
    },
    delay: (req) => (req.route === 'refreshToken' ? REFRESH_DELAY_MS : 0),
    files: {
      '/': { type: 'text/html', body: '<!doctype html><title>tab</title><script type="module" src="/tab.js"></script>' },
      '/tab.js': { type: 'text/javascript', body: bundle.outputFiles[0].text },
      '/unauthorized': { type: 'text/html', body: '<!doctype html><title>unauthorized</title>' },
    },
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openTabs(): Promise<[Page, Page]> {
  await context?.close();
  context = await browser.newContext();
  const tokens = server.issueTokens();
  const session = {
    access: { token: tokens.accessToken },
    refresh: { token: tokens.refreshToken, expires: tokens.refreshExpires },
    kit_id: null,
    verificationEmailSent: false,
    userId: 'user-1',
  };
  const tabs: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => typeof window.startHealthDeck === 'function');
    if (i === 0) await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)]);
    await page.evaluate(() => window.startHealthDeck());
    tabs.push(page);
  }
  return tabs as [Page, Page];
}

const callMany = (page: Page, n: number) =>
  page.evaluate(async (count) => {
    const results = await Promise.allSettled(Array.from({ length: count }, () => window.hd.call('hydrationLast')));
    return results.map((r) => (r.status === 'fulfilled' ? 'ok' : `${(r.reason as Error).name}: ${(r.reason as Error).message}`));
  }, n);

describe('two tabs, one session', () => {
  it('rotate the refresh token once between them and both repeat their calls', async () => {
    const [a, b] = await openTabs();
    server.requests.length = 0;
    server.expireAccessTokens();

    const [fromA, fromB] = await Promise.all([callMany(a, 3), callMany(b, 3)]);

    expect(fromA).toEqual(['ok', 'ok', 'ok']);
    expect(fromB).toEqual(['ok', 'ok', 'ok']);
    expect(server.hits('refreshToken')).toBe(1);
    const tokenA = await a.evaluate(() => window.hd.$session.get()?.access.token);
    const tokenB = await b.evaluate(() => window.hd.$session.get()?.access.token);
    expect(tokenA).toBe(tokenB);
    expect(await b.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.access.token, SESSION_STORAGE_KEY)).toBe(tokenA);
  }, 30_000);

  it('a sign-out in one tab signs the other out', async () => {
    const [a, b] = await openTabs();
    expect(await b.evaluate(() => window.hd.$session.get() !== null)).toBe(true);
    await a.evaluate(() => window.signOut());
    await b.waitForFunction(() => window.hd.$session.get() === null);
  }, 30_000);

  it('a refused refresh sends the tab to /unauthorized', async () => {
    const [a] = await openTabs();
    server.expireAccessTokens();
    server.revokeRefreshTokens();
    const navigated = a.waitForURL('**/unauthorized');
    // Don't wait for the call inside the page: the navigation it causes can destroy the page's
    // context before the evaluation returns (seen under load), and its answer doesn't matter here.
    await a.evaluate(() => {
      void window.hd.call('hydrationLast').catch(() => undefined);
    });
    await navigated;
    expect(new URL(a.url()).pathname).toBe('/unauthorized');
  }, 30_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { startScaleOut, UPSTREAM_HEADER, type ScaleOut } from '../../scripts/scale-out.mjs';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

// Scale-out in the browser: two server processes of its own (the first with the embedded
// PostgreSQL, the second on it) behind scripts/scale-out.mjs's round-robin proxy, so consecutive
// calls of one page land on different processes. The demo member here is this journey's own.
const ACCESS_TOKEN_TTL_SECONDS = 6;
let cluster: ScaleOut;
let browser: Browser;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'healthdeck-e2e-scale-'));
  cluster = await startScaleOut({ processes: 2, dataDir, env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS), SMTP_URL: '' } });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('through two processes: sign in, a token refreshed on one and used on the other, a write that stays after a reload', async () => {
  const { page, errors } = await newPage(browser, cluster.url);
  const upstreams = new Set<string>();
  const refreshes: number[] = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/')) return;
    upstreams.add(res.headers()[UPSTREAM_HEADER] ?? '?');
    if (res.url().endsWith('/api/auth/token/refresh')) refreshes.push(res.status());
  });
  await signIn(page, DEMO_MEMBER);
  const tracker = page.getByRole('region', { name: 'Hydration Tracker' });
  const add = tracker.getByRole('button', { name: 'Add water' });
  await expect.poll(() => add.isEnabled(), { timeout: 15_000 }).toBe(true);
  const before = Number.parseInt((await tracker.getByTestId('hydration-total').textContent()) ?? '', 10);
  expect([...upstreams].sort()).toEqual(['0', '1']);
  await expectNoAxeViolations(page);

  // The access token expires; the write refreshes it on one process and goes through on either. (On a
  // loaded machine the token may already have been refreshed while the home page loaded: count from here.)
  const refreshedBefore = refreshes.length;
  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  const increment = page.waitForResponse((res) => res.url().includes('/user-hydration/increment') && res.status() === 200);
  await add.click();
  await increment;
  expect(refreshes.length).toBeGreaterThan(refreshedBefore);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  await expect.poll(async () => Number.parseInt((await tracker.getByTestId('hydration-total').textContent()) ?? '', 10)).toBe(before + 1);

  await page.reload();
  await expect.poll(() => add.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(Number.parseInt((await tracker.getByTestId('hydration-total').textContent()) ?? '', 10)).toBe(before + 1);
  expect(page.url()).toContain('/client/home');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

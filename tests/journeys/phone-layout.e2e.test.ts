// On a 375 px phone (spec 001 §2 mobile breakpoint) the member's screens fit the screen: the page
// never scrolls sideways; the testing center's table, wider than the phone, says that its other
// columns are a sideways scroll away; every Health actions tab label shows whole; the Fitness table
// stays inside its card's padding. And an administrator lands on /admin after sign-in (spec 000 §2).
// axe runs on every page visited.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 375 px: no sideways page scroll, a hint on the wide kits table, whole Health actions tabs, the Fitness table inside its card', async () => {
  const context = await journey.browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, DEMO_MEMBER);

  await page.goto('/client/testing-center');
  const table = page.getByRole('table', { name: 'Your test kits' });
  await table.locator('tbody tr').first().waitFor({ timeout: 20_000 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  // The table is wider than the phone: the hint says so, inside the screen.
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(true);
  const hint = page.getByText('Swipe or scroll sideways to see every column.');
  await hint.waitFor();
  const hintBox = (await hint.boundingBox())!;
  expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '375px /client/testing-center');

  await page.goto('/client/health-actions');
  const tabs = page.getByRole('tablist', { name: /./ }).first().getByRole('tab');
  await tabs.first().waitFor({ timeout: 20_000 });
  expect(await tabs.allTextContents()).toEqual(['Actions', 'Medications', 'Allergies', 'Health issues']);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Its label is not cut short inside it, nor hidden by its list.
    expect(await tab.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    expect(
      await tab.evaluate((e) => {
        const list = e.parentElement!.getBoundingClientRect();
        const own = e.getBoundingClientRect();
        return own.left >= list.left && own.right <= list.right;
      }),
    ).toBe(true);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '375px /client/health-actions');

  await page.goto('/client/fitness');
  const fitness = page.locator('.hd-fitness-table');
  await fitness.waitFor({ timeout: 20_000 });
  const inside = await fitness.evaluate((t) => {
    const card = t.closest('.hd-card')!;
    const style = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    const own = t.getBoundingClientRect();
    return { right: own.right, limit: box.right - Number.parseFloat(style.paddingRight), left: own.left, start: box.left + Number.parseFloat(style.paddingLeft) };
  });
  expect(inside.right).toBeLessThanOrEqual(inside.limit + 0.5);
  expect(inside.left).toBeGreaterThanOrEqual(inside.start - 0.5);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '375px /client/fitness');
  expect(errors).toEqual([]);
  await context.close();
});

test('an administrator lands on /admin after sign-in, not on the member home', async () => {
  const context = await journey.browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  expect(new URL(page.url()).pathname).toBe('/admin');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectNoAxeViolations(page, '/admin after sign-in');
  await context.close();
});

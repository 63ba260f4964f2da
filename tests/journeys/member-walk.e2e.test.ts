// What a member meets, at a phone's 375 px and a desktop's 1440 px: the home is whole without being
// scrolled (its widgets below the fold fill once the first screen shows, so a full-page capture or
// a print has no blank cards), and a kit result's scale gives its numbers in words — the scale's
// ends, the value with its unit and the healthy range — inside the phone's width. An admin's wide
// table on a phone says its other columns are a sideways scroll away. axe runs on every page visited.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { unlockOnce } from '../support/unlock';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the demo member's home fills below the fold without being scrolled`, async () => {
    const context = await journey.browser.newContext({ baseURL: baseUrl, viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, DEMO_MEMBER);
    await page.locator('.hd-page__body:not([data-settling])').waitFor({ timeout: 30_000 });
    const cells = page.locator('.hd-page__areas .hd-area__item');
    const count = await cells.count();
    // The demo home is longer than one screen: some of its widgets start below the fold.
    const below = await cells.evaluateAll((all, height) => all.filter((cell) => cell.getBoundingClientRect().top > height).length, viewport.height);
    expect(below).toBeGreaterThan(0);
    // No scroll, no key: every widget place becomes its widget, none left waiting or loading.
    await page.waitForFunction(() => document.querySelector('.hd-placed-widget__later, .hd-page__areas [aria-busy="true"]') === null, undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A widget with nothing to say (a flag off, an assessment already done) leaves its place empty, and
    // an empty place is not shown; every place shown has its widget's words or pictures.
    const blank = await cells.evaluateAll((all) =>
      all
        .filter((cell) => getComputedStyle(cell).display !== 'none' && (cell.textContent ?? '').trim() === '' && cell.querySelector('img, svg, canvas') === null)
        .map((cell) => cell.getAttribute('data-widget-name')),
    );
    expect(blank).toEqual([]);
    expect(await cells.count()).toBe(count);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page, `${viewport.width}px /client/home`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("at 375 px a kit result's scale shows its numbers in words, inside the screen", async () => {
  const context = await journey.browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, DEMO_MEMBER);
  await page.goto('/client/testing-center/SPT-DEMO0001');
  await unlockOnce(page, DEMO_MEMBER.password);
  const biomarkers = page.getByRole('region', { name: 'Biomarkers' });
  await biomarkers.waitFor({ timeout: 60_000 });
  const scales = biomarkers.getByRole('img', { name: /^[\d.,-]+ .* on a scale from [\d.,-]+.* to [\d.,-]+/ });
  expect(await scales.count()).toBeGreaterThan(0);
  const ranges = biomarkers.getByText(/^Healthy range: [\d.,]+–[\d.,]+/);
  expect(await ranges.count()).toBeGreaterThan(0);
  for (const text of [...(await ranges.all()), ...(await biomarkers.locator('.hd-kit-results__axis span').all())]) {
    const box = (await text.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect((await text.textContent())?.trim()).toMatch(/\d/);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '375px /client/testing-center/SPT-DEMO0001');
  expect(errors).toEqual([]);
  await context.close();
});

test("at 375 px the admin's kits table says its other columns are a sideways scroll away", async () => {
  const context = await journey.browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, DEMO_ADMIN, (url) => url.pathname.startsWith('/admin'));
  await page.goto('/admin/kits');
  const region = page.getByRole('region', { name: /table$/ }).first();
  await region.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  const hint = page.getByText('Swipe or scroll sideways to see every column.');
  await hint.waitFor();
  const box = (await hint.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '375px /admin/kits');
  expect(errors).toEqual([]);
  await context.close();
});

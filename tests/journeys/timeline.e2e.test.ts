// The member's one timeline (docs/decisions/0105-one-timeline.md): the demo member opens it from
// the sidebar on a 375 px phone, sees their records of several kinds newest first, opened in the
// browser; after a reload unlocks once and every entry opens again; filters by lab results; opens
// a biomarker and sees its trend across their two general health tests (the line and the months'
// table). axe runs on each state; nothing is wider than the phone.
import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openFromSidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';
import { unlockOnce } from '../support/unlock';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

test('the demo member opens the timeline, filters it by kind and sees a biomarker trend across kits', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO_MEMBER);
  await openFromSidebar(page, 'Timeline');
  await page.waitForURL('**/client/timeline');
  await page.getByRole('heading', { name: 'Timeline', level: 1 }).waitFor();

  const items = page.locator('.hd-timeline__item');
  await items.first().waitFor({ timeout: 30_000 });
  const kinds = await page.locator('.hd-timeline__kind').allTextContents();
  expect(new Set(kinds).size).toBeGreaterThan(2);
  const times = await page.locator('.hd-timeline__item time').evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(await page.locator('.hd-timeline__locked').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'timeline');

  // A reload closes the session's keys: the timeline shows the one locked state (axe on it), and one
  // unlock opens every entry in place.
  await page.reload();
  await page.locator('form.hd-unlock').waitFor({ timeout: 30_000 });
  expect(await page.locator('.hd-timeline__locked').count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'timeline, locked');
  await unlockOnce(page, DEMO_MEMBER.password);
  await expect.poll(() => page.locator('.hd-timeline__locked').count(), { timeout: 30_000 }).toBe(0);
  await items.first().waitFor();

  // Only lab results: the filter's chip, by keyboard.
  const labs = page.getByRole('checkbox', { name: 'Lab results' });
  await labs.focus();
  await page.keyboard.press('Space');
  expect(await labs.isChecked()).toBe(true);
  await expect.poll(async () => new Set(await page.locator('.hd-timeline__kind').allTextContents()), { timeout: 20_000 }).toEqual(new Set(['Lab results']));
  await page.getByText('SPT-DEMO0004').waitFor();

  // A biomarker of the newest general health test: its trend across both of the member's tests.
  const biomarker = page.locator('.hd-timeline__item', { hasText: 'SPT-DEMO0001' }).locator('.hd-timeline__biomarker').first();
  const name = (await biomarker.locator('span').first().textContent())!.trim();
  await biomarker.click();
  expect(await biomarker.getAttribute('aria-expanded')).toBe('true');
  const trend = page.getByRole('region', { name: `${name} across your kits` });
  await trend.waitFor({ timeout: 30_000 });
  await trend.locator('svg polyline').waitFor();
  expect(await trend.getByRole('row').count()).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'timeline, a biomarker trend');
  expect(errors).toEqual([]);
});

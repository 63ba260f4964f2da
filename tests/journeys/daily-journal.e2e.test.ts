// spec 001 §2 Daily Journal panel and §4 Guided tour through the real portal, server and PostgreSQL
// in Chromium: a fresh member starts the tour from the first-time streak card (water → 'Log mood', a
// mood → 'Log symptoms', a symptom → the tour is gone and the milestones modal opens), 'None of these'
// clears the others, and the panel is screenshotted at 375, 1024 and 1440px wide with no horizontal
// scrolling on a phone.
import { fileURLToPath } from 'node:url';
import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
// The docs' screenshots are refreshed on request (HD_SCREENSHOTS=1); a normal run writes them to
// test-results/ so running the tests never changes tracked files.
const screenshotDir = process.env.HD_SCREENSHOTS === '1' ? '../../docs/screenshots/' : '../../test-results/';
const screenshot = (width: number) => fileURLToPath(new URL(`${screenshotDir}daily-journal-${width}.png`, import.meta.url));
const journey = journeyBrowser();

test('a new member takes the guided tour from the streak card through water, mood and symptoms, then sees the milestones; None of these clears the others; the panel fits 375, 1024 and 1440px', async () => {
  const email = uniqueEmail('tour');
  const password = 'Quiet-Meadow-Compass-4';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, { email, password });

  const journal = page.getByRole('region', { name: 'Daily Journal' });
  const addWater = journal.getByRole('button', { name: 'Add water' });
  await expect.poll(() => addWater.isEnabled(), { timeout: 15_000 }).toBe(true);
  const tour = page.locator('.hd-tour');
  expect(await tour.count()).toBe(0);

  // spec 001 §4 Streak card: a first-timer is offered the tour on the streak card at the panel's top.
  const streak = journal.getByRole('region', { name: 'Your streak' });
  await streak.getByRole('button', { name: 'Start the tour' }).click();
  expect(await tour.getAttribute('role')).toBe('dialog');
  await expect.poll(() => tour.textContent()).toContain('Log hydration');
  expect(await tour.textContent()).toContain('Step 1 of 3');
  expect(await tour.getByRole('button').count()).toBe(0); // no close button, no buttons

  await addWater.click();
  await expect.poll(() => tour.textContent()).toContain('Log mood');
  expect(await tour.textContent()).toContain('Step 2 of 3');

  const mood = journal.getByRole('region', { name: 'Mood Tracker' });
  await mood.getByRole('button', { name: 'Happy' }).click();
  await expect.poll(() => tour.textContent()).toContain('Log symptoms');
  expect(await tour.textContent()).toContain('Step 3 of 3');

  const symptoms = journal.getByRole('region', { name: 'Symptoms' });
  const headache = symptoms.getByRole('button', { name: 'Headache' });
  const none = symptoms.getByRole('button', { name: 'None of these' });
  await headache.click();
  await expect.poll(() => tour.count()).toBe(0);
  // spec 001 §4 Symptoms: the streak data said first time, so the milestones modal opens.
  const milestones = page.getByRole('dialog', { name: 'Your milestones' });
  await expect.poll(() => milestones.count(), { timeout: 15_000 }).toBe(1);
  await milestones.getByRole('button', { name: /close/i }).click();
  await expect.poll(() => milestones.count()).toBe(0);
  await expect.poll(() => headache.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => headache.isEnabled()).toBe(true);

  // spec 001 §4 Symptoms: 'None of these' clears all others.
  await none.click();
  await expect.poll(() => none.getAttribute('aria-pressed')).toBe('true');
  expect(await headache.getAttribute('aria-pressed')).toBe('false');
  await expect.poll(() => none.isEnabled()).toBe(true);

  // spec 001 §2 Page layouts: at 1404px and up a right-hand column ≤ 390px wide, ≤ 960px high.
  const panel = page.locator('.hd-journal-layout__panel');
  const grid = page.locator('.hd-widget-grid');
  const wide = { panel: await panel.boundingBox(), grid: await grid.boundingBox() };
  expect(wide.panel!.width).toBeLessThanOrEqual(390);
  expect(wide.panel!.height).toBeLessThanOrEqual(960);
  expect(wide.panel!.x).toBeGreaterThan(wide.grid!.x + wide.grid!.width - 1);
  expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector('.hd-journal-layout__panel')?.scrollTo(0, 0);
  });
  await page.screenshot({ path: screenshot(1440) });

  // Below 1404px the panel sits above the widgets, at most 600px wide (spec 001 §2 Daily Journal).
  await page.setViewportSize({ width: 1024, height: 1000 });
  await expect.poll(async () => (await panel.boundingBox())!.y < (await grid.boundingBox())!.y).toBe(true);
  expect((await journal.boundingBox())!.width).toBeLessThanOrEqual(600);
  await page.screenshot({ path: screenshot(1024), fullPage: true });

  // A phone: hydration and mood stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(async () => {
      const hydration = await journal.getByRole('region', { name: 'Hydration Tracker' }).boundingBox();
      const moodBox = await mood.boundingBox();
      return moodBox!.y > hydration!.y + hydration!.height - 1;
    })
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: screenshot(375), fullPage: true });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
}, 180_000);

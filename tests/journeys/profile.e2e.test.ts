// Profile journey (spec 001 §2 /client/profile, opened from the sleep goal button; §3 Account
// profile; §9 defaults 8 hours and 96 ounces): a fresh member follows the sleep goal link from
// /client/home, saves a sleep goal and a water goal, and the trackers on /client/home show them
// (in the app at once, and after a reload from the server); an out-of-range value shows the
// server's message under the field and saves nothing.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, newPage } from '../support/browser';
import { registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { showEveryWidget } from '../support/page-widgets';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const PREFERENCES_PATH = '/api/client/user/preferences';
const sleepTracker = (page: Page) => page.getByRole('region', { name: 'Sleep Tracker' });
const hydrationTracker = (page: Page) => page.getByRole('region', { name: 'Hydration Tracker' });
/** The text under a field (its error, else its hint), through aria-describedby. */
const noteUnder = (page: Page, label: string) => page.getByLabel(label).evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null);
/** The save's answer; a 401 is skipped: access tokens live 6 s here, and the sdk refreshes and sends again. */
const saveAnswer = (page: Page) => page.waitForResponse((res) => res.url().endsWith(PREFERENCES_PATH) && res.request().method() === 'POST' && res.status() !== 401);

test('a member sets sleep and water goals on their profile and the trackers show them; an out-of-range value is refused', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  const email = uniqueEmail('profile');
  const password = 'Amber-Lantern-Orchard-7';
  await registerAccount(baseUrl, email, password);
  // A member without keys gets RSA-4096 keys made in the browser at first sign-in: allow for it.
  await signIn(page, { email, password });
  await showEveryWidget(page);

  // spec 001 §9: a new member reads the defaults.
  const goalLink = sleepTracker(page).getByRole('link', { name: 'Sleep goal: 8 hours' });
  await expect.poll(() => goalLink.isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => hydrationTracker(page).getByText('Goal: 96 oz').isVisible(), { timeout: 15_000 }).toBe(true);

  await goalLink.click();
  await page.waitForURL('**/client/profile');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Your profile' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.getByLabel('Email').inputValue(), { timeout: 15_000 }).toBe(email);
  expect(await page.getByLabel('Sleep goal (hours)').inputValue()).toBe('');
  expect(await noteUnder(page, 'Sleep goal (hours)')).toBe('Leave empty to use 8 hours');
  expect(await noteUnder(page, 'Daily water goal (ounces)')).toBe('Leave empty to use 96 ounces');

  await page.getByLabel('Sleep goal (hours)').fill('7');
  await page.getByLabel('Daily water goal (ounces)').fill('64');
  let saved = saveAnswer(page);
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => page.getByText('Your profile was saved.').isVisible()).toBe(true);

  // Back home through the app: the trackers read the account the save updated.
  await page.getByRole('complementary').getByRole('link', { name: 'Home' }).click();
  await page.waitForURL('**/client/home');
  await showEveryWidget(page);
  await expect.poll(() => sleepTracker(page).getByRole('link', { name: 'Sleep goal: 7 hours' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => hydrationTracker(page).getByText('Goal: 64 oz').isVisible(), { timeout: 15_000 }).toBe(true);
  // And from the server after a reload.
  await page.reload();
  await showEveryWidget(page);
  await expect.poll(() => sleepTracker(page).getByRole('link', { name: 'Sleep goal: 7 hours' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => hydrationTracker(page).getByText('Goal: 64 oz').isVisible(), { timeout: 15_000 }).toBe(true);

  // Out of range: the server's message under the field, the text kept, nothing saved.
  await page.getByRole('complementary').getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL('**/client/profile');
  await expect.poll(() => page.getByLabel('Daily water goal (ounces)').inputValue(), { timeout: 15_000 }).toBe('64');
  await page.getByLabel('Daily water goal (ounces)').fill('500');
  saved = saveAnswer(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const refused = await saved;
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ fields: { water_intake: 'Water goal must be between 1 and 200 ounces' } });
  await expect.poll(() => noteUnder(page, 'Daily water goal (ounces)')).toBe('Water goal must be between 1 and 200 ounces');
  expect(await page.getByLabel('Daily water goal (ounces)').getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByLabel('Daily water goal (ounces)').inputValue()).toBe('500');
  expect(await page.getByLabel('Sleep goal (hours)').inputValue()).toBe('7');

  await page.reload();
  await expect.poll(() => page.getByLabel('Daily water goal (ounces)').inputValue(), { timeout: 15_000 }).toBe('64');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

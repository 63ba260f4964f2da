// Streaks journey (spec 001 §4 Streak card, §7 'Load milestone streak' / 'Add milestone progression'):
// a fresh member sees the first-time tour start, logs water, and the card shows a 1-day streak with
// today completed; the demo member (seeded with a pregnancy milestone without weeks) is asked for
// weeks pregnant, saves 12 and sees week 12.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const streakCard = (page: Page) => page.getByRole('region', { name: 'Your streak' });
const today = (page: Page) => streakCard(page).locator('[aria-current="date"]');

test('a fresh member starts at the tour; logging water makes a 1-day streak with today completed', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  const email = uniqueEmail('streaks');
  const password = 'Copper-Meadow-Lantern-4';
  await registerAccount(baseUrl, email, password);
  await signIn(page, { email, password });

  const card = streakCard(page);
  const start = card.getByRole('button', { name: 'Start the tour' });
  await expect.poll(() => start.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await card.getByRole('list', { name: 'This week' }).getByRole('listitem').count()).toBe(7);
  // No pregnancy milestone: no weeks prompt.
  expect(await card.getByRole('spinbutton', { name: 'Weeks pregnant' }).count()).toBe(0);

  const add = page.getByRole('region', { name: 'Hydration Tracker' }).getByRole('button', { name: 'Add water' });
  await expect.poll(() => add.isEnabled(), { timeout: 15_000 }).toBe(true);
  const streakRead = page.waitForResponse((res) => res.url().includes('/api/client/daily-journal/streaks') && res.request().method() === 'GET');
  await add.click();
  expect((await streakRead).status()).toBe(200);

  // The journal has been used: the tour start goes, the streak counts today.
  await expect.poll(() => start.count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => card.getByText('1-day streak').isVisible()).toBe(true);
  expect(await today(page).getAttribute('aria-label')).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), completed$/);
  expect(await today(page).getAttribute('class')).toContain('hd-streak__day--completed');

  // From the server after a reload, too.
  await page.reload();
  await expect.poll(() => streakCard(page).getByText('1-day streak').isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await today(page).getAttribute('aria-label')).toMatch(/, completed$/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the demo member is asked for weeks pregnant, saves 12 and sees week 12', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  const card = streakCard(page);
  const weeks = card.getByRole('spinbutton', { name: 'Weeks pregnant' });
  await expect.poll(() => weeks.isVisible(), { timeout: 15_000 }).toBe(true);

  // Out of range first: refused in the browser with the contract's message, nothing sent.
  await weeks.fill('60');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => card.getByText('Weeks must be between 1 and 42').isVisible()).toBe(true);

  await weeks.fill('12');
  const saved = page.waitForResponse((res) => res.url().includes('/api/client/user/milestone-progression'));
  await card.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ current_week: 12, is_manual: true });
  await expect.poll(() => card.getByText('Week 12 of your pregnancy').isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await card.getByText('Pregnancy', { exact: true }).isVisible()).toBe(true);
  expect(await weeks.count()).toBe(0);

  await page.reload();
  await expect.poll(() => streakCard(page).getByText('Week 12 of your pregnancy').isVisible(), { timeout: 15_000 }).toBe(true);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

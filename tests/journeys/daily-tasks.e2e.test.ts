import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type DailyTasksResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { apiAccessToken, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { showEveryWidget } from '../support/page-widgets';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
const journey = journeyBrowser();

const TOGGLE = /\/api\/client\/user\/tasks\/[^/]+\/toggle/;

function widget(page: Page) {
  return page.getByRole('region', { name: 'Daily Tasks' });
}
const starCounter = (page: Page) => widget(page).getByTestId('star-counter').textContent();
const taskButton = (page: Page, name: string) => widget(page).getByRole('button', { name: new RegExp(name) });

test('a fresh member completes three tasks, earns their stars, and a failed toggle rolls back', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  // The external task opens a tab on the open web: answer it locally, this machine has no network.
  await page.context().route('https://www.sleepfoundation.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Sleep hygiene</h1>' }));
  await page.context().route('https://www.heart.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Walking</h1>' }));

  const email = uniqueEmail('tasks');
  const password = 'Quiet-Meadow-Compass-4';
  await registerAccount(baseUrl, email, password);
  // First sign-in: keys made in the browser, then onboarding; the home page is read afresh after it.
  await signIn(page, { email, password });
  await page.reload();
  await showEveryWidget(page);
  // The tasks the page shows, read from the server as the page reads them (the member's time zone):
  // not from the page's own response, whose body Chromium drops if any navigation follows it.
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const token = await apiAccessToken(baseUrl, email, password);
  const { tasks } = await api<DailyTasksResponse>(token, 'GET', `${routes.dailyTasks.path}?tz=${encodeURIComponent(tz)}`);
  const shown = tasks.slice(-3);
  const sum = shown.reduce((total, t) => total + t.star_value, 0);
  expect(shown.map((t) => t.name)).toEqual(['Log your water', 'Read: sleep hygiene', 'Take a 10 minute walk']);

  await expect.poll(() => starCounter(page), { timeout: 15_000 }).toBe('0');
  // The star counter comes from the account, the message from the tasks: two answers, so wait.
  await expect.poll(() => widget(page).getByText('Keep Going').isVisible(), { timeout: 15_000 }).toBe(true);

  // 1. The server is unreachable for one toggle: the star balance and the task come back.
  const water = shown[0];
  await page.route(TOGGLE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800)); // time to see the local change first
    await route.abort('connectionrefused');
  });
  await taskButton(page, 'Log your water').click();
  await expect.poll(() => starCounter(page)).toBe(String(water.star_value)); // set locally first
  await expect.poll(() => widget(page).getByRole('alert').textContent()).toBe('Failed to toggle daily task.');
  expect(await starCounter(page)).toBe('0');
  expect(await taskButton(page, 'Log your water').isEnabled()).toBe(true);
  await page.unroute(TOGGLE);

  // 2. Three completions: water (this page), reading and the walk (new tabs, external pages).
  let toggled = page.waitForResponse((res) => TOGGLE.test(res.url()) && res.status() === 200);
  await taskButton(page, 'Log your water').click();
  await toggled;
  await expect.poll(() => starCounter(page)).toBe(String(water.star_value));
  expect(await widget(page).getByRole('alert').count()).toBe(0);

  toggled = page.waitForResponse((res) => TOGGLE.test(res.url()) && res.status() === 200);
  const popup = page.waitForEvent('popup');
  await taskButton(page, 'Read: sleep hygiene').click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://www.sleepfoundation.org/sleep-hygiene');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await toggled;
  await expect.poll(() => widget(page).getByText("Almost done, you've got this!").isVisible()).toBe(true);

  toggled = page.waitForResponse((res) => TOGGLE.test(res.url()) && res.status() === 200);
  const walkPopup = page.waitForEvent('popup');
  await taskButton(page, 'Take a 10 minute walk').click();
  const walkTab = await walkPopup;
  await walkTab.waitForLoadState();
  expect(walkTab.url()).toBe('https://www.heart.org/en/healthy-living/fitness/walking');
  await walkTab.close();
  await toggled;

  await page.goto('/client/home');
  await showEveryWidget(page);
  await expect.poll(() => widget(page).getByText('Great job! Another day of tasks completed!').isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => starCounter(page)).toBe(String(sum));
  expect(await widget(page).getByTestId('confetti').count()).toBe(1);
  // Completed tasks are no longer buttons.
  expect(await widget(page).getByRole('button').count()).toBe(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

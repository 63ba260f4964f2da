// Programmes journey (spec 001 §2 Program card, §4 Call-to-action and Program progress): the demo
// member sees the 'Healthy Pregnancy' program card on /client/home, confirms 'Take folic acid daily'
// ('I take it' becomes a disabled 'Done'), the overall progress rises and both survive a reload.
// The demo member is shared by other journeys: the action is uncompleted through the API before
// and after, so every run starts from the same state.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { routes } from '@healthdeck/contract';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
let browser: Browser;

/** Takes the demo member's folic-acid action back to not done (spec 000 §7.6 POST uncomplete). */
async function uncompleteFolicAcid(): Promise<void> {
  const token = await apiAccessToken(baseUrl, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await api(token, 'POST', routes.actionUncomplete.path, { code: 'take-folic-acid' });
}

beforeAll(async () => {
  await uncompleteFolicAcid();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await uncompleteFolicAcid();
});

const card = (page: Page) => page.getByRole('region', { name: 'Program Progress' }).getByRole('article', { name: 'Healthy Pregnancy' });
const overall = async (page: Page) => Number(await card(page).getByRole('progressbar', { name: 'Overrall progress' }).getAttribute('aria-valuenow'));

test("a member confirms an action: 'I take it' becomes a disabled 'Done', the overall progress rises and survives a reload", async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, DEMO_MEMBER);

  await expect.poll(() => card(page).isVisible(), { timeout: 20_000 }).toBe(true);
  expect(await card(page).getByText('Overrall progress').isVisible()).toBe(true);
  expect(await card(page).getByRole('heading', { name: 'Program Summary' }).isVisible()).toBe(true);
  const before = await overall(page);

  await card(page).getByRole('button', { name: 'Show details: First trimester' }).click();
  const completed = page.waitForResponse((res) => res.url().endsWith(routes.actionComplete.path) && res.status() === 200);
  await card(page).getByRole('button', { name: 'I take it' }).click();
  const done = card(page).getByRole('button', { name: 'Done' });
  await expect.poll(() => done.isDisabled(), { timeout: 10_000 }).toBe(true);
  await completed;
  await expect.poll(() => overall(page)).toBeGreaterThan(before);
  const after = await overall(page);
  expect(await card(page).getByRole('progressbar', { name: 'First trimester' }).getAttribute('aria-valuenow')).not.toBe('0');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect.poll(() => card(page).isVisible(), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => overall(page)).toBe(after);
  await card(page).getByRole('button', { name: 'Show details: First trimester' }).click();
  expect(await card(page).getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
  expect(await card(page).getByRole('button', { name: 'I take it' }).count()).toBe(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

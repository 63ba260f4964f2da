// Orders, rewards and the wellbeing library (spec 000 §7.4, §7.5, §7.6), each reached
// from the sidebar's configured pages: a fresh member orders an Auria test and sees it in their
// orders, finds a lab site by distance; earns stars through the real API (completing daily tasks),
// redeems a reward (stars taken, code shown once and kept in My rewards) and is refused a second
// redeem once the stars are gone (the server's message); opens the wellbeing library. axe runs on
// every page visited.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { routes, type DailyTasksResponse, type EligibleRewardsResponse } from '@healthdeck/contract';
import { launchBrowser, newPage } from '../support/browser';
import { apiAccessToken, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { showEveryWidget } from '../support/page-widgets';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const member = { email: `store-${Date.now()}@example.test`, password: 'Store-Journey-2026!' };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await registerAccount(baseUrl, member.email, member.password);
});
afterAll(async () => {
  await browser?.close();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Client' });
const screenshotDir = process.env.HD_SCREENSHOTS === '1' ? '../../docs/screenshots/' : '../../test-results/';

/** On a 375 px phone nothing scrolls sideways (and axe still passes); a screenshot is kept. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: fileURLToPath(new URL(`${screenshotDir}${name}-375.png`, import.meta.url)), fullPage: true });
  await expectNoAxeViolations(page, 'main');
}

const api = apiAt(baseUrl);

test('a member with no order sees the empty state, orders an Auria test, sees it in their orders, and finds a lab site by distance', async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, member); // the first sign-in makes the member's keys in the browser
  await sidebar(page).getByRole('link', { name: 'Orders', exact: true }).click();
  await page.waitForURL('**/client/orders');
  await page.getByText('You have no orders yet. Order a test or a device above.').waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('button', { name: 'Order an Auria test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place this order?' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, 'main');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await page.getByText(/^Order HD\d+ placed: Auria Breast Cancer Screening Test\.$/).waitFor({ timeout: 20_000 });
  const orders = page.getByRole('list', { name: 'Your orders' });
  await orders.getByText('Auria Breast Cancer Screening Test').waitFor({ timeout: 20_000 });
  expect(await orders.getByRole('listitem').count()).toBe(1);
  expect(await orders.getByText('Processing').count()).toBe(1);

  // The order shipped a kit registered to the member: the server's own list says the same.
  const token = await apiAccessToken(baseUrl, member.email, member.password);
  const listed = await api<{ orders: { product: string }[] }>(token, 'GET', routes.orders.path);
  expect(listed.orders.map((o) => o.product)).toEqual(['auria-test']);

  await page.getByRole('textbox', { name: 'Address' }).fill('350 5th Ave, New York, NY 10118');
  await page.getByRole('button', { name: 'Find lab sites' }).click();
  await page.getByText(/sites? near .+, nearest first\./).waitFor({ timeout: 20_000 });
  const distances = await page.locator('[part="distance"]').allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  const miles = distances.map((d) => Number.parseFloat(d));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  await page.getByRole('textbox', { name: 'Address' }).fill('Nowhere at all');
  await page.getByRole('button', { name: 'Find lab sites' }).click();
  await page.getByRole('alert').filter({ hasText: 'We could not find this address.' }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'main');
  await fitsPhone(page, 'orders');
  expect(errors).toEqual([]);
});

test('stars earned through daily tasks redeem a reward: stars taken, code shown and kept in My rewards; a second redeem is refused when the stars are gone', async () => {
  // Stars through the real API: today's three tasks (5 + 10 + 15).
  const token = await apiAccessToken(baseUrl, member.email, member.password);
  const { tasks } = await api<DailyTasksResponse>(token, 'GET', routes.dailyTasks.path);
  let balance = 0;
  for (const task of tasks) balance = (await api<{ star_balance: number }>(token, 'POST', routes.dailyTaskToggle.path.replace(':id', task.id))).star_balance;
  expect(balance).toBe(30);
  const eligible = await api<EligibleRewardsResponse>(token, 'GET', routes.rewardsEligible.path);
  const smoothie = eligible.rewards.find((r) => r.name === 'Smoothie voucher')!;
  expect(smoothie.star_cost).toBe(15);

  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, member);
  await sidebar(page).getByRole('link', { name: 'Rewards', exact: true }).click();
  await page.waitForURL('**/client/rewards');
  const stars = page.getByTestId('star-balance');
  await page.getByRole('listitem', { name: 'Smoothie voucher' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => stars.textContent()).toBe('30 stars');
  await page.getByText('You have not redeemed a reward yet.').waitFor();
  // The yoga pass (40) is out of reach: its Redeem is off and says why.
  const yoga = page.getByRole('listitem', { name: 'Yoga class pass' });
  expect(await yoga.getByRole('button', { name: 'Redeem: Yoga class pass' }).isDisabled()).toBe(true);
  await yoga.getByText('You need 10 more stars.').waitFor();
  await expect.poll(() => page.getByRole('listitem', { name: 'Smoothie voucher' }).locator('img').count()).toBe(1);
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('button', { name: 'Redeem: Smoothie voucher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
  await confirm.getByText('Redeem Smoothie voucher for 15 stars? The stars are taken from your balance.').waitFor();
  await expectNoAxeViolations(page, 'main');
  await confirm.getByRole('button', { name: 'Redeem', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Reward redeemed' });
  const code = (await done.locator('code').textContent({ timeout: 20_000 }))!;
  expect(code).toMatch(/^SMOOTHIE-/);
  await expectNoAxeViolations(page, 'main');
  await expect.poll(() => stars.textContent()).toBe('15 stars');
  await done.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('list', { name: 'My rewards' }).getByText(code).waitFor({ timeout: 20_000 });

  // The member spends their last stars elsewhere (another device, the API) while this page still
  // shows 15: the second redeem here is refused with the server's message, and the page catches up.
  const fresh = await apiAccessToken(baseUrl, member.email, member.password); // access tokens live seconds here
  await api(fresh, 'POST', routes.rewardRedeem.path.replace(':id', smoothie.id));
  await page.getByRole('button', { name: 'Redeem: Smoothie voucher' }).click();
  await page.getByRole('dialog', { name: 'Redeem this reward?' }).getByRole('button', { name: 'Redeem', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'You do not have enough stars to redeem this reward' }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'main');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => stars.textContent()).toBe('0 stars');
  await page.getByRole('listitem', { name: 'Smoothie voucher' }).getByText('You need 15 more stars.').waitFor();
  expect(await page.getByRole('list', { name: 'My rewards' }).getByRole('listitem').count()).toBe(2);
  await fitsPhone(page, 'rewards');
  // Back to a desktop width: on a phone the sidebar's pages fold behind its Menu button.
  await page.setViewportSize({ width: 1280, height: 720 });

  // The balance is the same everywhere: the home page's daily tasks counter shows it too.
  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForURL('**/client/home');
  await showEveryWidget(page);
  await expect.poll(() => page.getByTestId('star-counter').textContent(), { timeout: 20_000 }).toBe('0');
  expect(errors).toEqual([]);
});

test('the wellbeing library: topics of mental-health, an article read in place, a site opened in a new tab, interests saved', async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, member);
  await sidebar(page).getByRole('link', { name: 'Wellbeing library', exact: true }).click();
  await page.waitForURL('**/client/wellbeing-library');
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await topics.waitFor({ timeout: 20_000 });
  expect(await topics.getByRole('button', { name: 'Anxiety' }).getAttribute('aria-pressed')).toBe('true');
  const article = page.getByRole('listitem', { name: 'Box breathing in four steps' });
  await article.waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'main');
  await article.getByRole('button', { name: 'Read: Box breathing in four steps' }).click();
  await article.getByText('Breathe in for 4, hold for 4, out for 4, hold for 4.', { exact: false }).waitFor();
  const external = page.getByRole('listitem', { name: 'Anxiety: self-help (NHS)' }).getByRole('link');
  expect(await external.getAttribute('target')).toBe('_blank');
  expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
  await topics.getByRole('button', { name: 'Stress' }).click();
  await page.getByRole('listitem', { name: 'Five-minute desk stretch' }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('checkbox', { name: 'Fitness' }).check();
  await page.getByRole('button', { name: 'Save interests' }).click();
  await page.getByText('Your interests are saved.').waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'main');
  await page.reload();
  await page.getByRole('checkbox', { name: 'Fitness' }).waitFor({ timeout: 20_000 });
  expect(await page.getByRole('checkbox', { name: 'Fitness' }).isChecked()).toBe(true);
  await page.getByRole('listitem', { name: 'Box breathing in four steps' }).getByRole('button', { name: 'Read: Box breathing in four steps' }).click();
  await fitsPhone(page, 'wellbeing-library');
  expect(errors).toEqual([]);
});

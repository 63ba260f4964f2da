// Sleep Summary and Fitness journey (spec 001 §2, §4, §9): the demo member (seeded goals) sees last
// night's duration with three stage bars and the fitness rings from the sandbox fitness tracker;
// clicking fitness opens /client/fitness. A fresh member has no goals, so no fitness widget.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A first sign-in makes the member's RSA-4096 keys in the browser: allow for it.
  await page.waitForURL('**/client/home', { timeout: 90_000 });
}

test('the demo member sees the sleep summary and the fitness rings, and fitness opens /client/fitness', async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

  const summary = page.getByRole('region', { name: 'Sleep Summary' });
  const duration = summary.getByTestId('sleep-duration');
  await expect.poll(() => duration.isVisible(), { timeout: 15_000 }).toBe(true);
  // spec 001 §9: hours and minutes; the sandbox tracker sleeps 6–9 h.
  expect(await duration.textContent()).toMatch(/^[6-9]h( \d{1,2}m)?$/);
  const bars = summary.getByRole('progressbar');
  expect(await bars.count()).toBe(3);
  const shares = await bars.evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-valuenow'))));
  expect(shares.every((share) => share > 0)).toBe(true);
  expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(1);
  // two sandbox nights: a comparison with the previous day rather than tips
  expect(await summary.getByTestId('sleep-comparison').textContent()).toMatch(/previous day$/);

  const fitness = page.getByRole('region', { name: 'Fitness' });
  const link = fitness.getByRole('link');
  await expect.poll(() => link.isVisible(), { timeout: 15_000 }).toBe(true);
  // spec 001 §9: three rings of radius 40 (track + fill each).
  expect(await fitness.locator('circle[r="40"]').count()).toBe(6);
  expect(await fitness.getByTestId('fitness-steps').textContent()).toMatch(/of 10,000/);
  expect(await fitness.getByTestId('fitness-miles').textContent()).toMatch(/of 5\.0/);
  expect(await fitness.getByTestId('fitness-calories').textContent()).toMatch(/of 500/);

  await link.click();
  await page.waitForURL('**/client/fitness');
  // The URL changes before the new screen has rendered: wait for it rather than look once.
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Fitness' }).isVisible(), { timeout: 15_000 }).toBe(true);
  const stepsRow = page.getByRole('row', { name: /^Steps/ });
  await expect.poll(() => stepsRow.textContent(), { timeout: 15_000 }).toMatch(/^Steps[\d,]+[\d,]+10,000$/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a fresh member (no goals) sees the sleep summary but no fitness widget', async () => {
  const email = uniqueEmail('fitness');
  const password = 'Fresh-Member-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, email, password);

  const summary = page.getByRole('region', { name: 'Sleep Summary' });
  await expect.poll(() => summary.getByTestId('sleep-duration').isVisible(), { timeout: 15_000 }).toBe(true);
  // The fitness goals and activity have been answered (no skeleton left; a failure would show an alert in the region) …
  await expect.poll(() => page.getByRole('status', { name: 'Loading activity' }).count()).toBe(0);
  // … and spec 001 §4: nothing renders without all three goals.
  expect(await page.getByRole('region', { name: 'Fitness' }).count()).toBe(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
}, 120_000);

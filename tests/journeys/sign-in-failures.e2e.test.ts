import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

test("a wrong password shows 'Invalid Credentials', and repeated failures lock with 'Max Incorrect Login Attempts'", async () => {
  const email = uniqueEmail('lockout');
  const password = 'Quiet-Meadow-Falcon-3';
  await registerAccount(baseUrl, email, password);
  const { page } = await newPage(journey.browser, baseUrl);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);

  const attempt = async () => {
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-99');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };
  await attempt();
  await expect.poll(() => page.getByText('Invalid Credentials').isVisible(), { timeout: 15_000 }).toBe(true);
  // What was typed is kept after a failure.
  expect(await page.getByLabel('Email').inputValue()).toBe(email);

  // The server locks after 5 failures (LOGIN_MAX_ATTEMPTS); the right password is then refused too.
  for (let i = 0; i < 4; i++) {
    await attempt();
    await page.waitForLoadState('networkidle');
  }
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => page.getByText('Max Incorrect Login Attempts').isVisible(), { timeout: 15_000 }).toBe(true);
  expect(page.url()).toContain('/sign-in');
});

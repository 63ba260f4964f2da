import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER } from '../support/accounts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../support/global-setup';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

test('an expired access token is refreshed transparently and the write goes through', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  const tracker = page.getByRole('region', { name: 'Hydration Tracker' });
  const add = tracker.getByRole('button', { name: 'Add water' });
  await expect.poll(() => add.isEnabled(), { timeout: 15_000 }).toBe(true);
  const before = await tracker.getByTestId('hydration-total').textContent();

  const refreshes: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/auth/token/refresh')) refreshes.push(res.status());
  });
  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

  const increment = page.waitForResponse((res) => res.url().includes('/user-hydration/increment') && res.status() === 200);
  await add.click();
  await increment;
  expect(refreshes).toEqual([200]);
  const after = await tracker.getByTestId('hydration-total').textContent();
  expect(Number.parseInt(after ?? '', 10)).toBe(Number.parseInt(before ?? '', 10) + 1);
  expect(page.url()).toContain('/client/home');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

// Account deletion, the member's part (docs/decisions/0104-account-deletion.md): from the profile the
// member reads what follows, gives a wrong password (refused, nothing changes), then the right one;
// they land signed out on the sign-in page, which says when the deletion is due; signing in again
// cancels it and says so; they ask again; staff see the deletion pending. At 375 px, axe-core on each
// view. The grace period's end and the deletion itself are the server test's
// (packages/server/test/account-deletion.test.ts: the clock is injected there, never here).
import { expect, inject, test } from 'vitest';
import { routes, type PendingAccountDeletionsResponse } from '@healthdeck/contract';
import { apiAccessToken, DEMO_ADMIN, registerAccount } from '../support/accounts';
import { apiAt } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { journeyBrowser, newPage } from '../support/browser';
import { uniqueEmail } from '../support/outbox';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);

test('a member asks for deletion, cancels it by signing in, and asks again', async () => {
  const email = uniqueEmail('deletion');
  const password = 'Harbour-Lantern-Moss-4';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, { email, password });

  const ask = async () => {
    await page.goto('/client/profile');
    await page.getByRole('link', { name: 'Delete my account' }).click();
    await page.waitForURL('**/client/delete-account');
    await page.getByRole('heading', { level: 1, name: 'Delete my account' }).waitFor();
    await page.getByText(/Your account is deleted for good after 30 days, on .+\. Signing in before then cancels the deletion\./).waitFor();
  };

  await ask();
  await page.getByText('You are signed out on every device at once.').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '/client/delete-account at 375 px');

  // Nothing typed, then a wrong password: refused at the field, still signed in.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Enter your password.').waitFor();
  await page.getByLabel('Your password', { exact: true }).fill(`${password}-wrong`);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('That password is not right.').waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
  await expectNoAxeViolations(page, 'wrong password');
  expect(page.url()).toContain('/client/delete-account');

  // The right one: signed out everywhere, on the sign-in page that says when and how to cancel.
  await page.getByLabel('Your password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL('**/sign-in', { timeout: 60_000 });
  await page
    .getByRole('status')
    .filter({ hasText: /Your account will be deleted on .+\. Signing in before then cancels the deletion\./ })
    .waitFor();
  await expectNoAxeViolations(page, 'sign-in after asking for deletion');
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const pendingFor = async () =>
    (await api<PendingAccountDeletionsResponse>(adminToken, 'GET', routes.adminAccountDeletions.path)).deletions.filter((d) => d.name === `Journey ${email.split('@')[0]}`.slice(0, 100));
  expect(await pendingFor()).toHaveLength(1);

  // Signing in cancels it, and the sign-in says so before going on.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Your account deletion was cancelled' }).waitFor({ timeout: 90_000 });
  await expectNoAxeViolations(page, 'deletion cancelled');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/client/home', { timeout: 60_000 });
  expect(await pendingFor()).toHaveLength(0);

  // Asked again: pending again, until its own 30 days have passed.
  await ask();
  await page.getByLabel('Your password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL('**/sign-in', { timeout: 60_000 });
  const [pending] = await pendingFor();
  expect(new Date(pending!.due_at).getTime() - new Date(pending!.requested_at).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
  expect(errors).toEqual([]);
}, 300_000);

import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { uniqueEmail, waitForEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { confirmRecoveryPhrase } from '../support/recovery-phrase';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

test('sign up, verify by the emailed link, sign in, log water twice, and it persists across a reload', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  const email = uniqueEmail('journey');
  const password = 'Blue-Harbour-Lantern-7';

  await page.goto('/sign-up');
  await page.getByLabel('Your name').fill('Journey Member');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The keys are made, then the recovery phrase is shown and confirmed before going on.
  await confirmRecoveryPhrase(page);
  await page.waitForURL('**/client/home', { timeout: 60_000 });

  const mail = await waitForEmail(baseUrl, email, /verif/i);
  const link = mail.links.find((l) => l.includes('/verify-email?key='));
  expect(link).toBeTruthy();

  // Sign-out ends the session on the server too: the tokens it held no longer work.
  const held = await page.evaluate(() => JSON.parse(localStorage.getItem('healthdeck.session') ?? 'null') as { access: { token: string }; refresh: { token: string } } | null);
  expect(held).not.toBeNull();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in');
  // The portal leaves as soon as the session is forgotten locally; the server hears of it a moment later.
  await expect.poll(async () => (await fetch(`${baseUrl}/api/client/account`, { headers: { authorization: `Bearer ${held!.access.token}` } })).status).toBe(401);
  const rotate = await fetch(`${baseUrl}/api/auth/token/refresh`, { method: 'POST', headers: { authorization: `Bearer ${held!.access.token}`, 'x-refresh-token': held!.refresh.token } });
  expect(rotate.status).toBe(401);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect
    .poll(() =>
      page
        .getByText(/verified/i)
        .first()
        .isVisible(),
    )
    .toBe(true);

  await signIn(page, { email, password });

  const tracker = page.getByRole('region', { name: 'Hydration Tracker' });
  const total = tracker.getByTestId('hydration-total');
  await expect.poll(() => total.textContent(), { timeout: 15_000 }).toBe('0');
  await expect.poll(() => tracker.getByText('Ready, steady, GO!').isVisible()).toBe(true);
  // A verified member no longer sees the verify-email card.
  expect(await page.getByRole('button', { name: 'Verify my email' }).count()).toBe(0);

  await tracker.getByRole('button', { name: 'Add water' }).click();
  await expect.poll(() => total.textContent()).toBe('1');
  await tracker.getByRole('button', { name: 'Add water' }).click();
  await expect.poll(() => total.textContent()).toBe('2');
  // wait until the server has the second write before reloading
  await page.waitForLoadState('networkidle');

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Hydration Tracker' });
  await expect.poll(() => reloaded.getByTestId('hydration-total').textContent(), { timeout: 15_000 }).toBe('2');
  expect(await reloaded.getByText('Ready, steady, GO!').isVisible()).toBe(true);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

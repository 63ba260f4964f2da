// Around the pages and login-as-user, in Chromium against the real server:
// a new member's onboarding with a required agreement (spec 000 §3.3, §4, §7.6); notifications
// read (spec 000 §7.6); staff log in as the member with the banner 'Logged in as: {name}' and stop
// (spec 000 §1, §6, §7.2), which the member's access log then lists; the language switched to
// Spanish and back, kept across a reload (spec 001 §2, §9). axe on every page visited; keyboard
// where a member would use it.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
let browser: Browser;
const member = { email: uniqueEmail('shell'), password: 'Quiet-Harbour-Maple-8' };
const memberName = `Journey ${member.email.split('@')[0] ?? ''}`; // the name registerAccount gives

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAccount(baseUrl, member.email, member.password);
});
afterAll(async () => {
  await browser?.close();
});

/** Moves the keyboard focus to a control and presses a key on it (no pointer). */
async function press(page: Page, control: ReturnType<Page['getByRole']>, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

test("a new member's first sign-in goes through onboarding and cannot finish before accepting the required agreement", async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.keyboard.press('Enter');
  // RSA-4096 keys are made in the browser at the first sign-in, then the client area sends the member on.
  await page.waitForURL('**/client/onboarding', { timeout: 90_000 });
  await page.getByRole('heading', { level: 1, name: 'Welcome to HealthDeck' }).waitFor({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /Sleep/ }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'onboarding: interests');

  await press(page, page.getByRole('checkbox', { name: /Sleep/ }), 'Space');
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/client/onboarding/topic-interests') && res.request().method() === 'POST' && res.status() !== 401);
  await press(page, page.getByRole('button', { name: 'Continue' }));
  expect((await saved).status()).toBe(200);

  await page.getByText('Step 2 of 3').waitFor();
  await expectNoAxeViolations(page, 'onboarding: measurements');
  await press(page, page.getByRole('button', { name: 'I will take them later' }));

  await page.getByRole('heading', { level: 2, name: 'Agreements and consents' }).waitFor({ timeout: 20_000 });
  const terms = page.getByRole('checkbox', { name: 'I accept the Terms of Use' });
  await terms.waitFor({ timeout: 20_000 });
  expect(await page.getByText(/By using HealthDeck you agree to these terms/).isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'onboarding: agreements');

  await press(page, page.getByRole('button', { name: 'Finish' }));
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Accept the required agreements to go on.');
  expect(await terms.evaluate((box) => box === document.activeElement)).toBe(true);
  await expectNoAxeViolations(page, 'onboarding: a required agreement missing');
  // The optional one stays declined.
  await page.keyboard.press('Space');
  const completed = page.waitForResponse((res) => res.url().endsWith('/api/client/user/complete-onboarding') && res.status() !== 401);
  await press(page, page.getByRole('button', { name: 'Finish' }));
  expect((await completed).status()).toBe(200);
  await page.waitForURL('**/client/home', { timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Client' }).waitFor();
  await expectNoAxeViolations(page, '/client/home after onboarding');

  // Done once: the onboarding address now goes home.
  await page.goto('/client/onboarding');
  await page.waitForURL('**/client/home', { timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('the demo member reads the unread count in the header and marks notifications read', async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.waitFor({ timeout: 20_000 });
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  expect(before).toBeGreaterThanOrEqual(2);

  await press(page, bell);
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog.waitFor();
  await dialog.getByRole('listitem').first().waitFor();
  expect(await dialog.getByRole('listitem').count()).toBe(before);
  await expectNoAxeViolations(page, 'notifications list');

  await press(
    page,
    dialog
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Mark as read: / }),
  );
  await expect.poll(() => dialog.getByRole('listitem').count()).toBe(before - 1);
  await expect.poll(() => page.getByRole('button', { name: `Notifications, ${before - 1} unread` }).count()).toBe(1);

  await press(page, dialog.getByRole('button', { name: 'Mark all as read' }));
  await dialog.getByText('You have no unread notifications.').waitFor();
  await expectNoAxeViolations(page, 'notifications all read');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(1);

  // Read stays read: a reload asks the server again.
  await page.reload();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("an administrator logs in as the member from the users list, sees 'Logged in as: {name}' on every page, stops, and the member's access log lists it", async () => {
  const admin = await newPage(browser, baseUrl);
  const page = admin.page;
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Search users').fill(member.email);
  const loginAs = page.getByRole('button', { name: `Login as user ${member.email}` });
  await loginAs.waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  await expectNoAxeViolations(page, '/admin users with Login as user');

  await press(page, loginAs);
  await page.waitForURL('**/client/home', { timeout: 30_000 });
  const banner = page.getByText(`Logged in as: ${memberName}`);
  await banner.waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/client/home as the member');

  await page.getByRole('complementary').getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL('**/client/profile');
  await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
  expect(await banner.isVisible()).toBe(true);
  expect(await page.getByLabel('Email').inputValue()).toBe(member.email);
  await expectNoAxeViolations(page, '/client/profile as the member');

  await press(page, page.getByRole('button', { name: 'Back to my account' }));
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor({ timeout: 20_000 });
  expect(await page.getByText(/Logged in as:/).count()).toBe(0);
  await expectNoAxeViolations(page, '/admin after stopping');
  expect(admin.errors).toEqual([]);

  // The member reads it in their own access log.
  const own = await newPage(browser, baseUrl);
  await signIn(own.page, member);
  await own.page.goto('/client/profile');
  const log = own.page.getByRole('region', { name: 'Access to your account' });
  await log.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
  const started = log.getByRole('row').filter({ hasText: 'Signed in as you' });
  expect(await started.count()).toBe(1);
  expect(await started.getByRole('cell').nth(1).textContent()).toBe(DEMO_ADMIN.email);
  // What the admin read while signed in as the member is folded under that sign-in.
  const reads = started.getByRole('group');
  await reads.getByText(/^Looked at \d+ parts of your account$/).click();
  expect(await reads.getByRole('listitem').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/api\/client\/pages( \(\d+ times\))?$/), expect.stringMatching(/^\/api\/client\/user\/sessions/)]),
  );
  await expectNoAxeViolations(own.page, '/client/profile with the access log');
  expect(own.errors).toEqual([]);
});

test('the member switches the language to Spanish, it stays across a reload (from their preferences), and back to English', async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, member);
  await page.goto('/client/profile');
  await press(page, page.getByRole('button', { name: 'Language: English' }));
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await dialog.waitFor();
  expect(await dialog.getByRole('radio').count()).toBe(6);
  await expectNoAxeViolations(page, 'language picker');

  await press(page, dialog.getByRole('radio', { name: 'Español' }), 'Space');
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/client/user/preferences') && res.request().method() === 'POST' && res.status() !== 401);
  const started = Date.now();
  await press(page, dialog.getByRole('button', { name: 'Save' }));
  await dialog.getByText('Switching language…').waitFor();
  expect((await saved).status()).toBe(200);
  const switched = page.getByRole('button', { name: 'Idioma: Español' });
  await switched.waitFor({ timeout: 10_000 });
  // spec 001 §9: the switch waits 1000 ms.
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(await page.getByRole('button', { name: /^Notificaciones/ }).count()).toBe(1);
  await expectNoAxeViolations(page, '/client/profile in Spanish');

  // From the preferences, not only this browser's memory.
  await page.evaluate(() => localStorage.removeItem('healthdeck.language'));
  await page.reload();
  await switched.waitFor({ timeout: 20_000 });
  await page.goto('/client/home');
  await page.getByRole('button', { name: 'Idioma: Español' }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/client/home in Spanish');

  await press(page, page.getByRole('button', { name: 'Idioma: Español' }));
  const back = page.getByRole('dialog', { name: 'Elige tu idioma' });
  await back.waitFor();
  await press(page, back.getByRole('radio', { name: 'English' }), 'Space');
  await press(page, back.getByRole('button', { name: 'Guardar' }));
  await page.getByRole('button', { name: 'Language: English' }).waitFor({ timeout: 10_000 });
  await page.reload();
  await page.getByRole('button', { name: 'Language: English' }).waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(errors).toEqual([]);
});

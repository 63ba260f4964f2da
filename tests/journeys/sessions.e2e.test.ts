// Sessions that end: a member signed in on two browsers sees both on their profile (this device
// marked), signs the other one out, and the other browser is sent to sign in on its next request.
// At 375 px the list holds within the window; axe-core on the section.
import { expect, inject, test } from 'vitest';
import { registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { journeyBrowser, newPage } from '../support/browser';
import { uniqueEmail } from '../support/outbox';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

test('a member sees where they are signed in and signs another browser out, which then has to sign in again', async () => {
  const email = uniqueEmail('sessions');
  const password = 'Cedar-Harbour-Quill-5';
  await registerAccount(baseUrl, email, password);
  const other = await newPage(journey.browser, baseUrl);
  await signIn(other.page, { email, password });
  const here = await newPage(journey.browser, baseUrl);
  await signIn(here.page, { email, password });

  await here.page.setViewportSize({ width: 375, height: 800 });
  await here.page.goto('/client/profile');
  const section = here.page.getByRole('region', { name: 'Where you are signed in' });
  const items = section.getByRole('listitem');
  await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(2);
  const texts = await items.allTextContents();
  expect(texts.filter((text) => text.includes('This device'))).toHaveLength(1);
  expect(texts.every((text) => text.includes('Chrome') && text.includes('Signed in') && text.includes('Last used'))).toBe(true);
  expect(await here.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(here.page, '/client/profile sessions at 375 px');

  const signOut = section.getByRole('button', { name: /^Sign out Chrome/ });
  await signOut.focus();
  await here.page.keyboard.press('Enter');
  await expect.poll(() => section.getByRole('status').last().textContent(), { timeout: 15_000 }).toBe('That session is signed out.');
  await expect.poll(() => items.count()).toBe(1);
  expect(await section.getByText('You are signed in here only.').isVisible()).toBe(true);

  // The other browser's next request is refused: it lands on the sign-in page, or on the session-ended
  // page (spec 000 §2: a refresh that fails) whose one button leads there, whichever call learns it first.
  await other.page.goto('/client/profile');
  await other.page.waitForURL(/\/(sign-in|unauthorized)(\?|$)/, { timeout: 30_000 });
  if (new URL(other.page.url()).pathname === '/unauthorized') {
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL(/\/sign-in(\?|$)/, { timeout: 15_000 });
  }
  expect([...here.errors, ...other.errors]).toEqual([]);
});

// spec 001 §4 Mood and Symptoms through the real portal, server and PostgreSQL in Chromium: a fresh
// member logs a mood (its button becomes disabled), logs a symptom, then 'None of these' clears it;
// a reload shows the same day's state from the server.
import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

test('a new member logs a mood and symptoms, None of these clears the symptom, and a reload keeps it all', async () => {
  const email = uniqueEmail('journal');
  const password = 'Quiet-Meadow-Compass-4';
  await registerAccount(baseUrl, email, password);

  const { page, errors } = await newPage(journey.browser, baseUrl);
  // The first sign-in makes the member's RSA-4096 keys in the browser: allow for it.
  await signIn(page, { email, password });

  const mood = page.getByRole('region', { name: 'Mood Tracker' });
  const happy = mood.getByRole('button', { name: 'Happy' });
  await expect.poll(() => happy.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(await mood.getByRole('button', { pressed: true }).count()).toBe(0);
  await happy.click();
  await expect.poll(() => happy.isDisabled()).toBe(true);
  expect(await happy.getAttribute('aria-pressed')).toBe('true');

  const symptoms = page.getByRole('region', { name: 'Symptoms' });
  const headache = symptoms.getByRole('button', { name: 'Headache' });
  const none = symptoms.getByRole('button', { name: 'None of these' });
  await expect.poll(() => headache.isEnabled(), { timeout: 15_000 }).toBe(true);
  await headache.click();
  await expect.poll(() => headache.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => headache.isEnabled()).toBe(true); // the server answered

  await none.click();
  await expect.poll(() => none.getAttribute('aria-pressed')).toBe('true');
  expect(await headache.getAttribute('aria-pressed')).toBe('false');
  await expect.poll(() => none.isEnabled()).toBe(true);
  await page.waitForLoadState('networkidle');

  await page.reload();
  const reloadedMood = page.getByRole('region', { name: 'Mood Tracker' });
  const reloadedSymptoms = page.getByRole('region', { name: 'Symptoms' });
  await expect.poll(() => reloadedMood.getByRole('button', { name: 'Happy' }).isDisabled(), { timeout: 15_000 }).toBe(true);
  expect(await reloadedMood.getByRole('button', { name: 'Sad' }).isEnabled()).toBe(true);
  await expect.poll(() => reloadedSymptoms.getByRole('button', { name: 'None of these' }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
  expect(await reloadedSymptoms.getByRole('button', { pressed: true }).count()).toBe(1);
  expect(await reloadedSymptoms.getByRole('button', { name: 'Headache' }).getAttribute('aria-pressed')).toBe('false');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

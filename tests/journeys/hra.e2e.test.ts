// Health assessment and nutrition form journeys (spec 001 §2 "page whose path is hra-form — Start
// now on the health assessment widget", §4 Health assessment section status; spec 000 §3.4 HRA
// form kinds, user-flow activity; §7.6 HRA save / submit / form, nutrition form GET, POST, submit).
// A freshly registered member starts the assessment from the home page's card, saves a section to
// continue later, reloads, unlocks once and resumes it with the answers opened in the browser,
// completes and skips the rest and submits; then saves the nutrition form as a draft, reloads,
// unlocks, resumes and submits it.
// The server only ever sees sealed answers. axe runs on every page visited.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type ActivityHistoryResponse, type HraFormResponse, type NutritionFormResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { apiAccessToken, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { showEveryWidget } from '../support/page-widgets';
import { unlockOnce } from '../support/unlock';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const api = apiAt(baseUrl);

/** The section's button on the assessment page, named '<label>: <section>'. */
const sectionButton = (page: Page, label: string, section: string) => page.getByRole('button', { name: `${label}: ${section}`, exact: true });

async function skipSection(page: Page, section: string) {
  await sectionButton(page, 'Get started', section).click();
  await page.getByRole('button', { name: 'Skip section' }).click();
  await sectionButton(page, 'Continue Section', section).waitFor({ timeout: 20_000 });
}

test('a new member saves an HRA section, resumes it after a reload, completes the assessment and submits it', async () => {
  const email = `hra-${Date.now()}@example.test`;
  const password = 'Hra-Journey-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, { email, password }); // the first sign-in makes the member's keys in the browser
  await showEveryWidget(page);

  // Home: the Health Assessment - Empty card asks to Start now (the page whose path is hra-form).
  const start = page.getByRole('link', { name: 'Start now' });
  await start.waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'home');
  await start.click();
  await page.waitForURL('**/client/hra-form');
  await sectionButton(page, 'Get started', 'Social history').waitFor({ timeout: 20_000 });
  expect(await page.getByText('0 of 5 sections done').isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'hra-form');

  // A partial section saved to continue later.
  await sectionButton(page, 'Get started', 'Social history').click();
  await page.getByRole('radio', { name: 'I used to smoke' }).check();
  await expectNoAxeViolations(page, 'hra-form section');
  await page.getByRole('button', { name: 'Save and continue later' }).click();
  await sectionButton(page, 'Complete', 'Social history').waitFor({ timeout: 20_000 });

  // After a reload the section resumes with its answers, opened in the browser by the session's one unlock.
  await page.reload();
  await unlockOnce(page, password);
  await sectionButton(page, 'Complete', 'Social history').click();
  const smoked = page.getByRole('radio', { name: 'I used to smoke' });
  await smoked.waitFor({ timeout: 20_000 });
  expect(await smoked.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Save section' }).click();
  await page.getByText('Please answer this question').first().waitFor();
  await page.getByRole('radio', { name: 'Monthly or less' }).check();
  await page.getByRole('spinbutton', { name: 'On how many days a week do you exercise for 30 minutes or more?' }).fill('3');
  await page.getByRole('button', { name: 'Save section' }).click();
  await sectionButton(page, 'Edit', 'Social history').waitFor({ timeout: 20_000 });

  await sectionButton(page, 'Get started', 'Depression screening').click();
  await page.getByRole('group', { name: 'Little interest or pleasure in doing things' }).getByRole('radio', { name: 'Several days' }).check();
  await page.getByRole('group', { name: 'Feeling down, depressed or hopeless' }).getByRole('radio', { name: 'Not at all' }).check();
  await page.getByRole('button', { name: 'Save section' }).click();
  await sectionButton(page, 'Edit', 'Depression screening').waitFor({ timeout: 20_000 });
  for (const section of ['Anxiety screening', 'Family history', 'Edinburgh Postnatal Depression Scale']) await skipSection(page, section);

  expect(await page.getByText('5 of 5 sections done').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Submit assessment' }).click();
  await page.getByText(/^Submitted on /).waitFor({ timeout: 20_000 });
  expect(await sectionButton(page, 'Review', 'Social history').isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'hra-form submitted');

  // The server holds sealed answers only, the form in review, and the section events.
  const token = await apiAccessToken(baseUrl, email, password);
  const { form } = await api<HraFormResponse>(token, 'GET', routes.hraForm.path);
  expect(form.status).toBe('review');
  expect(form.sections.map((s) => s.status)).toEqual(['review', 'review', 'skipped', 'skipped', 'skipped']);
  expect(form.sections[0]?.encrypted_data).toMatch(/^hd1\./);
  expect(JSON.stringify(form)).not.toContain('former');
  const history = await api<ActivityHistoryResponse>(token, 'GET', `${routes.activityHistory.path}?take=100`);
  const events = history.activities.map((a) => `${a.event}${a.detail ? `:${a.detail}` : ''}`);
  expect(events).toContain('hra_section_started:social-history');
  expect(events).toContain('hra_section_finished:depression-screening');
  expect(events).toContain('assessment_submited');
  expect(errors).toEqual([]);
});

test('a new member saves the nutrition form as a draft, resumes it after a reload and submits it', async () => {
  const email = `nutrition-${Date.now()}@example.test`;
  const password = 'Nutrition-Journey-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, { email, password });

  await page.getByRole('link', { name: 'Nutrition Form' }).click();
  await page.waitForURL('**/client/nutrition-form');
  await page.getByText('Not started yet.').waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'nutrition-form');

  await page.getByRole('radio', { name: 'Vegetarian' }).check();
  await page.getByRole('textbox', { name: 'Food allergies or intolerances (optional)' }).fill('peanuts');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Your draft was saved.').waitFor({ timeout: 20_000 });
  await page.getByText(/^Draft saved on /).waitFor();

  await page.reload();
  await unlockOnce(page, password);
  const vegetarian = page.getByRole('radio', { name: 'Vegetarian' });
  await vegetarian.waitFor({ timeout: 20_000 });
  expect(await vegetarian.isChecked()).toBe(true);
  expect(await page.getByRole('textbox', { name: 'Food allergies or intolerances (optional)' }).inputValue()).toBe('peanuts');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Please answer this question').first().waitFor();
  await expectNoAxeViolations(page, 'nutrition-form errors');
  await page.getByRole('radio', { name: 'Eat healthier' }).check();
  await page.getByRole('spinbutton', { name: 'How many meals and snacks do you have on a usual day?' }).fill('4');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Your nutrition form was submitted.').waitFor({ timeout: 20_000 });
  await page.getByText(/^Submitted on /).waitFor();
  await expectNoAxeViolations(page, 'nutrition-form submitted');

  const token = await apiAccessToken(baseUrl, email, password);
  const { form } = await api<NutritionFormResponse>(token, 'GET', routes.nutritionForm.path);
  expect(form.status).toBe('complete');
  expect(form.encrypted_data).toMatch(/^hd1\./);
  expect(form.encrypted_data).not.toContain('peanuts');
  expect(errors).toEqual([]);
});

// Results that act (docs/decisions/0102-results-that-act.md): the demo administrator adds a result
// rule for TSH on the demo organisation's screen (the biomarker picked by name, the range in its
// unit, a Thyroid Care action as the outcome); the demo member opens the general health kit
// SPT-DEMO0001, whose triglycerides (428 mg/dL) fire the seeded rule and whose TSH (5.26 mIU/L)
// fires the new one, reads what answering tells the server, accepts both, and finds both actions
// in their programmes on the home page. axe runs on every page visited.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
const journey = journeyBrowser();

/** The suggestion of one rule on the result page. */
const suggestion = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'What your results suggest' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });

async function accept(page: Page, name: string, disclosure: string, accepted: string) {
  const item = suggestion(page, name);
  await item.waitFor({ timeout: 30_000 });
  // Said before the member answers, and tied to the buttons.
  const accept = item.getByRole('button', { name: 'Accept' });
  expect(await accept.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(disclosure);
  await accept.click();
  await item.getByText(accepted).waitFor({ timeout: 20_000 });
}

test('an administrator adds a rule for another biomarker; the member opens an out-of-range demo result, accepts what the seeded rule and the new one suggest, and finds both actions in their programmes', async () => {
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const search = await api<{ items: { id: string }[] }>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=organizations&code=demo-clinic`);
  const organisation = search.items[0]!;

  const admin = await newPage(journey.browser, baseUrl);
  await signIn(admin.page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  await admin.page.goto(`/admin/classes/organizations/${organisation.id}`);
  const panel = admin.page.getByRole('region', { name: 'Result rules' });
  // The seeded rule is listed in words.
  await panel.getByText('Triglycerides 200 mg/dL or more').waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(admin.page, 'main');
  await panel.getByRole('button', { name: 'Add a result rule' }).click();
  const form = panel.getByRole('form', { name: 'New result rule' });
  // Nothing chosen: the form says what is missing.
  await form.getByRole('button', { name: 'Save result rule' }).click();
  await form.getByText('Choose at least one: an action, a notification or a telehealth visit').waitFor();
  await form.getByLabel('Name', { exact: true }).fill('TSH above the usual range');
  await form.getByLabel('Biomarker').selectOption({ label: 'TSH (mIU/L)' });
  await form.getByLabel('When the result is').selectOption({ label: 'more than' });
  await form.getByLabel('Value', { exact: true }).fill('4.5');
  await form.getByText('In the biomarker’s unit: mIU/L').waitFor();
  await form.getByLabel('Give them this programme action').selectOption({ label: 'Ask your doctor about your thyroid (Thyroid Care)' });
  await form.getByLabel('Send them this notification').fill('Your care team suggests a thyroid follow-up.');
  await expectNoAxeViolations(admin.page, 'main');
  await form.getByRole('button', { name: 'Save result rule' }).click();
  await panel.getByText('The result rule is saved.').waitFor({ timeout: 20_000 });
  await panel.getByText('TSH more than 4.5 mIU/L').waitFor();
  expect(admin.errors).toEqual([]);

  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  // Through the app (no reload): the private key unlocked at sign-in opens the report.
  await page.getByRole('link', { name: 'Testing center' }).click();
  await page.getByRole('table', { name: 'Your test kits' }).waitFor();
  await page.getByRole('row').filter({ hasText: 'SPT-DEMO0001' }).getByRole('link', { name: 'Results Ready' }).click();
  await page.waitForURL('**/client/testing-center/SPT-DEMO0001');
  await suggestion(page, 'High triglycerides').waitFor({ timeout: 60_000 });
  await suggestion(page, 'TSH above the usual range').waitFor();
  expect(await suggestion(page, 'High triglycerides').textContent()).toContain('Triglycerides 428 mg/dL');
  await expectNoAxeViolations(page, 'main');

  await accept(
    page,
    'High triglycerides',
    'Your result itself stays encrypted: we never see it. But if you accept or dismiss this suggestion, we will know that your Triglycerides result was 200 mg/dL or more.',
    '“Review your triglycerides with a coach” is now in your Heart Health programme.',
  );
  await suggestion(page, 'High triglycerides').getByRole('link', { name: 'Book a telehealth visit' }).waitFor();
  await accept(
    page,
    'TSH above the usual range',
    'Your result itself stays encrypted: we never see it. But if you accept or dismiss this suggestion, we will know that your TSH result was more than 4.5 mIU/L.',
    '“Ask your doctor about your thyroid” is now in your Thyroid Care programme.',
  );
  await expectNoAxeViolations(page, 'main');

  await page.goto('/client/home');
  const progress = page.getByRole('region', { name: 'Program Progress' });
  await progress.getByRole('article', { name: 'Heart Health' }).getByText('Review your triglycerides with a coach', { exact: true }).waitFor({ timeout: 30_000 });
  await progress.getByRole('article', { name: 'Thyroid Care' }).getByText('Ask your doctor about your thyroid', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'main');
  expect(errors).toEqual([]);
});

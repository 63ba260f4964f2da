// The member's agreements and consents (docs/decisions/0097-consent-record-and-withdrawal.md): a new
// member in a programme whose agreement is required reads every answer on /client/consents (from
// the profile), gives and then withdraws the optional research consent (what follows said first), then the
// programme's agreement, which takes them out of the programme; at 375 px, axe-core on each view.
import { expect, inject, test } from 'vitest';
import { routes, type AccountResponse, type ClassRecordResponse, type EnrollmentInfoResponse } from '@healthdeck/contract';
import { apiAccessToken, DEMO_ADMIN, registerAccount } from '../support/accounts';
import { apiAt } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { journeyBrowser, newPage } from '../support/browser';
import { uniqueEmail } from '../support/outbox';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);

test('a member withdraws an optional consent, then a programme agreement, which takes them out of the programme', async () => {
  const stamp = Date.now().toString(36);
  const email = uniqueEmail('consents');
  const password = 'Willow-Harbour-Quill-7';
  await registerAccount(baseUrl, email, password);
  const memberToken = await apiAccessToken(baseUrl, email, password);
  const memberId = (await api<AccountResponse>(memberToken, 'GET', routes.account.path)).user.id;
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const programme = await api<ClassRecordResponse>(adminToken, 'POST', routes.adminAdd.path, { classkey: 'programs', data: { name: `Heart Health ${stamp}`, code: `heart-${stamp}` } });
  const agreementTitle = `Heart Health consent ${stamp}`;
  await api(adminToken, 'POST', routes.adminAdd.path, {
    classkey: 'legalagreements',
    data: { title: agreementTitle, required: 1, programs: JSON.stringify([programme.id]), content: '<p>Your heart readings are shared with the programme coach.</p>' },
  });
  await api(adminToken, 'POST', routes.linkUserProgram.path, { program_id: programme.id, user_id: memberId });

  const { page, errors } = await newPage(journey.browser, baseUrl);
  await page.setViewportSize({ width: 375, height: 800 });
  // Onboarding accepts the required agreements (the programme's among them); research is accepted here too.
  await signIn(page, { email, password });
  await page.goto('/client/profile');
  await page.getByRole('link', { name: 'Review your agreements' }).click();
  await page.waitForURL('**/client/consents');
  await page.getByRole('heading', { level: 1, name: 'Agreements and consents' }).waitFor();
  const card = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }) });
  const research = card('Research participation');
  // Onboarding recorded the optional one as declined.
  await research.getByText(/^Declined on .+ \(version 1\)$/).waitFor();
  await research.getByRole('button', { name: 'Give consent' }).click();
  await page.getByRole('status').filter({ hasText: 'You accepted “Research participation”.' }).waitFor();
  await expect.poll(() => research.getByText(/^Accepted on .+ \(version 1\)$/).count()).toBe(1);
  expect(await card('Terms of Use').getByText('This agreement cannot be withdrawn while you have an account.').isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '/client/consents at 375 px');

  // The optional consent: what follows is said first; the member keeps it, then withdraws it.
  await research.getByRole('button', { name: 'Withdraw consent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw “Research participation”?' });
  await dialog.getByText(/recorded as withdrawn from now on/).waitFor();
  await expectNoAxeViolations(page, 'withdrawal explained');
  await dialog.getByRole('button', { name: 'Keep my consent' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await research.getByRole('button', { name: 'Withdraw consent' }).click();
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'You withdrew your consent to “Research participation”.' }).waitFor();
  await research.getByText('Your 3 answers').click();
  expect(await research.getByRole('listitem').allTextContents()).toEqual([
    expect.stringMatching(/: Declined version 1$/),
    expect.stringMatching(/: Accepted version 1$/),
    expect.stringMatching(/: Declined version 1$/),
  ]);
  expect(await research.getByRole('button', { name: 'Give consent' }).isVisible()).toBe(true);

  // The programme's required agreement: withdrawing it names the programme it leaves.
  const heart = card(agreementTitle);
  await heart.getByRole('button', { name: 'Withdraw consent' }).click();
  const leave = page.getByRole('dialog', { name: `Withdraw “${agreementTitle}”?` });
  await leave.getByText(`This agreement is required for Heart Health ${stamp}. Withdrawing it takes you out of that programme`, { exact: false }).waitFor();
  await leave.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `You left Heart Health ${stamp}.` })
    .waitFor();
  await heart.getByText('No longer applies to you').waitFor();
  await expectNoAxeViolations(page, '/client/consents after leaving the programme');

  // The server agrees: no longer in the programme, nothing pending.
  const info = await api<EnrollmentInfoResponse>(await apiAccessToken(baseUrl, email, password), 'GET', routes.enrollmentInfo.path);
  expect(info.enrollment.programs.map((p) => p.id)).not.toContain(programme.id);
  expect(errors).toEqual([]);
});

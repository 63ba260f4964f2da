// Processes (spec 000 §3.1 processes, spec 001 §4 triggered process): an administrator builds a
// "welcome bonus" process in the process editor from the step catalogue (award 10 stars, enrol in a
// programme, notify), attaches it to a call-to-action of the demo member's programme, and the member
// clicks it: without a reload the notification count rises, the new programme's card appears and
// the rewards page shows ten more stars. The run is then in the admin's Process runs, every step
// done. axe-core on the editor, the runs list and the member's pages. Each run makes its own
// programme, process and action and deletes the programme and the action after.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type AdminSearchResponse, type ClassRecordResponse, type EligibleRewardsResponse, type NotificationsUnreadResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Client' });
const programCards = (page: Page) => page.getByRole('region', { name: 'Program Progress' });
// The header's bell says the unread count, and only "Notifications" when there is none: the journeys
// share the demo member, whom an earlier journey (member-shell) leaves with every notification read.
const bellName = /^Notifications(?:, (\d+) unread)?$/;
const bell = (page: Page) => page.getByRole('button', { name: bellName });
const unread = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))?.match(bellName)?.[1] ?? 0);
const bellSays = (count: number) => (count === 0 ? 'Notifications' : `Notifications, ${count} unread`);

test('an admin builds a welcome bonus process and attaches it to a call-to-action; the member clicks it and sees the stars, the programme and the notification', async () => {
  // The journeys' server gives access tokens a few seconds of life: each call signs in afresh.
  const adminToken = () => apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now();
  const programmeName = `Welcome club ${stamp}`;
  const processCode = `welcome_bonus_${stamp}`;
  const ctaText = `Claim my welcome bonus ${stamp}`;
  const actionName = `Welcome bonus ${stamp}`;
  const welcome = await api<ClassRecordResponse>(await adminToken(), 'POST', routes.adminAdd.path, { classkey: 'programs', data: { name: programmeName, code: `welcome_club_${stamp}` } });
  const programmes = await api<AdminSearchResponse>(await adminToken(), 'GET', `${routes.adminSearch.path}?classkey=programs&take=100`);
  const pregnancy = programmes.items.find((p) => p.data.name === 'Healthy Pregnancy');
  if (!pregnancy) throw new Error('the demo member needs the Healthy Pregnancy programme');
  let actionId: string | null = null;

  try {
    // The administrator builds the process in the editor.
    const admin = await newPage(journey.browser, baseUrl);
    await signIn(admin.page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
    await admin.page.goto('/admin/classes/processes/new');
    await admin.page.getByRole('heading', { level: 1, name: 'New process' }).waitFor({ timeout: 15_000 });
    await admin.page.getByLabel('Code', { exact: true }).fill(processCode);
    await admin.page.getByLabel('Name', { exact: true }).fill('Welcome bonus');
    const addStep = async (kind: string) => {
      await admin.page.getByLabel('Step to add', { exact: true }).selectOption({ label: kind });
      await admin.page.getByRole('button', { name: 'Add step' }).click();
    };
    await addStep('Award stars');
    const stars = admin.page.getByRole('group', { name: 'Step 1: Award stars' });
    await stars.getByLabel('Stars', { exact: true }).fill('10');
    await addStep('Enrol in a programme');
    await admin.page.getByRole('group', { name: 'Step 2: Enrol in a programme' }).getByLabel('Programme', { exact: true }).selectOption({ label: programmeName });
    await addStep('Send a notification');
    const notify = admin.page.getByRole('group', { name: 'Step 3: Send a notification' });
    await notify.getByLabel('Title', { exact: true }).fill(`Welcome bonus ${stamp}: 10 stars`);
    await notify.getByLabel('Text', { exact: true }).fill('Your welcome bonus is in.');
    await expectNoAxeViolations(admin.page, 'process editor with three steps');
    await admin.page.getByRole('button', { name: 'Save process' }).click();
    await admin.page.getByText('Process “Welcome bonus” created.').waitFor({ timeout: 15_000 });
    await admin.page.getByRole('heading', { level: 1, name: 'Process: Welcome bonus' }).waitFor();

    // The call-to-action: an action of the member's programme whose type is triggered process.
    const action = await api<ClassRecordResponse>(await adminToken(), 'POST', routes.adminAdd.path, {
      classkey: 'action',
      data: {
        code: `welcome_bonus_${stamp}`,
        name: actionName,
        program_id: pregnancy.id,
        order: 0,
        completion_type: 'triggered_process',
        cta_triggered_process_code: processCode,
        cta_type: 'button',
        cta_text: ctaText,
        cta_completed_text: 'Bonus claimed',
      },
    });
    actionId = action.id;

    // The member clicks it.
    const memberToken = await apiAccessToken(baseUrl, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const before = await api<EligibleRewardsResponse>(memberToken, 'GET', routes.rewardsEligible.path);
    const unreadBefore = (await api<NotificationsUnreadResponse>(memberToken, 'GET', routes.notificationsUnread.path)).unread_count;
    const member = await newPage(journey.browser, baseUrl);
    await signIn(member.page, DEMO_MEMBER);
    // The bell says no count until its first answer: wait for the count the server holds.
    await member.page.getByRole('button', { name: bellSays(unreadBefore), exact: true }).waitFor({ timeout: 20_000 });
    const card = programCards(member.page).getByRole('article', { name: 'Healthy Pregnancy' });
    await card.waitFor({ timeout: 20_000 });
    expect(await programCards(member.page).getByRole('article', { name: programmeName }).count()).toBe(0);
    await card.getByRole('button', { name: `Show details: ${actionName}` }).click();
    await card.getByRole('button', { name: ctaText }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Bonus claimed' }).isDisabled(), { timeout: 10_000 }).toBe(true);

    // Without a reload: the notification, the new programme's card, then the stars.
    await expect.poll(() => unread(member.page), { timeout: 30_000 }).toBe(unreadBefore + 1);
    await programCards(member.page).getByRole('article', { name: programmeName }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(member.page, 'home after the welcome bonus');
    await sidebar(member.page).getByRole('link', { name: 'Rewards', exact: true }).click();
    await member.page.waitForURL('**/client/rewards');
    await expect.poll(() => member.page.getByTestId('star-balance').textContent(), { timeout: 20_000 }).toBe(`${before.star_balance + 10} stars`);
    await expectNoAxeViolations(member.page, 'rewards after the welcome bonus');

    // The administrator sees the run, every step done.
    await admin.page.goto(`/admin/process-runs?process=${processCode}`);
    const run = admin.page.getByRole('listitem').filter({ hasText: `Welcome bonus · ${DEMO_MEMBER.email}` });
    await run.waitFor({ timeout: 15_000 });
    await expect.poll(() => run.textContent()).toContain('Status: Done');
    expect(await run.getByText(/— Done \(Attempts: 1\)/).count()).toBe(3);
    await expectNoAxeViolations(admin.page, 'process runs');
    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  } finally {
    if (actionId) await api(await adminToken(), 'POST', routes.adminDelete.path, { classkey: 'action', id: actionId });
    await api(await adminToken(), 'POST', routes.adminDelete.path, { classkey: 'programs', id: welcome.id });
  }
}, 180_000);

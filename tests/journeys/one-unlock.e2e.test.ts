// One unlock per browser session (docs/decisions/0101-one-unlock-per-session.md): the demo member
// signs in and opens every sealed screen through the app (testing center, a kit's results, vitals
// history, the HRA, appointments, health actions' three tabs, the home's scan and vitals) and
// registers a kit: no screen asks for the password. After a reload every sealed screen is locked
// alike; the password entered once opens them all. After sign-out nothing sealed shows, none asks,
// and this browser keeps no key. axe runs on the locked state.
import { afterAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type KitsResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { showEveryWidget } from '../support/page-widgets';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
const journey = journeyBrowser();
const REGISTERED_KIT = 'AUR-DEMO1000';

afterAll(async () => {
  // The kit registered here goes back to the pool, so the journey (and the seed's tests) can run again.
  const token = await apiAccessToken(baseUrl, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const { kits } = await api<KitsResponse>(token, 'GET', routes.clientKits.path);
  const kit = kits.find((k) => k.kit_id === REGISTERED_KIT);
  if (kit) await api(token, 'POST', routes.kitUnregister.path, { id: kit.id });
});

/** Moves within the app as its links do (no page load), so what is in memory stays. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** Every locked state on the page (the password form, or its placeholder while it loads). */
const lockedStates = (page: Page) => page.locator('form.hd-unlock, .hd-unlock-pending');

/** The screen has read what it reads, and shows no locked state. */
async function expectNothingLocked(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await lockedStates(page).count(), `${screen} shows a locked state`).toBe(0);
  expect(await page.getByLabel('Password', { exact: true }).count(), `${screen} asks for a password`).toBe(0);
}

/** The sealed screens and what each shows once open. */
const screens: { path: string; open: (page: Page) => Promise<void> }[] = [
  {
    path: '/client/testing-center',
    open: (page) => page.getByRole('row').filter({ hasText: 'SPT-DEMO0001' }).getByRole('link', { name: 'Results Ready' }).waitFor({ timeout: 30_000 }),
  },
  {
    path: '/client/testing-center/SPT-DEMO0001',
    open: (page) => page.getByRole('region', { name: 'Biomarkers' }).getByRole('listitem').first().waitFor({ timeout: 60_000 }),
  },
  {
    path: '/client/vitals/history',
    open: (page) =>
      page
        .getByText(/\d+ bpm/)
        .first()
        .waitFor({ timeout: 30_000 }),
  },
  { path: '/client/hra-form', open: (page) => page.getByRole('heading').first().waitFor({ timeout: 30_000 }) },
  { path: '/client/appointments', open: (page) => page.getByRole('heading').first().waitFor({ timeout: 30_000 }) },
  {
    path: '/client/health-actions',
    open: async (page) => {
      const widget = page.getByRole('region', { name: 'Health actions' });
      for (const tab of ['Medications', 'Health issues', 'Allergies']) {
        await widget.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        expect(await lockedStates(page).count(), `the ${tab} tab shows a locked state`).toBe(0);
      }
      await widget.getByRole('list', { name: 'Allergies' }).getByText('Peanuts').waitFor({ timeout: 30_000 });
    },
  },
  {
    path: '/client/home',
    open: async (page) => {
      await showEveryWidget(page);
      await page.getByRole('region', { name: '3D Body Scan' }).getByRole('heading', { name: 'Your last scan' }).waitFor({ timeout: 30_000 });
      await page.getByRole('region', { name: 'Virtual Vitals' }).getByRole('heading', { name: 'Your last vitals' }).waitFor({ timeout: 30_000 });
    },
  },
];

async function openEverySealedScreen(page: Page): Promise<void> {
  for (const screen of screens) {
    await goInApp(page, screen.path);
    await screen.open(page);
    await expectNothingLocked(page, screen.path);
  }
}

test('signed in, every sealed screen opens without asking; after a reload one unlock opens them all; after sign-out none shows', { timeout: 360_000 }, async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  await openEverySealedScreen(page);

  // Registering a kit keeps the session's keys: the list it returns to is open.
  await goInApp(page, '/client/testing-center/register');
  await page.getByRole('textbox', { name: 'Kit ID' }).fill(REGISTERED_KIT);
  await page.getByRole('button', { name: 'Register kit' }).click();
  await page.waitForURL('**/client/testing-center', { timeout: 20_000 });
  await page.getByRole('row').filter({ hasText: REGISTERED_KIT }).waitFor({ timeout: 20_000 });
  await screens[0]!.open(page);
  await expectNothingLocked(page, 'the testing center after registering a kit');

  // A reload keeps the session, not its keys: every sealed screen is locked alike until one unlock.
  await page.reload();
  await goInApp(page, '/client/health-actions');
  const locked = page.getByRole('form', { name: /Your health records are locked/ });
  await page.getByRole('region', { name: 'Health actions' }).getByRole('tab', { name: 'Allergies' }).click();
  await locked.waitFor({ timeout: 30_000 });
  expect(await page.getByRole('region', { name: 'Health actions' }).getByText('Peanuts').count()).toBe(0);
  // The member sees how long an unlock lasts.
  await locked.getByText('One unlock opens all your records until you sign out. They lock again after 15 minutes without activity.').waitFor();
  await expectNoAxeViolations(page, 'main');
  for (const path of ['/client/testing-center/SPT-DEMO0001', '/client/home']) {
    await goInApp(page, path);
    if (path === '/client/home') await showEveryWidget(page);
    await lockedStates(page).first().waitFor({ timeout: 30_000 });
  }
  await goInApp(page, '/client/health-actions');
  await page.getByRole('region', { name: 'Health actions' }).getByRole('tab', { name: 'Allergies' }).click();
  await locked.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await locked.waitFor({ state: 'detached', timeout: 60_000 });
  await openEverySealedScreen(page);

  // Sign-out: the sealed screens send to sign-in, nothing sealed shows or asks, no key is kept.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in', { timeout: 20_000 });
  for (const { path } of screens) {
    await page.goto(path);
    await page.waitForURL('**/sign-in', { timeout: 20_000 });
    expect(await lockedStates(page).count()).toBe(0);
    expect(await page.getByText('Peanuts').count()).toBe(0);
  }
  const keptKeys = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('healthdeck-keys', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('keys');
        request.onsuccess = () => {
          const count = request.result.transaction('keys').objectStore('keys').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        request.onerror = () => reject(request.error);
      }),
  );
  expect(keptKeys).toBe(0);
  expect(errors).toEqual([]);
});

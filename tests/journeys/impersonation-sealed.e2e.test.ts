// Staff acting as a member see what the member sees, sealed records included
// (docs/decisions/0106-impersonation-unlock.md): the demo member seals a medication with a dosage
// of this run's own; the demo admin logs in as the member, meets the one locked state asking for
// their own staff password (not the member's), unlocks once, and reads the medication as the member
// does; the member's access log then lists that the admin opened their sealed records. axe-core on
// every page visited.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openFromSidebar } from '../support/sidebar';

const baseUrl = inject('baseUrl');
let browser: Browser;
const dosage = `${Math.floor(Math.random() * 900) + 100} mg with breakfast`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the admin, logged in as the demo member, unlocks once with the staff password, reads a medication the member sealed, and the member sees the open in the access log', async () => {
  // The member seals a medication in their own browser.
  const own = await newPage(browser, baseUrl);
  await signIn(own.page, DEMO_MEMBER);
  // By the sidebar, not by URL: a reload would lock the member's keys (one unlock per session).
  await openFromSidebar(own.page, 'Health actions');
  await own.page.waitForURL('**/client/health-actions');
  const widget = own.page.getByRole('region', { name: 'Health actions' });
  await widget.getByRole('tab', { name: 'Medications' }).click({ timeout: 30_000 });
  await widget.getByRole('button', { name: 'Add a medication' }).click();
  const form = widget.getByRole('form', { name: 'Add a medication' });
  await form.getByLabel('Medication', { exact: true }).selectOption({ label: 'Metformin (500 mg tablet)' });
  await form.getByLabel('Dosage', { exact: true }).fill(dosage);
  await form.getByRole('button', { name: 'Save medication' }).click();
  await widget.getByRole('status').filter({ hasText: 'Metformin saved.' }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(own.page, '/client/health-actions as the member');

  // The admin logs in as the member.
  const staff = await newPage(browser, baseUrl);
  const page = staff.page;
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Search users').fill(DEMO_MEMBER.email);
  const loginAs = page.getByRole('button', { name: `Login as user ${DEMO_MEMBER.email}` });
  await loginAs.waitFor({ timeout: 20_000 });
  await loginAs.click();
  await page.waitForURL('**/client/home', { timeout: 30_000 });
  await page.getByText(/^Logged in as: /).waitFor({ timeout: 20_000 });

  // The one locked state asks for the staff member's own password.
  await page.goto('/client/health-actions');
  const acting = page.getByRole('region', { name: 'Health actions' });
  await acting.getByRole('tab', { name: 'Medications' }).click({ timeout: 30_000 });
  const locked = page.getByRole('region', { name: /sealed records$/ }).first();
  await locked.waitFor({ timeout: 20_000 });
  expect(await locked.textContent()).toContain("Type your own staff password, not the member's");
  await expectNoAxeViolations(page, '/client/health-actions locked, acting as the member');
  await locked.getByLabel('Your staff password').fill(DEMO_ADMIN.password);
  await locked.getByRole('button', { name: 'Open as staff' }).click();

  // Opened as the member sees it.
  const current = acting.getByRole('list', { name: 'Current medications' });
  await current.getByText(dosage, { exact: false }).waitFor({ timeout: 60_000 });
  expect(await page.getByLabel('Your staff password').count()).toBe(0);
  await expectNoAxeViolations(page, '/client/health-actions opened, acting as the member');
  expect(staff.errors).toEqual([]);

  // The member's access log lists the open under the admin.
  await own.page.goto('/client/profile');
  const log = own.page.getByRole('region', { name: 'Access to your account' });
  const opened = log.getByRole('row').filter({ hasText: 'Opened your sealed records while signed in as you' });
  await opened.first().waitFor({ timeout: 20_000 });
  expect(await opened.first().getByRole('cell').nth(1).textContent()).toBe(DEMO_ADMIN.email);
  await expectNoAxeViolations(own.page, '/client/profile with the access log');
  expect(own.errors).toEqual([]);
});

// Testing center journeys (spec 001 §2, §4, §9): a member with no kit is sent to the register page
// and registers one; the Spot sandbox lab then advances it from registered to resulted, and the
// member opens it from 'Results Ready', unlocks the report with their password and downloads the
// PDF. The demo member opens a seeded resulted kit the same way (and the completed 3D body scan,
// whose results file is its measurement), and on a 375 px phone sees each
// kit's name and status without scrolling the table sideways. axe runs on every page visited.
import { readFile } from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type AdminKitsResponse, type KitsResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, registerAccount, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
const journey = journeyBrowser();

/** The kit's row of the testing center table. */
const kitRow = (page: Page, kitId: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: kitId, exact: true }) });

/**
 * From the table: 'Results Ready' → result page → (after a reload, unlock with the password) →
 * biomarkers → the PDF. `password` null: the key unlocked at sign-in is still in memory, no prompt.
 */
async function openAndDownload(page: Page, kitId: string, password: string | null) {
  const results = kitRow(page, kitId).getByRole('link', { name: 'Results Ready' });
  await results.waitFor({ timeout: 20_000 });
  await results.click();
  await page.waitForURL(`**/client/testing-center/${kitId}`);
  const locked = page.getByRole('form', { name: /Your results are locked/ });
  if (password !== null) {
    await locked.waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'main');
    await locked.getByLabel('Password').fill(password);
    await locked.getByRole('button', { name: 'Unlock' }).click();
  }
  const biomarkers = page.getByRole('region', { name: 'Biomarkers' });
  await biomarkers.waitFor({ timeout: 60_000 });
  expect(await biomarkers.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await biomarkers.getByText(/^(High|Normal|Low)$/).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'main');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`${kitId}\\.pdf$`));
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

test('a member with no kit registers one; the sandbox lab advances it to resulted; the member opens it from Results Ready and downloads the PDF', async () => {
  const email = `kits-${Date.now()}@example.test`;
  const password = 'Kits-Journey-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, { email, password }); // the first sign-in makes the member's keys in the browser

  await page.getByRole('link', { name: 'Testing center' }).click();
  // No kit: the testing center sends the member to the register page.
  await page.waitForURL('**/client/testing-center/register', { timeout: 20_000 });
  const field = page.getByRole('textbox', { name: 'Kit ID' });
  await field.waitFor();
  await expectNoAxeViolations(page, 'main');
  await field.fill('SPT-NOT-A-KIT');
  await page.getByRole('button', { name: 'Check kit ID' }).click();
  await page.getByText('We could not find a kit with this ID. Check the ID printed on your kit.').waitFor();
  await field.fill('SPT-DEMO1000');
  await page.getByRole('button', { name: 'Register kit' }).click();
  await page.waitForURL('**/client/testing-center', { timeout: 20_000 });
  const row = kitRow(page, 'SPT-DEMO1000');
  await row.getByRole('button', { name: 'Partially Completed' }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'main');

  // The member confirms the kit; the sandbox lab then moves it one status per admin advance.
  await page.getByRole('button', { name: 'Confirm kit' }).click();
  await row.getByRole('button', { name: 'Partially Completed' }).waitFor({ state: 'detached', timeout: 20_000 });
  const memberToken = await apiAccessToken(baseUrl, email, password);
  const kits = await api<KitsResponse>(memberToken, 'GET', routes.clientKits.path);
  const kit = kits.kits.find((k) => k.kit_id === 'SPT-DEMO1000')!;
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const seen: string[] = [];
  for (let i = 0; i < 10 && seen.at(-1) !== 'Resulted'; i += 1) {
    const { kit: synced } = await api<{ kit: AdminKitsResponse['kits'][number] }>(adminToken, 'PATCH', `/api/admin/sync-kit/${kit.id}`, { advance: true });
    seen.push(synced.details_status);
  }
  expect(seen).toContain('In Transit');
  expect(seen.at(-1)).toBe('Resulted');

  await page.reload();
  await openAndDownload(page, 'SPT-DEMO1000', password);
  expect(errors).toEqual([]);
});

test("the demo member opens a resulted Spot kit from 'Results Ready' and downloads its PDF", async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  // Through the app (no reload): the private key unlocked at sign-in is still in memory.
  await page.getByRole('link', { name: 'Testing center' }).click();
  await page.getByRole('table', { name: 'Your test kits' }).waitFor();
  await kitRow(page, 'SPT-DEMO0001').waitFor({ timeout: 20_000 });
  expect(await page.getByText(/^Page \d+ of \d+$/).isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'main');
  await openAndDownload(page, 'SPT-DEMO0001', null);
  expect(await page.getByRole('form', { name: /Your results are locked/ }).count()).toBe(0);
  // The sandbox lab made these results up: the page says so (docs/decisions/0090-sandboxes-say-so.md).
  expect(await page.getByRole('note').filter({ hasText: 'Demo data Made up by a test version of the Spot lab; not real health information.' }).count()).toBe(1);
  expect(errors).toEqual([]);
});

test("the demo member opens the completed 3D body scan from 'Results Ready' and downloads its results: the scan's measurement as a PDF", async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  await page.getByRole('link', { name: 'Testing center' }).click();
  const results = kitRow(page, 'SCN-DEMO0001').getByRole('link', { name: 'Results Ready' });
  await results.waitFor({ timeout: 20_000 });
  await results.click();
  await page.waitForURL('**/client/testing-center/SCN-DEMO0001');
  await page.getByText('Chest', { exact: true }).waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'main');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Body_Scan_Results_SCN-DEMO0001.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(errors).toEqual([]);
});

test("on a 375 px phone each kit's name and status show without scrolling the table sideways", async () => {
  const context = await journey.browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, DEMO_MEMBER);
  await page.goto('/client/testing-center');
  const table = page.getByRole('table', { name: 'Your test kits' });
  await kitRow(page, 'SPT-DEMO0001').getByRole('link', { name: 'Results Ready' }).waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of await rows.all()) {
    // The test's name and its status, each cell and the link or button in it whole, inside the phone's width.
    for (const cell of (await row.getByRole('cell').all()).slice(0, 2)) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const control = cell.locator('a, button').first();
      const controlBox = (await control.boundingBox())!;
      expect(controlBox.x + controlBox.width).toBeLessThanOrEqual(box.x + box.width);
      // Its text is not cut short inside it either.
      expect(await control.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
  }
  await expectNoAxeViolations(page, 'main');
  expect(errors).toEqual([]);
  await context.close();
});

// Health actions and records, activity and program results (spec 000 §3.4, §7.6, §8), as a
// freshly registered member reaches them from the sidebar: a medication added with a daily schedule
// and logged; an allergy refused with 'Allergy not found' (the catalogue record was withdrawn after
// the list loaded; the browser checks it, the choice being sealed), then saved; the
// records sealed in the browser (the server holds ciphertext) and opened again after a reload by one
// unlock; the demo member's seeded allergy, sealed by the server to their public key, opened at
// sign-in and re-sealed under the data key; after a reload, re-sealed or sealed to their key again,
// locked until the password is entered once (docs/decisions/0101-one-unlock-per-session.md)
// (docs/decisions/0034-server-sealed-records-resealed.md); the day's water and a screen event on the activity timeline;
// the results emailed and result.pdf downloaded and opened as a PDF. axe runs on every page; each page
// also holds at 375 px (nothing wider than the viewport).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptForMember } from '@healthdeck/crypto';
import {
  routes,
  type AccountResponse,
  type ClassRecordResponse,
  type CurrentAllergiesResponse,
  type CurrentMedicationsResponse,
  type HealthRecordsCatalogueResponse,
} from '@healthdeck/contract';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, apiAccessToken, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail, waitForEmail } from '../support/outbox';
import { openFromSidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';
import { ACCESS_TOKEN_TTL_SECONDS } from '../support/global-setup';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const password = 'Records-Journey-2026!';
let browser: Browser;
let member: { email: string };
const journeyAllergyIds: string[] = [];

/** A JSON call to the server with a bearer token. */
const api = apiAt(baseUrl);

beforeAll(async () => {
  browser = await launchBrowser();
  member = { email: uniqueEmail('records') };
  await registerAccount(baseUrl, member.email, password);
});
afterAll(async () => {
  const adminToken = await adminTokenNow().catch(() => '');
  for (const id of journeyAllergyIds) await api(adminToken, 'POST', routes.adminDelete.path, { classkey: 'allergies', id }).catch(() => {});
  await browser?.close();
});

/** A fresh API token of the demo administrator (access tokens are short-lived). */
const adminTokenNow = () => apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);

/** A fresh API token of the member (setting keys at the first browser sign-in ends earlier sessions). */
const memberToken = () => apiAccessToken(baseUrl, member.email, password);

/** Signs the member in at 375 px wide and opens a sidebar page by its title. */
async function openPage(title: string, slug: string): Promise<Page> {
  const { page } = await newPage(browser, baseUrl);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, { email: member.email, password });
  await openFromSidebar(page, title);
  await page.waitForURL(`**/client/${slug}`);
  return page;
}

/** Nothing on the page is wider than the 375 px viewport. */
async function expectFitsNarrowScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a medication added with a daily schedule and logged (sealed); an allergy refused with ‘Allergy not found’, then saved', async () => {
  const page = await openPage('Health actions', 'health-actions');
  const widget = page.getByRole('region', { name: 'Health actions' });
  await widget.getByText('You have no health actions yet. Your care team adds them to your programme.').waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'health actions');
  await expectFitsNarrowScreen(page);

  // Medications: add Metformin taken daily at 08:00 and 20:00.
  await widget.getByRole('tab', { name: 'Medications' }).click();
  await widget.getByText('You have not added any medications.').waitFor();
  await widget.getByRole('button', { name: 'Add a medication' }).click();
  const medicationForm = widget.getByRole('form', { name: 'Add a medication' });
  await medicationForm.getByLabel('Medication', { exact: true }).selectOption({ label: 'Metformin (500 mg tablet)' });
  await medicationForm.getByText('HUMAN PRESCRIPTION DRUG').waitFor();
  await medicationForm.getByLabel('Dosage', { exact: true }).fill('1 tablet');
  expect(await medicationForm.getByRole('radio', { name: 'Daily' }).isChecked()).toBe(true);
  await medicationForm.getByRole('button', { name: 'Add a time' }).click();
  await medicationForm.getByLabel('Time 2', { exact: true }).fill('20:00');
  await expectNoAxeViolations(page, 'medication form');
  await expectFitsNarrowScreen(page);
  await medicationForm.getByRole('button', { name: 'Save medication' }).click();
  await widget.getByRole('status').filter({ hasText: 'Metformin saved.' }).waitFor();
  const current = widget.getByRole('list', { name: 'Current medications' });
  await current.getByText('Daily at 08:00, 20:00').waitFor();
  await current.getByText('HUMAN PRESCRIPTION DRUG').waitFor();
  await widget.getByRole('list', { name: 'Medications log' }).getByText('Added: Metformin').waitFor();
  const saved = await api<CurrentMedicationsResponse>(await memberToken(), 'GET', routes.currentMedications.path);
  // Sealed in the browser: the server holds the schedule and ciphertext, never the medication.
  expect(saved.medications.map((m) => [m.recurrence, m.times])).toEqual([['daily', ['08:00', '20:00']]]);
  expect(saved.medications[0]!.encrypted_data).toMatch(/^hd1\./);
  expect(JSON.stringify(saved)).not.toMatch(/Metformin|1 tablet/);
  await expectNoAxeViolations(page, 'medications');

  // Allergies: an administrator withdraws the allergy the member picked after their list loaded.
  const name = `Journey allergen ${Date.now()}`;
  const adminToken = await adminTokenNow();
  const allergy = await api<ClassRecordResponse>(adminToken, 'POST', routes.adminAdd.path, { classkey: 'allergies', data: { name, category: 'other' } });
  journeyAllergyIds.push(allergy.id);
  await widget.getByRole('tab', { name: 'Allergies' }).click();
  await widget.getByText('You have not added any allergies.').waitFor();
  await widget.getByRole('button', { name: 'Add an allergy' }).click();
  const allergyForm = widget.getByRole('form', { name: 'Add an allergy' });
  const choice = allergyForm.getByLabel('Allergy', { exact: true });
  await choice.selectOption({ label: `${name} (Other)` });
  await allergyForm.getByRole('radio', { name: 'Moderate' }).check();
  await api(await adminTokenNow(), 'POST', routes.adminSet.path, { classkey: 'allergies', id: allergy.id, data: { is_active: false } });
  await allergyForm.getByRole('button', { name: 'Save allergy' }).click();
  await allergyForm.getByRole('alert').filter({ hasText: 'Allergy not found' }).waitFor();
  await expectNoAxeViolations(page, 'allergy refused');
  // The withdrawn allergy leaves the choices; the member picks another and saves.
  await expect.poll(() => choice.locator('option', { hasText: name }).count()).toBe(0);
  await choice.selectOption({ label: 'Peanuts (Food)' });
  await allergyForm.getByLabel('Reaction (optional)', { exact: true }).fill('Hives');
  await allergyForm.getByRole('button', { name: 'Save allergy' }).click();
  await widget.getByRole('status').filter({ hasText: 'Peanuts saved.' }).waitFor();
  const allergies = widget.getByRole('list', { name: 'Allergies' });
  await allergies.getByText('Severity: Moderate').waitFor();
  await allergies.getByText('Reaction: Hives').waitFor();
  await expectNoAxeViolations(page, 'allergies');
  await expectFitsNarrowScreen(page);
  // A reload keeps the session, not its keys (docs/decisions/0101-one-unlock-per-session.md): one
  // unlock, and the sealed records open again.
  await page.reload();
  await page.getByRole('region', { name: 'Health actions' }).getByRole('tab', { name: 'Allergies' }).click();
  const locked = page.getByRole('form', { name: /Your health records are locked/ });
  await locked.getByLabel('Password', { exact: true }).fill(password);
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('list', { name: 'Allergies' }).getByText('Reaction: Hives').waitFor({ timeout: 30_000 });
  await page.context().close();
});

/** An API access token of the demo member; a new one before the old may have expired (the journeys' tokens live 6 s: global-setup.ts). */
let demoSession: { token: string; since: number } | null = null;
async function demoToken(): Promise<string> {
  if (!demoSession || Date.now() - demoSession.since > (ACCESS_TOKEN_TTL_SECONDS - 2) * 1000) {
    const since = Date.now();
    demoSession = { token: await apiAccessToken(baseUrl, DEMO_MEMBER.email, DEMO_MEMBER.password), since };
  }
  return demoSession.token;
}
/** How the server holds the demo member's allergies: 'hd1.' once the browser re-sealed them, '----' (OpenPGP) before. */
const demoAllergies = async () => (await api<CurrentAllergiesResponse>(await demoToken(), 'GET', routes.currentAllergies.path)).allergies;
const heldAs = async () => (await demoAllergies()).map((a) => a.encrypted_data.slice(0, 4));

test('the demo allergy the server sealed to the member opens after sign-in and is re-sealed; after a reload one unlock opens it, re-sealed or sealed to their key again', {
  timeout: 240_000,
}, async () => {
  const { page } = await newPage(browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  await page.getByRole('navigation', { name: 'Client' }).getByRole('link', { name: 'Health actions', exact: true }).click();
  await page.waitForURL('**/client/health-actions');
  const widget = page.getByRole('region', { name: 'Health actions' });
  const peanuts = widget.getByRole('list', { name: 'Allergies' }).getByText('Peanuts');
  const locked = widget.getByRole('form', { name: /Your health records are locked/ });
  const allergiesTab = async () => {
    await widget.getByRole('tab', { name: 'Allergies' }).click();
  };
  const unlockOnce = async () => {
    await locked.waitFor({ timeout: 20_000 });
    expect(await widget.getByText('Peanuts').count()).toBe(0);
    await locked.getByLabel('Password').fill(DEMO_MEMBER.password);
    await locked.getByRole('button', { name: 'Unlock' }).click();
    await peanuts.waitFor({ timeout: 30_000 });
    expect(await locked.count()).toBe(0);
  };
  await allergiesTab();
  // The keys opened at sign-in are in memory: the seeded allergy (OpenPGP to the member's key, as
  // the demo seed and migration 0023 write them) opens, and is sent back re-sealed under the data key.
  await peanuts.waitFor({ timeout: 20_000 });
  expect(await locked.count()).toBe(0);
  await expect.poll(() => heldAs(), { timeout: 20_000 }).toEqual(['hd1.']);

  // A reload keeps the session, not its keys (docs/decisions/0101-one-unlock-per-session.md): the
  // re-sealed allergy is locked like every sealed record until one unlock.
  await page.reload();
  await allergiesTab();
  await unlockOnce();

  // The same allergy sealed to the member's public key again, as the server seals (the save takes an
  // OpenPGP message by the record's id): after the next reload the same one unlock opens it.
  const [seeded] = await demoAllergies();
  const account = await api<AccountResponse>(await demoToken(), 'GET', routes.account.path);
  const details = { allergy_id: '', name: 'Peanuts', category: 'food', severity: 'moderate', reaction: 'Hives' };
  const catalogue = await api<HealthRecordsCatalogueResponse>(await demoToken(), 'GET', routes.healthRecordsCatalogue.path);
  details.allergy_id = catalogue.allergies.find((a) => a.name === 'Peanuts')!.id;
  const serverSealed = await encryptForMember(details, account.publicKey!);
  await api(await demoToken(), 'POST', routes.saveUserAllergy.path, { id: seeded!.id, encrypted_data: serverSealed });
  expect(await heldAs()).toEqual(['----']);
  await page.reload();
  await allergiesTab();
  await locked.waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'health records locked');
  await unlockOnce();
  await expect.poll(() => heldAs(), { timeout: 20_000 }).toEqual(['hd1.']);
  await page.context().close();
});

test('the activity timeline shows the day’s water and a screen’s start event', async () => {
  const token = await memberToken();
  await api(token, 'POST', routes.hydrationIncrement.path, { ounces: 16 });
  await api(token, 'POST', routes.userFlowActivity.path, { event: 'facial_scan_started' });
  const page = await openPage('My activity', 'activity');
  const widget = page.getByRole('region', { name: 'My activity' });
  await widget.getByRole('list', { name: 'Daily logs' }).getByText('Water: 16 oz').waitFor({ timeout: 20_000 });
  await widget.getByRole('list', { name: 'Activity' }).getByText('Facial scan started').waitFor();
  await expectNoAxeViolations(page, 'activity');
  await expectFitsNarrowScreen(page);
  await page.context().close();
});

test('program results: emailed (204), and result.pdf downloaded and opened as a PDF', async () => {
  const page = await openPage('Program results', 'program-results');
  const widget = page.getByRole('region', { name: 'Program results' });
  await widget.getByRole('button', { name: 'Email me my results' }).click();
  await widget.getByRole('status').filter({ hasText: 'We emailed your results to you.' }).waitFor({ timeout: 20_000 });
  await waitForEmail(baseUrl, member.email, /programme results/i);
  await expectNoAxeViolations(page, 'program results');
  const download = page.waitForEvent('download');
  await widget.getByRole('button', { name: 'Download results (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('result.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.subarray(-6).toString()).toContain('%%EOF');
  await widget.getByRole('status').filter({ hasText: 'result.pdf downloaded.' }).waitFor();
  await expectFitsNarrowScreen(page);
  await page.context().close();
});

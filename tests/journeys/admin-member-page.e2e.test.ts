// A member's page for staff (spec 000 §7.2) against the real server: the demo admin makes the demo
// organisation's recovery key in the browser (when it has none yet); a fresh member of that
// organisation signs in (keys made in the browser, the data key wrapped to the member and to the
// organisation's recovery key) and saves a sealed EPDS section; the demo admin opens the member's
// page from the users list, simulates a medical record, opens the recovery key in the browser with
// their own password and reads the risk scores and the EPDS form (opened, both sealed in the
// member's browser) and the vitals (the simulated one is sealed to the member's own key: said so,
// not shown). The member then finds each
// read in their access log, the page's reads of their record and daily logs included. A second test imports customers
// and then orders from the server tables' upload (a file with a bad row imports nothing and lists it).
// axe-core on every page.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { deriveSecrets, sealRecord, unlockPrivateKey, unwrapDataKey } from '@healthdeck/crypto';
import { routes, type AccountResponse, type AdminSearchResponse, type LoginResponse, type PreLoginResponse } from '@healthdeck/contract';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, apiAccessToken, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
let browser: Browser;
const member = { email: uniqueEmail('member-page'), password: 'Amber-Lantern-Reef-4' };

let memberId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAccount(baseUrl, member.email, member.password);
  const token = await apiAccessToken(baseUrl, member.email, member.password);
  memberId = ((await (await fetch(baseUrl + routes.account.path, { headers: { authorization: `Bearer ${token}` } })).json()) as AccountResponse).user.id;
});
afterAll(async () => {
  await browser?.close();
});

/** The member's browser does this when they save their EPDS section: sealed under their data key. */
async function saveSealedEpds(answers: Record<string, number>) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const pre = (await (await post(routes.preLogin.path, { email: member.email })).json()) as PreLoginResponse;
  const { credential, passphrase } = await deriveSecrets(member.password, pre.keySalt, pre.kdf);
  const login = (await (await post(routes.login.path, { email: member.email, password: credential })).json()) as LoginResponse;
  const token = login.data!.accessToken;
  const account = (await (await fetch(baseUrl + routes.account.path, { headers: { authorization: `Bearer ${token}` } })).json()) as AccountResponse;
  const dataKey = await unwrapDataKey(account.encryptedDataKey!, await unlockPrivateKey(account.encrptedPrivateKey!, passphrase));
  const saved = await post(`${routes.hraSave.path}?save=epds`, { encrypted_data: await sealRecord(dataKey, answers), status: 'complete' }, token);
  expect(saved.status).toBe(200);
  // Then submits the assessment: the other sections skipped, the EPDS risk score sealed under the data key too.
  for (const kind of ['social-history', 'depression-screening', 'anxiety-screening', 'family-history']) {
    expect((await post(`${routes.hraSave.path}?save=${kind}`, { encrypted_data: null, status: 'skipped' }, token)).status).toBe(200);
  }
  const submitted = await post(routes.hraSubmit.path, { risk_scores: [{ kind: 'epds', encrypted_data: await sealRecord(dataKey, { score: 9, level: 'high' }) }] }, token);
  expect(submitted.status).toBe(200);
}

test("staff read a member's records through the organisation recovery key with their own password, and the member sees every read", async () => {
  const admin = await newPage(browser, baseUrl);
  const page = admin.page;
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));

  // The demo organisation's recovery key, made in the admin's browser (once per data folder).
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const authorised = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const organizations = (await (await fetch(`${baseUrl}${routes.adminSearch.path}?classkey=organizations&take=100`, { headers: authorised })).json()) as AdminSearchResponse;
  const demo = organizations.items.find((o) => o.data.name === 'HealthDeck Demo Clinic');
  if (!demo) throw new Error('the demo organisation is missing');
  await page.goto(`/admin/classes/organizations/${demo.id}`);
  const panel = page.getByRole('region', { name: 'Recovery key' });
  await panel
    .getByText(/^Fingerprint$|has no recovery key yet/)
    .first()
    .waitFor({ timeout: 20_000 });
  if (await panel.getByRole('button', { name: 'Create recovery key' }).isVisible()) {
    await panel.getByRole('button', { name: 'Create recovery key' }).click();
    await panel.getByText('The recovery key is made; members are added when they next sign in.').waitFor({ timeout: 120_000 });
  }
  await expectNoAxeViolations(page, '/admin/classes/organizations/:id with its recovery key');

  // The member belongs to the organisation; their first sign-in makes their keys and wraps the data key to its recovery key.
  const linked = await fetch(baseUrl + routes.linkUserOrganization.path, { method: 'POST', headers: authorised, body: JSON.stringify({ organization_id: demo.id, user_id: memberId }) });
  expect(linked.status).toBe(204);
  const own = await newPage(browser, baseUrl);
  await signIn(own.page, member);
  await saveSealedEpds({ laughed: 0, blamed_myself: 2, anxious: 3 });
  await page.goto('/admin');
  await page.getByLabel('Search users').fill(member.email);
  const open = page.getByRole('link', { name: `Open the page of ${member.email}` });
  await open.waitFor({ timeout: 20_000 });
  await open.click();
  await page.getByRole('heading', { level: 1, name: `Member: ${member.email}` }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { level: 2, name: 'Daily logs' }).waitFor();
  await page.getByText(/^Nothing was logged from/).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/admin/users/:id');

  await page.getByRole('button', { name: 'Simulate medical record' }).click();
  await page.getByText(/^A vitals record and a body measurement were created/).waitFor({ timeout: 20_000 });
  // The risk scores are sealed in the member's browser: read once the key is open, like the EPDS form.
  expect(await page.getByRole('button', { name: 'Read risk scores' }).count()).toBe(0);

  await page.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Open with the recovery key' }).click();
  await page.getByText("The member's data key is open in this browser.").waitFor({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Read risk scores' }).click();
  const scores = page.getByRole('table', { name: 'Risk scores' });
  await scores.waitFor({ timeout: 20_000 });
  expect((await scores.getByRole('row').nth(1).allTextContents())[0]).toMatch(/^EPDS9high/);

  await page.getByRole('button', { name: 'Read EPDS form' }).click();
  const epds = page.getByRole('table', { name: 'EPDS form' });
  await epds.waitFor({ timeout: 20_000 });
  expect(await epds.getByRole('row').allTextContents()).toEqual(['FieldValue', 'laughed0', 'blamed myself2', 'anxious3']);
  await page.getByRole('button', { name: 'Read vitals' }).click();
  await page.getByText(/^This record was written by the server sealed to the member's own public key/).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/admin/users/:id with the records opened');
  expect(admin.errors).toEqual([]);

  // The member reads each of those reads in their access log.
  await own.page.goto('/client/profile');
  const log = own.page.getByRole('region', { name: 'Access to your account' });
  await log.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
  const what = await log.locator('tbody tr td:nth-child(3)').allTextContents();
  const clinical = ['Read your vitals', 'Read your EPDS form', 'Read your screening risk scores', 'Asked for the key that opens your encrypted records'];
  expect(what.filter((text) => clinical.includes(text))).toEqual(clinical);
  // What the member's page read on opening is listed too: their record and their daily logs.
  expect(what).toEqual(expect.arrayContaining(['Opened your account record', 'Read your daily logs']));
  expect(new Set(await log.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set([DEMO_ADMIN.email]));
  await expectNoAxeViolations(own.page, '/client/profile with the clinical reads');
  expect(own.errors).toEqual([]);
});

test('an admin imports customers, then their orders; a file with a bad row imports nothing', async () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const email = `import.${stamp.toLowerCase()}@shop.test`;
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  const upload = (what: string, name: string, text: string) =>
    page
      .getByLabel(`Upload ${what} (CSV or JSON)`, { exact: true })
      .and(page.locator('input'))
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  await page.goto('/admin/customers');
  await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor({ timeout: 20_000 });
  await upload('customers', 'customers.csv', `billing_first_name,billing_last_name,billing_email\nIma,Porter,${email}\n`);
  await page.getByText('Imported 1 row from customers.csv.').waitFor({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  await page.getByRole('cell', { name: email, exact: true }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/admin/customers after an import');

  await page.goto('/admin/orders');
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor({ timeout: 20_000 });
  const header = 'order_number,billing_email,product,tracking_status,tracking_number,order_date';
  await upload('orders', 'orders.csv', `${header}\nIMP-${stamp}-1,${email},fitbit,shipped,9400111,2026-04-02\nIMP-${stamp}-2,nobody.${stamp}@shop.test,fitbit,,,\n`);
  await page.getByRole('alert').filter({ hasText: '1 of 2 rows have errors; nothing was imported' }).waitFor({ timeout: 20_000 });
  const bad = page.getByRole('region', { name: 'Rows with errors' });
  expect(await bad.getByRole('row').nth(1).textContent()).toBe('2billing_emailNo customer has this billing email; import the customer first');
  await expectNoAxeViolations(page, '/admin/orders with a refused upload');
  await upload('orders', 'orders.csv', `${header}\nIMP-${stamp}-1,${email},fitbit,shipped,9400111,2026-04-02\n`);
  await page.getByText('Imported 1 row from orders.csv.').waitFor({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`IMP-${stamp}`);
  await page.getByRole('cell', { name: `IMP-${stamp}-1`, exact: true }).waitFor({ timeout: 20_000 });
  expect(await page.getByRole('cell', { name: `IMP-${stamp}-2`, exact: true }).count()).toBe(0);
  await expectNoAxeViolations(page, '/admin/orders after an import');
  expect(errors).toEqual([]);
});

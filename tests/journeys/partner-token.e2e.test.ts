// Partner authentication journey: the demo admin creates a partner API key on the demo
// organisation's screen (shown once); a partner's own small server on another origin keeps it,
// exchanges it server-side for a short-lived session of one of the organisation's members and
// serves a page with the embed and HealthDeck.useTokens(...) under a strict CSP: the member's
// widgets show the member's data. The same page served from an origin the organisation does not allow is refused
// (CORS) and says so; once the admin revokes the key, the partner's server gets a clear refusal.
// axe-core on every page visited.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { routes } from '@healthdeck/contract';
import { exchangePartnerKey, PartnerTokenRefused } from '@healthdeck/sdk';
import { launchBrowser, newPage } from '../support/browser';
import { apiAccessToken, DEMO_ADMIN, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { allowOriginForDemoOrganisation } from '../support/allowed-origin';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const OUNCES = 17;
let browser: Browser;
const member = { email: uniqueEmail('partner-token'), password: 'Harbour-Lantern-Quill-8' };
let organizationId = '';
/** The key as the admin copied it from the screen; the partner servers hold it (in real life: an environment variable). */
let partnerKey = '';
const partners: Server[] = [];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The Content-Security-Policy a strict partner page sends (examples/partner-site/README.md
 * "Content-Security-Policy"): its own inline script by nonce, HealthDeck's origin for the embed's
 * code, its API calls and its images, WebAssembly for the password derivation, blob: images.
 */
const partnerPagePolicy = (healthDeck: string, nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${healthDeck} 'wasm-unsafe-eval'`,
    `connect-src ${healthDeck}`,
    `img-src 'self' ${healthDeck} data: blob:`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * A partner's server: on each page view it asks HealthDeck for the member's session with its key
 * (server to server) and serves its page, the embed script and HealthDeck.useTokens(tokens), under
 * a strict CSP (the journey's pages fail on any violation).
 */
async function startPartnerServer(): Promise<string> {
  const server = createServer((_req, res) => {
    void (async () => {
      let script: string;
      let status = 200;
      const nonce = randomBytes(16).toString('base64');
      try {
        const { tokens } = await exchangePartnerKey({ baseUrl, partnerKey, email: member.email });
        const json = JSON.stringify(tokens).replace(/</g, '\\u003c');
        script = `<script type="module" nonce="${nonce}">
          const status = document.getElementById('status');
          const error = document.getElementById('error');
          await customElements.whenDefined('hd-hydration-tracker');
          await window.HealthDeck.ready;
          try {
            const account = await window.HealthDeck.useTokens(${json});
            status.textContent = 'Signed in as ' + account.user.email;
          } catch (failure) {
            error.textContent = 'Your health widgets could not load: ' + failure.message;
          }
        </script>`;
      } catch (failure) {
        status = failure instanceof PartnerTokenRefused ? 502 : 500;
        script = `<p id="refused">${escapeHtml(failure instanceof Error ? failure.message : String(failure))}</p>`;
      }
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': partnerPagePolicy(baseUrl, nonce) }).end(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Riverside Wellness — your day</title>
    <script type="module" src="${baseUrl}/embed/v0/healthdeck.js"></script>
  </head>
  <body>
    <header><h1>Riverside Wellness</h1></header>
    <main>
      <p id="status" role="status"></p>
      <p id="error" role="alert"></p>
      ${script}
      <section aria-label="Your day"><hd-hydration-tracker></hd-hydration-tracker><hd-daily-journal></hd-daily-journal><hd-rewards></hd-rewards></section>
    </main>
  </body>
</html>`);
    })();
  });
  partners.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (path: string, token: string, body: unknown) =>
  fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

beforeAll(async () => {
  browser = await launchBrowser();
  // A fresh member of the demo organisation, with some water logged today (their own data).
  await registerAccount(baseUrl, member.email, member.password);
  const memberToken = await apiAccessToken(baseUrl, member.email, member.password);
  const account = (await (await fetch(baseUrl + routes.account.path, { headers: { authorization: `Bearer ${memberToken}` } })).json()) as { user: { id: string } };
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect((await post(`${routes.hydrationIncrement.path}?tz=${encodeURIComponent(tz)}`, memberToken, { ounces: OUNCES })).status).toBe(200);
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const search = await fetch(`${baseUrl}${routes.adminSearch.path}?classkey=organizations&code=demo-clinic`, { headers: { authorization: `Bearer ${adminToken}` } });
  organizationId = ((await search.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  expect(organizationId).not.toBe('');
  expect((await post(routes.linkUserOrganization.path, adminToken, { organization_id: organizationId, user_id: account.user.id })).status).toBe(204);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(partners.map((server) => new Promise((done) => server.close(done))));
});

const keysPanel = (page: Page) => page.getByRole('region', { name: 'Partner API keys' });

test("a partner's server trades its key for the member's session; its page on an allowed origin shows the member's data, another origin is refused", async () => {
  // The admin creates the key on the organisation's screen and copies it (shown once).
  const admin = await newPage(browser, baseUrl);
  await signIn(admin.page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  await admin.page.goto(`/admin/classes/organizations/${organizationId}`);
  const label = `Riverside journey ${Date.now().toString(36)}`;
  await keysPanel(admin.page).getByLabel('Key label').fill(label);
  await keysPanel(admin.page).getByRole('button', { name: 'Create key' }).click();
  const secretBox = keysPanel(admin.page).getByRole('region', { name: `New key “${label}”` });
  partnerKey = await secretBox.getByLabel('Partner API key', { exact: true }).inputValue();
  expect(partnerKey).toMatch(/^hdpk_[A-Za-z0-9_-]{43}$/);
  await expect
    .poll(() =>
      keysPanel(admin.page)
        .getByRole('row', { name: new RegExp(label) })
        .textContent(),
    )
    .toContain(`${partnerKey.slice(0, 13)}…`);
  await expectNoAxeViolations(admin.page);
  await secretBox.getByRole('button', { name: 'I have stored it' }).click();
  await expect.poll(() => admin.page.getByLabel('Partner API key', { exact: true }).count()).toBe(0);

  // The partner's page on an origin the organisation allows: the member's own water total.
  const allowed = await startPartnerServer();
  await allowOriginForDemoOrganisation(baseUrl, allowed);
  const { page, errors } = await newPage(browser, baseUrl);
  await page.goto(`${allowed}/`);
  await expect.poll(() => page.locator('#status').textContent(), { timeout: 30_000 }).toBe(`Signed in as ${member.email}`);
  const total = page.locator('hd-hydration-tracker').getByTestId('hydration-total');
  await expect.poll(() => total.textContent(), { timeout: 30_000 }).toBe(String(OUNCES));
  // The widget works as the member: adding water is saved under their account.
  const add = page.locator('hd-hydration-tracker').getByRole('button', { name: 'Add water' });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await expect.poll(() => total.textContent()).toBe(String(OUNCES + 1));
  // The journal and the rewards under the same policy: a reward's picture (a blob: URL) shows.
  await page.locator('hd-daily-journal').getByRole('heading', { name: 'Daily Journal' }).waitFor({ timeout: 30_000 });
  const picture = page.locator('hd-rewards').locator('img').first();
  await picture.waitFor({ timeout: 30_000 });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  // The same page from an origin no organisation allows: the browser is refused by CORS, the page says so.
  const foreign = await startPartnerServer();
  const refused = await newPage(browser, baseUrl);
  const consoleLines: string[] = [];
  refused.page.on('console', (message) => consoleLines.push(message.text()));
  await refused.page.goto(`${foreign}/`);
  await expect.poll(() => refused.page.locator('#error').textContent(), { timeout: 30_000 }).toBe('Your health widgets could not load: Unable to connect to server');
  expect(await refused.page.locator('#status').textContent()).toBe('');
  expect(consoleLines.some((text) => text.includes(`from origin '${foreign}' has been blocked by CORS policy`))).toBe(true);
  expect(await refused.page.locator('hd-hydration-tracker').getByTestId('hydration-total').count()).toBe(0);
  await expectNoAxeViolations(refused.page);
  expect(refused.errors).toEqual([]);

  // The admin revokes the key: the partner's server is refused with a clear message.
  await admin.page.reload();
  await keysPanel(admin.page)
    .getByRole('button', { name: `Revoke ${label}` })
    .click();
  const dialog = admin.page.getByRole('dialog', { name: 'Revoke partner API key' });
  await expectNoAxeViolations(admin.page);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect
    .poll(() =>
      keysPanel(admin.page)
        .getByRole('row', { name: new RegExp(label) })
        .textContent(),
    )
    .toContain('Revoked');
  expect(admin.errors).toEqual([]);

  const afterRevoke = await page.goto(`${allowed}/`);
  expect(afterRevoke?.status()).toBe(502);
  expect(await page.locator('#refused').textContent()).toBe(`This partner API key (${partnerKey.slice(0, 13)}…) was revoked; ask the organization's administrator for a new one`);
  await expectNoAxeViolations(page);
}, 240_000);

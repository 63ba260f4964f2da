import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { allowOriginForDemoOrganisation } from '../support/allowed-origin';

const baseUrl = inject('baseUrl');
let browser: Browser;
let partner: Server;
let partnerOrigin: string;
beforeAll(async () => {
  // The page as the product serves it, its {{HEALTHDECK_ORIGIN}} filled with the running server's
  // origin (whatever port the journeys' server got), then put on its own origin (another loopback
  // port: Chromium refuses a public origin loading from loopback), as a partner would host it.
  const source = readFileSync(resolve(import.meta.dirname, '../../examples/partner-site/index.html'), 'utf8');
  expect(source).toContain('src="{{HEALTHDECK_ORIGIN}}/embed/v0/healthdeck.js"');
  const partnerHtml = await (await fetch(`${baseUrl}/examples/partner-site/`)).text();
  expect(partnerHtml).toContain(`src="${baseUrl}/embed/v0/healthdeck.js"`);
  partner = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(partnerHtml));
  await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  // The API answers only origins an organisation allows (CORS): an admin adds this one.
  await allowOriginForDemoOrganisation(baseUrl, partnerOrigin);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => partner?.close(done));
});

test('the partner-site example signs in and shows working hd-* widgets, themed by the host page, from another origin', async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await page.goto(`${partnerOrigin}/`);

  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Playwright locators pierce the element's open shadow root.
  const add = page.locator('hd-hydration-tracker').getByRole('button', { name: 'Add water' });
  await expect.poll(() => add.isEnabled(), { timeout: 30_000 }).toBe(true);
  const total = page.locator('hd-hydration-tracker').getByTestId('hydration-total');
  const before = Number.parseInt((await total.textContent()) ?? '', 10);
  await add.click();
  await expect.poll(async () => Number.parseInt((await total.textContent()) ?? '', 10)).toBe(before + 1);

  // The host page's theme, set once on a container, reaches inside every widget's shadow root and
  // becomes the widget's own primary colour (the private token the widget CSS uses).
  for (const tag of ['hd-hydration-tracker', 'hd-daily-journal', 'hd-daily-tasks', 'hd-sleep-tracker', 'hd-smart-meal-tracker', 'hd-kit-detail-card']) {
    await expect.poll(() => page.locator(tag).locator('[part="widget"]').first().isVisible(), { timeout: 30_000 }).toBe(true);
    const primary = await page.locator(tag).evaluate((el) => {
      const widget = el.shadowRoot?.querySelector('[part="widget"]');
      return widget ? getComputedStyle(widget).getPropertyValue('--_hd-primary').trim() : null;
    });
    expect({ tag, primary }).toEqual({ tag, primary: '#5b3a29' });
  }
  // The test detail card: the member's kit, opened in this browser; 'Results Ready' leads to the
  // product's result page, not to a path on the partner's origin.
  const card = page.locator('hd-kit-detail-card');
  await card.evaluate((el) => el.setAttribute('kit-id', 'SPT-DEMO0001'));
  await expect.poll(() => card.getByRole('article').getAttribute('data-kit-id'), { timeout: 30_000 }).toBe('SPT-DEMO0001');
  const results = card.getByRole('link', { name: 'Results Ready' });
  await expect.poll(() => results.getAttribute('href'), { timeout: 30_000 }).toBe(`${baseUrl}/client/testing-center/SPT-DEMO0001`);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a member without keys yet signs in on the partner page: keys are made there (no cross-origin worker) and the widget works', async () => {
  const email = uniqueEmail('partner');
  const password = 'Amber-Orchard-Pilot-5';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(browser, baseUrl);
  await page.goto(`${partnerOrigin}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const add = page.locator('hd-hydration-tracker').getByRole('button', { name: 'Add water' });
  // RSA-4096 is made inline here (no cross-origin worker): about 2 s on a quiet machine, but its
  // prime search has a long tail on a busy one (61 s seen while other test suites ran; once over
  // 100 s in CI, 2026-11-24 — under investigation, see the closing note).
  await expect.poll(() => add.isEnabled(), { timeout: 200_000 }).toBe(true);
  await add.click();
  await expect.poll(() => page.locator('hd-hydration-tracker').getByTestId('hydration-total').textContent()).toBe('1');
  expect(await page.locator('#signin-error').textContent()).toBe('');
  // No kit yet: the test detail card offers the product's register page.
  const register = page.locator('hd-kit-detail-card').getByRole('link', { name: 'Register a test kit' });
  await expect.poll(() => register.getAttribute('href'), { timeout: 30_000 }).toBe(`${baseUrl}/client/testing-center/register`);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
}, 240_000);

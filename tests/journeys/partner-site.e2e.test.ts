import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER } from '../support/accounts';

const baseUrl = inject('baseUrl');
// The partner page lives on its own origin; its script tag points at the running server.
const partnerOrigin = 'http://partner.example';
const partnerHtml = readFileSync(resolve(import.meta.dirname, '../../examples/partner-site/index.html'), 'utf8').replaceAll(
  'http://localhost:8080',
  baseUrl,
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the partner-site example signs in and shows a working, themed <hd-hydration-tracker> from another origin', async () => {
  const { page, errors } = await newPage(browser, baseUrl);
  await page.route(`${partnerOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: partnerHtml }));
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

  // The host page's --hd-color-primary reaches inside the shadow root.
  const hostValue = await page.locator('hd-hydration-tracker').evaluate((el) => {
    const inner = el.shadowRoot?.querySelector('[part~="root"]') ?? el.shadowRoot?.firstElementChild;
    return inner ? getComputedStyle(inner).getPropertyValue('--hd-color-primary').trim() : null;
  });
  expect(hostValue).toBe('#5b3a29');
  expect(errors).toEqual([]);
});

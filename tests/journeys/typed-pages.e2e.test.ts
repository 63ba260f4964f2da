// Typed pages (spec 000 §3.4 page types; spec 001 §2 feature flags): a freshly registered member
// opens each demo typed page from the sidebar (seed/demo-pages-typed.ts) and sees its content from
// the server — the Calendly scheduling page embedded (once an administrator turns the calendly flag
// on; restored afterwards), every referral by category, a random referral, a health tip, the
// contact page, how to take a test (no kit yet: register one), insights (the device summaries; no
// device yet: connect one) and their latest test (none yet). axe runs on every page visited.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { routes, type AdminSearchResponse } from '@healthdeck/contract';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, apiAccessToken, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** The calendly flag as it was before the journey turned it on (restored in afterAll). */
let calendlyFlag: { id: string; enabled: boolean } | null = null;

const api = apiAt(baseUrl);
const adminCall = async <T>(method: string, path: string, body?: unknown): Promise<T> => api<T>(await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password), method, path, body);

async function setCalendly(id: string, enabled: boolean) {
  await adminCall('POST', routes.adminSet.path, { classkey: 'featureflag', id, data: { enabled } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const found = await adminCall<AdminSearchResponse>('GET', `${routes.adminSearch.path}?classkey=featureflag&name=calendly`);
  const record = found.items[0];
  if (!record) throw new Error('the demo seed has no calendly feature flag record');
  calendlyFlag = { id: record.id, enabled: record.data.enabled === true };
  await setCalendly(record.id, true);
});
afterAll(async () => {
  if (calendlyFlag) await setCalendly(calendlyFlag.id, calendlyFlag.enabled);
  await browser?.close();
});

/** Opens a page from the sidebar and waits for its title. */
async function open(page: Page, title: string, slug: string) {
  await page.getByRole('navigation', { name: 'Client' }).getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL(`**/client/${slug}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Every link of `scope` leaving the portal opens in a new tab without an opener. */
async function expectNewTabLinks(page: Page) {
  const links = page.locator('main a[href^="http"]');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  }
}

test('a new member opens every typed page from the sidebar and sees its content, with no axe violation', async () => {
  const email = `typed-${Date.now()}@example.test`;
  const password = 'Typed-Pages-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, { email, password });
  const main = page.getByRole('main');

  await open(page, 'Schedule a call', 'schedule-a-call');
  const frame = main.getByTitle('Scheduling page (Calendly)');
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\/healthdeck-demo\/care-call\?embed_type=Inline&embed_domain=/);
  await main.getByRole('link', { name: 'Open the scheduling page (opens in a new tab)' }).waitFor();
  await expectNewTabLinks(page);
  await expectNoAxeViolations(page, 'CALENDLY page');

  await open(page, 'Referrals', 'referrals');
  await main.getByRole('region', { name: 'Mental health' }).waitFor();
  await main.getByRole('region', { name: 'Nutrition' }).waitFor();
  await expectNewTabLinks(page);
  await expectNoAxeViolations(page, 'REFERRALS page');

  await open(page, 'Featured referral', 'featured-referral');
  await main.getByRole('heading', { level: 2, name: 'Recommended for you' }).waitFor();
  await main.getByRole('heading', { level: 3 }).waitFor();
  await expectNewTabLinks(page);
  await expectNoAxeViolations(page, 'RANDOMREFERRAL page');

  await open(page, 'Health tip', 'health-tip');
  const tip = main.locator('.hd-health-tip .hd-info-card__text');
  await tip.waitFor();
  expect((await tip.textContent())?.trim().length).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'HEALTHTIP page');

  await open(page, 'Contact us', 'contact-us');
  const contact = main.getByRole('link', { name: 'Contact us (opens in a new tab)' });
  await contact.waitFor();
  expect(await contact.getAttribute('href')).toBe('https://healthdeck.example.com/contact');
  await expectNoAxeViolations(page, 'CONTACTUS page');

  await open(page, 'How to take your test', 'how-to-test');
  await main.getByText('You have no test kit yet. Register your kit to see how to take your test.').waitFor();
  expect(await main.getByRole('link', { name: 'Register a kit' }).getAttribute('href')).toBe('/client/testing-center/register');
  await expectNoAxeViolations(page, 'TESTINGINSTRUCTION page');

  await open(page, 'Insights', 'insights');
  await main.getByRole('heading', { level: 2, name: 'Sleep Summary' }).waitFor();
  await main.getByRole('heading', { level: 2, name: 'Health Summary' }).waitFor();
  // A new member has no device: the summaries say so and link to connect one, inventing nothing.
  await main.getByTestId('no-device').first().waitFor();
  await expectNoAxeViolations(page, 'INSIGHTS page');

  await open(page, 'My test', 'my-test');
  await main.getByText('You have no test kits yet.').waitFor();
  await expectNoAxeViolations(page, 'MYTESTPAGE page');

  // At 375 px the typed pages hold without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [title, slug] of [
    ['Referrals', 'referrals'],
    ['Schedule a call', 'schedule-a-call'],
  ] as const) {
    await page.goto(`/client/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await main.locator('.hd-page__type').waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  expect(errors).toEqual([]);
});

// The widget gallery at /docs/widgets. Every element of custom-elements.json is listed
// and renders live (gallery fixtures from the in-browser fake server, never a member's data) in each
// state; the theme switch turns the elements dark; a snippet is copied; axe passes light and dark.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, newPage } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';

const baseUrl = inject('baseUrl');
const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../packages/widgets/custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName: string }[] }[];
};
const TAGS = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
/** Elements axe checks in both themes: a form, a list with tinted chips, a meter, and an encrypted one (locked). */
const AXE_TAGS = ['hd-hydration-tracker', 'hd-daily-tasks', 'hd-rewards', 'hd-symptoms', 'hd-kit-results'];

const journey = journeyBrowser();

/**
 * The live element of one state's preview, once upgraded; `rendered` also waits for content in its
 * shadow root (a widget may rightly show nothing in some state: the streak card hides on a failed load).
 */
async function livePreview(page: Page, tag: string, state: string, rendered = true) {
  const figure = page.getByRole('figure', { name: new RegExp(`^${state}`, 'i') });
  const live = figure.locator(tag);
  await live.waitFor({ state: rendered ? 'visible' : 'attached', timeout: 20_000 });
  await page.waitForFunction(
    ([t, s, wanted]) => {
      const element = document.querySelector(`[data-state="${s}"] ${t}`);
      const root = element?.shadowRoot?.querySelector('[part~="root"]');
      return wanted ? (root?.childElementCount ?? 0) > 0 : Boolean(root);
    },
    [tag, state.toLowerCase(), rendered] as const,
    { timeout: 20_000 },
  );
  return live;
}

/** The pictures of an element's filled preview, once each has loaded or failed: the src of any that is broken. */
async function brokenPictures(page: Page, tag: string): Promise<string[]> {
  const selector = `[data-state="filled"] ${tag}`;
  await page.waitForFunction((s) => [...(document.querySelector(s)?.shadowRoot?.querySelectorAll('img') ?? [])].every((img) => img.complete), selector, { timeout: 10_000 });
  return page.evaluate(
    (s) => [...(document.querySelector(s)?.shadowRoot?.querySelectorAll('img') ?? [])].filter((img) => img.naturalWidth === 0).map((img) => img.src.slice(0, 60)),
    selector,
  );
}

async function openElement(page: Page, tag: string) {
  await page
    .getByRole('navigation', { name: 'Elements' })
    .getByRole('link', { name: `<${tag}>`, exact: true })
    .click();
  await page.getByRole('heading', { level: 2, name: `<${tag}>` }).waitFor();
}

test('every element of the manifest is in the gallery and renders live in its states', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  const response = await page.goto('/docs/widgets/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  await page.getByRole('heading', { level: 1, name: 'HealthDeck widget gallery' }).waitFor();
  await expect(page.getByText('gallery fixture', { exact: false }).first().isVisible()).resolves.toBe(true);

  const nav = page.getByRole('navigation', { name: 'Elements' });
  expect(await nav.getByRole('link').allTextContents()).toEqual(TAGS.map((tag) => `<${tag}>`));

  for (const tag of TAGS) {
    await openElement(page, tag);
    await livePreview(page, tag, 'Filled');
    // The rewards show each reward's picture (read as a file): wait for them, then no picture of any element is broken.
    if (tag === 'hd-rewards') await page.locator('[data-state="filled"] hd-rewards').locator('img').first().waitFor({ timeout: 20_000 });
    expect({ tag, broken: await brokenPictures(page, tag) }).toEqual({ tag, broken: [] });
    for (const state of ['Loading', 'Empty', 'Error']) await livePreview(page, tag, state, false);
    // The element's manifest surface is shown: the theme attribute every element has, and its parts.
    expect(await page.getByRole('region', { name: 'Attributes' }).getByRole('cell', { name: 'theme', exact: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Parts' }).getByRole('cell', { name: 'root', exact: true }).count()).toBe(1);
  }

  // An encrypted widget's locked state asks for the member's password; others say they have none.
  await openElement(page, 'hd-vitals-history');
  const locked = await livePreview(page, 'hd-vitals-history', 'Locked');
  await locked.getByLabel('Password').waitFor();
  await openElement(page, 'hd-hydration-tracker');
  await page
    .getByRole('figure', { name: /^Locked/ })
    .getByText('No locked state: this element reads no encrypted records.')
    .waitFor();
  expect(errors).toEqual([]);
});

test('dark theme, the snippet copied, and axe in light and dark', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.goto('/docs/widgets/#hd-hydration-tracker');
  const filled = await livePreview(page, 'hd-hydration-tracker', 'Filled');
  const surface = () => filled.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.hd-hydration')!).backgroundColor);
  const light = await surface();

  for (const tag of AXE_TAGS) {
    await openElement(page, tag);
    for (const state of ['Filled', 'Empty', 'Error']) await livePreview(page, tag, state);
    await expectNoAxeViolations(page, `/docs/widgets#${tag} (light)`);
  }

  await page.getByRole('radio', { name: 'Dark' }).check();
  await openElement(page, 'hd-hydration-tracker');
  const dark = await livePreview(page, 'hd-hydration-tracker', 'Filled');
  expect(await dark.getAttribute('theme')).toBe('dark');
  expect(await dark.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.hd-hydration')!).backgroundColor)).not.toBe(light);
  for (const tag of AXE_TAGS) {
    await openElement(page, tag);
    for (const state of ['Filled', 'Empty', 'Error']) expect(await (await livePreview(page, tag, state)).getAttribute('theme')).toBe('dark');
    await expectNoAxeViolations(page, `/docs/widgets#${tag} (dark)`);
  }

  await openElement(page, 'hd-rewards');
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await page.getByText('Snippet copied.').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`<script type="module" src="${baseUrl}/embed/v0/healthdeck.js"></script>\n<hd-rewards></hd-rewards>`);
  // The copied URL is the product's loader.
  expect((await fetch(`${baseUrl}/embed/v0/healthdeck.js`)).status).toBe(200);
  expect(errors).toEqual([]);
});

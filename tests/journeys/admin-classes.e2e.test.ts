// Generic administration journey (spec 000 §3.1, §7.1): the demo admin opens the
// programs class, sees the schema's message for a missing name, creates a program and finds it in
// the list by the debounced search, edits it, and deletes it after confirming; axe-core finds no
// violation on any admin page visited, and the list holds at 375 px. At 375 px the sidebar's links,
// language and account fold behind a Menu button: it opens them, Escape closes them and
// gives the button the focus back, and a link taken from it (to the users page) closes it.
// A quad widget is made with its structured editor (no JSON), drawn live beside it, placed on the
// home page and seen there by the demo member.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type AdminSearchResponse, type ClassRecordResponse, type PageLayoutStateResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { apiAt } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { answered } from '../support/answered';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);
/** A fresh admin token per call: the journeys' access tokens live 6 s. */
const asAdmin = async <T>(method: string, path: string, body?: unknown) => api<T>(await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password), method, path, body);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The text under a field (its error, else its hint), through aria-describedby. */
const noteUnder = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null);
/** The table has its rows: no skeleton, nothing on the way (the previous page stays dimmed while one is). */
const tableReady = async (page: Page) => {
  await expect.poll(() => page.locator('.hd-skeleton-row').count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => page.locator('table[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
};
/** How wide the document is: at 375 px nothing may be wider than the screen (tables scroll in their own region). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('an admin creates, finds, edits and deletes a program through the generated class screens', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));

  // The list, reached from the sidebar's class groups.
  await page.goto('/admin');
  await page.getByText('Programs and content', { exact: true }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Programs', exact: true }).click();
  await page.waitForURL('**/admin/classes/programs');
  await expect.poll(() => heading(page, 'Programs').isVisible(), { timeout: 15_000 }).toBe(true);
  await tableReady(page);
  await expectNoAxeViolations(page);

  // The create form, generated from the programs schema: its own message for a missing name.
  await page.getByRole('link', { name: 'New program' }).click();
  await page.waitForURL('**/admin/classes/programs/new');
  await expect.poll(() => heading(page, 'New program').isVisible(), { timeout: 15_000 }).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create program' }).click();
  await expect.poll(() => noteUnder(page, 'Name')).toBe('Required');
  await expect.poll(() => noteUnder(page, 'Code')).toBe('Required');
  await expectNoAxeViolations(page);

  const stamp = Date.now().toString(36);
  const name = `Journey Program ${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Code', { exact: true }).fill(`journey-${stamp}`);
  await page.getByLabel('Description', { exact: true }).fill('Made by the admin classes journey');
  const created = answered(page, '/api/admin/add', 'POST');
  await page.getByRole('button', { name: 'Create program' }).click();
  expect((await created).status()).toBe(200);
  await page.waitForURL('**/admin/classes/programs');
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Created program “${name}”.` })
        .isVisible(),
    )
    .toBe(true);

  // Found by the debounced search.
  const searched = page.waitForResponse((res) => res.url().includes('/api/admin/search') && new URL(res.url()).searchParams.get('search') === stamp);
  await page.getByLabel('Search programs').fill(stamp);
  expect((await searched).status()).toBe(200);
  const row = () => page.getByRole('row').filter({ hasText: name });
  await expect.poll(() => row().count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.getByText('Page 1 of 1').isVisible()).toBe(true);
  await tableReady(page);
  await expectNoAxeViolations(page);

  // Edit: the stored values in the fields; the new name in the list.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect.poll(() => heading(page, `Edit program: ${name}`).isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe('Made by the admin classes journey');
  await expectNoAxeViolations(page);
  const renamed = `${name} (edited)`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByLabel('Visible progress').uncheck();
  const saved = answered(page, '/api/admin/set', 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  const setAnswer = await saved;
  expect(setAnswer.status()).toBe(200);
  expect(await setAnswer.json()).toMatchObject({ data: { name: renamed, visible_progress: false } });
  await page.waitForURL('**/admin/classes/programs');
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Saved program “${renamed}”.` })
        .isVisible(),
    )
    .toBe(true);
  await page.getByLabel('Search programs').fill(stamp);
  await expect.poll(() => page.getByRole('row').filter({ hasText: renamed }).count(), { timeout: 15_000 }).toBe(1);
  await tableReady(page);

  // At 375 px the page holds: nothing wider than the screen but the table's own scroll region. The
  // sidebar shows the brand and a Menu button; the links, the language and the account fold behind it.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await expect.poll(() => menuButton.isVisible()).toBe(true);
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  expect(await adminNav.isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(false);
  await expectNoAxeViolations(page);
  await menuButton.click();
  expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => adminNav.isVisible()).toBe(true);
  expect(await page.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  // Escape from a link inside closes the menu and gives the button the focus back.
  await adminNav.getByRole('link', { name: 'Users', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect.poll(() => adminNav.isVisible()).toBe(false);
  expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
  // Above 767 px the button is hidden and the sidebar is whole.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => menuButton.isVisible()).toBe(false);
  expect(await adminNav.isVisible()).toBe(true);

  // Delete asks first; Cancel keeps the program.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete record' });
  await expect.poll(() => dialog.getByText(`Delete program “${renamed}”? This cannot be undone.`).isVisible()).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The table is hidden from the accessibility tree while the dialog is open: wait for it to return.
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => page.getByRole('row').filter({ hasText: renamed }).count()).toBe(1);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const deleted = answered(page, '/api/admin/delete', 'POST');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(204);
  await expect.poll(() => page.getByText('No Results Found.').isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await dialog.count()).toBe(0);

  // The users page at 375 px, opened from the Menu: the menu closes on the way and the page holds.
  await page.setViewportSize({ width: 375, height: 800 });
  await menuButton.click();
  await adminNav.getByRole('link', { name: 'Users', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect.poll(() => heading(page, 'Users').isVisible(), { timeout: 15_000 }).toBe(true);
  await tableReady(page);
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  expect(await adminNav.isVisible()).toBe(false);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  expect(errors).toEqual([]);
});

test('an admin makes a quad widget with its structured editor, seen live beside the form, and the member sees it on the home page', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  const stamp = Date.now().toString(36);
  const name = `Journey quad ${stamp}`;
  const subtitle = `Seven hours a night ${stamp}`;

  await page.goto('/admin/classes/widgets/new');
  await expect.poll(() => heading(page, 'New widget').isVisible(), { timeout: 15_000 }).toBe(true);
  // The type in words; the options editor of the chosen type only, no JSON box anywhere.
  const type = page.getByLabel('Type', { exact: true });
  expect(await type.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Quad tile', 'Large quad tile', 'Two links', 'Standard card']));
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Title', { exact: true }).fill('Sleep well');
  await type.selectOption({ label: 'Quad tile' });
  const quad = page.getByRole('group', { name: 'Quad options' });
  await quad.waitFor();
  expect(await page.getByRole('group', { name: 'Two content link options' }).count()).toBe(0);
  await page.getByLabel('CTA URL type', { exact: true }).selectOption({ label: 'URL' });
  await page.getByLabel('CTA URL', { exact: true }).fill('https://example.com/sleep');
  await quad.getByLabel('Tile subtitle').fill(subtitle);
  await quad.getByLabel('Tile text').fill('Small steps every evening');
  // The preview beside the editor: the member's own widget, as typed.
  const preview = page.getByRole('figure');
  await preview.getByText(subtitle).waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('textarea').evaluateAll((areas) => areas.filter((a) => /json/i.test(a.getAttribute('aria-describedby') ?? '')).length)).toBe(0);
  const beside = await page.evaluate(() => {
    const controls = document.querySelector('.hd-structured--aside .hd-structured__controls')?.getBoundingClientRect();
    const aside = document.querySelector('.hd-structured--aside .hd-structured__aside')?.getBoundingClientRect();
    return controls && aside ? aside.left >= controls.right - 1 : false;
  });
  expect(beside).toBe(true);
  await expectNoAxeViolations(page, 'widget form with the quad editor and its preview');
  // At 375 px the preview goes under the editor and nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'widget form at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  const created = answered(page, '/api/admin/add', 'POST');
  await page.getByRole('button', { name: 'Create widget' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const widget = (await answer.json()) as ClassRecordResponse;
  expect(widget.data).toMatchObject({ type: 'quad', quadOptions: { subtitle, description: 'Small steps every evening' } });
  await page.waitForURL('**/admin/classes/widgets');

  // On the home page: its layout published with the widget last among the regular widgets, then put back.
  const pages = await asAdmin<AdminSearchResponse>('GET', `${routes.adminSearch.path}?classkey=pages&take=100`);
  const home = pages.items.find((p) => p.data.slug === 'home' && !p.data.parent_slug);
  if (!home) throw new Error('the demo needs its home page');
  const layoutPath = routes.adminPageLayout.path.replace(':id', home.id);
  const before = await asAdmin<PageLayoutStateResponse>('GET', layoutPath);
  const publish = async (layout: PageLayoutStateResponse['published']['layout'], version: number) => {
    await asAdmin('PUT', routes.adminPageLayoutDraftSave.path.replace(':id', home.id), { layout, base_version: version });
    return asAdmin<PageLayoutStateResponse>('POST', routes.adminPageLayoutPublish.path.replace(':id', home.id), { expected_version: version });
  };
  const placed = await publish({ ...before.published.layout, regular_widgets: [...before.published.layout.regular_widgets, widget.id] }, before.published.version);
  try {
    const member = await newPage(journey.browser, baseUrl);
    await signIn(member.page, DEMO_MEMBER);
    await member.page.goto('/client/home');
    const cell = member.page.locator(`[data-widget-name="${name}"]`);
    await cell.waitFor({ state: 'attached', timeout: 20_000 });
    await cell.scrollIntoViewIfNeeded();
    await cell.getByText(subtitle).waitFor({ timeout: 20_000 });
    expect(await cell.getByText('Small steps every evening').isVisible()).toBe(true);
    await expectNoAxeViolations(member.page, 'member home with the new quad tile');
    expect(member.errors).toEqual([]);
  } finally {
    await publish(before.published.layout, placed.published.version).catch(() => {});
    await asAdmin('POST', routes.adminDelete.path, { classkey: 'widgets', id: widget.id }).catch(() => {});
  }
  expect(errors).toEqual([]);
});

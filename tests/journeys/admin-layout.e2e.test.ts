// Admin tools journeys (spec 001 §2 Page layouts and the admin server table): the demo
// admin opens the home page's layout from the pages list, moves a widget down with the keyboard
// alone (dnd-kit: Space, ArrowDown, Space) and saves the draft: the member still sees the old
// order after a reload. The admin previews it at a phone's width, publishes, and the member sees the
// new order; the admin rolls back from the history and the member sees the old order again
// (decision 0096). The home layout is put back at the end (other journeys rely on the demo home).
// Then a fresh member's ordered kit is found in the kits table by the debounced search and advanced
// by the sandbox lab to Resulted with the row's Advance button. axe-core runs on every admin screen visited.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type AdminSearchResponse, type OrderResponse, type PageLayoutStateResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, apiAccessToken, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';
import { publishLayout } from '../support/layouts';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const api = apiAt(baseUrl);

/** The names of the member's home grid widgets, in page order. */
const memberGrid = (page: Page) => page.locator('.hd-widget-grid > [data-widget-name]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-widget-name')));
/** The widget names of one area of the layout editor, in order (from their handles' names). */
const editorArea = (page: Page, area: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${area}`) })
    .getByRole('button', { name: /^Move / })
    .evaluateAll((handles) => handles.map((h) => (h.getAttribute('aria-label') ?? '').replace(/^Move /, '')));
const tableReady = async (page: Page) => {
  await expect.poll(() => page.locator('.hd-skeleton-row').count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => page.locator('table[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
};

test('an admin edits a draft of the home layout; members see it only once published, and the old one again after a rollback', async () => {
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const search = await api<AdminSearchResponse>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=pages&take=100`);
  const home = search.items.find((p) => p.data.slug === 'home');
  if (!home) throw new Error('the demo home page is missing');
  const original = home.data.layout;
  const layoutPath = (route: { path: string }) => route.path.replace(':id', home.id);
  const answered = (page: Page, route: { path: string }, method: string) =>
    page.waitForResponse((res) => new URL(res.url()).pathname === layoutPath(route) && res.request().method() === method && res.status() !== 401);

  try {
    // The member's home before the change.
    const member = await newPage(journey.browser, baseUrl);
    await signIn(member.page, DEMO_MEMBER);
    await expect.poll(() => memberGrid(member.page).then((names) => names.length), { timeout: 20_000 }).toBeGreaterThan(1);
    const before = await memberGrid(member.page);
    await expectNoAxeViolations(member.page, 'member home before');

    // The admin: pages list → Layout: Home.
    const { page, errors } = await newPage(journey.browser, baseUrl);
    await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
    await page.goto('/admin/classes/pages');
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor({ timeout: 15_000 });
    await tableReady(page);
    await expectNoAxeViolations(page, 'pages list');
    await page.getByRole('link', { name: 'Layout: Home' }).click();
    await page.waitForURL(`**/admin/pages/${home.id}/layout`);
    await page.getByRole('heading', { level: 1, name: 'Layout: Home' }).waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Preview' }).waitFor();
    const grid = await editorArea(page, 'Regular widgets');
    // The first two grid widgets the member also sees (programme links may hide some from them).
    const [first, second] = grid.filter((name) => before.includes(name));
    if (!first || !second) throw new Error(`the home grid needs two widgets the member sees: ${grid.join(', ')}`);
    const secondAt = grid.indexOf(second);
    await expectNoAxeViolations(page, 'home layout editor');

    // Keyboard only: focus the handle, Space picks it up, ArrowDown once per place, Space drops.
    const handle = page.getByRole('button', { name: `Move ${first}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // Each move is waited for through the editor's live announcement ('… is at position N of …'),
    // not a fixed pause: under load dnd-kit can take longer than one to measure and move.
    const announced = page.locator('[id^="DndLiveRegion"]');
    for (let i = grid.indexOf(first); i < secondAt; i += 1) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => announced.textContent(), { timeout: 10_000 }).toContain(`${first} is at position ${i + 2} of`);
    }
    await page.keyboard.press('Space');
    await expect.poll(() => editorArea(page, 'Regular widgets').then((names) => names.indexOf(first) > names.indexOf(second))).toBe(true);
    await page.getByText('Unsaved changes').waitFor();
    // The preview follows, laid out at a phone's width in its frame, as a member of no programme sees it.
    const preview = page.getByRole('region', { name: 'Preview' });
    const framed = page.frameLocator('iframe[title="Home as a member sees it at 375 px"]');
    await expect
      .poll(
        async () => {
          const names = await framed.locator('.hd-widget-grid > [data-widget-name]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-widget-name')));
          return names.indexOf(first) > names.indexOf(second) && names.includes(second);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await preview.getByRole('radio', { name: '1440 px' }).check();
    await page.locator('iframe[title="Home as a member sees it at 1440 px"]').waitFor();

    // Save the draft: members still get the published order.
    const drafted = answered(page, routes.adminPageLayoutDraftSave, 'PUT');
    await page.getByRole('button', { name: 'Save draft' }).click();
    expect((await drafted).status()).toBe(200);
    await page.getByText('Draft saved. Members still see the published layout.').waitFor();
    await expectNoAxeViolations(page, 'home layout draft saved');
    await member.page.reload();
    await expect.poll(() => memberGrid(member.page), { timeout: 20_000 }).toEqual(before);

    // Publish: members get the new order.
    const published = answered(page, routes.adminPageLayoutPublish, 'POST');
    await page.getByRole('button', { name: 'Publish' }).click();
    expect((await published).status()).toBe(200);
    await page.getByText(/^Published as version \d+\. Members see it on their next load\.$/).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(`Order changed in Regular widgets (the grid).`).first().waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'home layout published');
    await member.page.reload();
    await expect
      .poll(
        async () => {
          const names = await memberGrid(member.page);
          return names.indexOf(first) > names.indexOf(second) && names.includes(first);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expectNoAxeViolations(member.page, 'member home published');

    // Roll back in one click: members get the old order again.
    const rollBack = history.getByRole('button', { name: /^Roll back to version \d+$/ }).first();
    await rollBack.click();
    await history.getByText(/^Version \d+ is published again as version \d+\.$/).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'home layout rolled back');
    await member.page.reload();
    await expect.poll(() => memberGrid(member.page), { timeout: 20_000 }).toEqual(before);
    await expectNoAxeViolations(member.page, 'member home after rollback');
    expect(errors).toEqual([]);
    expect(member.errors).toEqual([]);
  } finally {
    // A fresh token: the admin's browser sign-in may have ended the first session.
    const restoreToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const now = await api<PageLayoutStateResponse>(restoreToken, 'GET', layoutPath(routes.adminPageLayout));
    if (now.draft.saved) await api(restoreToken, 'DELETE', layoutPath(routes.adminPageLayoutDraftSave));
    const wanted = (typeof original === 'string' ? JSON.parse(original) : original) as Record<string, string[]>;
    const same = Object.entries(now.published.layout).every(([area, ids]) => JSON.stringify(ids) === JSON.stringify(wanted[area] ?? []));
    if (!same) await publishLayout(api, restoreToken, home.id, wanted);
  }
});

test('an admin advances a kit to Resulted from the kits table', async () => {
  // A fresh member orders a General Health test; the order ships a Spot kit registered to them.
  const email = `admin-kits-${Date.now()}@example.test`;
  const password = 'Admin-Kits-Journey-2026!';
  await registerAccount(baseUrl, email, password);
  const memberToken = await apiAccessToken(baseUrl, email, password);
  const { order } = await api<OrderResponse>(memberToken, 'POST', routes.orderGeneralHealthTest.path);
  const kitId = order.kit_id;
  if (!kitId) throw new Error('the order shipped no kit');
  // The member confirms the registration (until then the kit reads 'Partially Completed', spec 001 §4).
  await api(memberToken, 'POST', routes.kitConfirm.path, { kit_id: kitId });

  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Kits', exact: true }).click();
  await page.waitForURL('**/admin/kits');
  await page.getByRole('heading', { level: 1, name: 'Kits' }).waitFor({ timeout: 15_000 });
  await tableReady(page);
  await expectNoAxeViolations(page, 'kits table');

  await page.getByRole('searchbox', { name: 'Search kits' }).fill(kitId);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: kitId, exact: true }) });
  await row.waitFor({ timeout: 15_000 });
  // The search is sent 400 ms after typing stops: then only the header row and the kit's remain.
  await expect.poll(() => page.getByRole('table', { name: 'Kits' }).getByRole('row').count(), { timeout: 15_000 }).toBe(2);
  await tableReady(page);
  await expectNoAxeViolations(page, 'kits table searched');

  const status = row.getByRole('cell').nth(4);
  const seen: string[] = [(await status.textContent()) ?? ''];
  for (let i = 0; i < 12 && seen.at(-1) !== 'Resulted'; i += 1) {
    const synced = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/admin/sync-kit/') && res.request().method() === 'PATCH');
    await row.getByRole('button', { name: `Advance kit ${kitId} (sandbox)` }).click();
    const answer = await synced;
    expect(answer.status()).toBe(200);
    const detailsStatus = ((await answer.json()) as { kit: { details_status: string } }).kit.details_status;
    await page
      .getByRole('status')
      .filter({ hasText: `Kit ${kitId} synced: ${detailsStatus}.` })
      .waitFor();
    seen.push(detailsStatus);
    await tableReady(page);
  }
  expect(seen.at(-1)).toBe('Resulted');
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Resulted');
  await expectNoAxeViolations(page, 'kit resulted');
  expect(errors).toEqual([]);
});

test('the widget form, its icon search and preview, the action tree and the action-group form are axe clean', async () => {
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const widgets = await api<AdminSearchResponse>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=widgets&take=100`);
  const content = widgets.items.find((w) => w.data.type === 'common' || w.data.type === 'nudge' || w.data.type === 'text');
  const actions = await api<AdminSearchResponse>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=action&take=100`);
  const grouped = actions.items.find((a) => typeof a.data.group === 'string');
  if (!content || !grouped) throw new Error('the demo needs a content widget and a grouped action');

  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
  await page.goto(`/admin/classes/widgets/${content.id}`);
  await page.getByRole('form').waitFor({ timeout: 15_000 });
  await page.getByLabel('CTA URL type', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'widget form');

  await page.getByRole('button', { name: 'Search icons' }).click();
  const icons = page.getByRole('dialog', { name: 'Choose an icon' });
  await icons.waitFor();
  await expect.poll(() => icons.getByText(/Searching icons/).count(), { timeout: 15_000 }).toBe(0);
  await expectNoAxeViolations(page, 'icon search modal');
  await page.keyboard.press('Escape');
  await icons.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Preview Widget' }).click();
  const preview = page.getByRole('dialog', { name: /^Preview: / });
  await preview.waitFor();
  await expect.poll(() => preview.locator('.hd-placed-widget__loading').count(), { timeout: 15_000 }).toBe(0);
  await expectNoAxeViolations(page, 'widget preview');
  await page.keyboard.press('Escape');

  await page.goto(`/admin/actions/${grouped.id}`);
  const tree = page.getByRole('navigation', { name: /^Program: / });
  await tree.waitFor({ timeout: 15_000 });
  expect(await tree.locator('a[aria-current="page"]').count()).toBe(1);
  await expectNoAxeViolations(page, 'action tree');
  await tree
    .getByRole('link', { name: /^Group: / })
    .first()
    .click();
  await page.waitForURL('**/admin/action-groups/**');
  await page.getByRole('heading', { level: 1, name: /^Action group: / }).waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'action group tree');

  await page.getByRole('link', { name: 'New action group' }).click();
  await page.getByRole('heading', { level: 1, name: 'New action group' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create action group' }).click();
  await page.getByText('Required').first().waitFor();
  await expectNoAxeViolations(page, 'action group form with errors');
  expect(errors).toEqual([]);
});

// spec 001 §2 Page layouts: "A page has a title, optional lite widgets beside the title, a main
// content area, stacked regular widgets and a lower row of low widgets." An administrator adds a
// nudge to a page's regular widgets in the layout editor, carries it into the low row with the
// keyboard alone (dnd-kit: Space, ArrowDown, Space) and publishes; the member sees it in the lower row,
// under the page's regular widget, at desktop width and at 375 px. The regular widget is one the
// demo home also shows: each page places it where its own layout says. axe-core on every page.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type AdminSearchResponse, type ClassRecordResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);

/** The widget names of one area of the layout editor, in order (from their handles' names). */
const editorArea = (page: Page, area: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${area}`) })
    .getByRole('button', { name: /^Move / })
    .evaluateAll((handles) => handles.map((h) => (h.getAttribute('aria-label') ?? '').replace(/^Move /, '')));
const namesIn = (page: Page, selector: string) => page.locator(`${selector} > [data-widget-name]`).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-widget-name')));

test('an admin places a nudge in the low row with the keyboard; the member sees it in the lower row', async () => {
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now();
  const slug = `low-row-${stamp}`;
  const nudgeName = `Low row nudge ${stamp}`;
  const widgets = await api<AdminSearchResponse>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=widgets&take=100`);
  const about = widgets.items.find((w) => w.data.name === 'About your dashboard');
  if (!about) throw new Error('the demo needs its text widget');
  const nudge = await api<ClassRecordResponse>(adminToken, 'POST', routes.adminAdd.path, {
    classkey: 'widgets',
    data: { name: nudgeName, type: 'nudge', title: 'Walk ten minutes after lunch', description: 'A short walk helps your sleep.', width: 'half', cta_url_type: 'none' },
  });
  const page = await api<ClassRecordResponse>(adminToken, 'POST', routes.adminAdd.path, {
    classkey: 'pages',
    data: {
      title: 'Low row journey',
      slug,
      parent_slug: null,
      content_display: 'default',
      programs: [],
      layout: { lite_widgets: [], main_content: [], regular_widgets: [about.id], daily_journal: [], low_widgets: [] },
    },
  });

  try {
    const admin = await newPage(journey.browser, baseUrl);
    await signIn(admin.page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));
    await admin.page.goto(`/admin/pages/${page.id}/layout`);
    await admin.page.getByRole('heading', { level: 1, name: 'Layout: Low row journey' }).waitFor({ timeout: 15_000 });
    await admin.page.getByRole('region', { name: 'Preview' }).waitFor();
    expect(await editorArea(admin.page, 'Low widgets')).toEqual([]);
    await expectNoAxeViolations(admin.page, 'layout editor with an empty low row');

    // The add form puts the nudge at the end of the regular widgets.
    await admin.page.getByLabel('Widget', { exact: true }).selectOption(nudge.id);
    await admin.page.getByLabel('Area', { exact: true }).selectOption('regular_widgets');
    await admin.page.getByRole('button', { name: 'Add to the layout' }).click();
    await expect.poll(() => editorArea(admin.page, 'Regular widgets')).toEqual(['About your dashboard', nudgeName]);

    // Keyboard only: Space picks it up, ArrowDown carries it past the grid's end into the low row.
    const handle = admin.page.getByRole('button', { name: `Move ${nudgeName}`, exact: true });
    await handle.focus();
    await admin.page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    const announced = admin.page.locator('[id^="DndLiveRegion"]');
    // dnd-kit listens for the arrow keys a frame after the pick-up: on a loaded machine a key pressed
    // at once is not heard, so it is pressed again until the move is announced (once in the low row,
    // the last area, a further ArrowDown has nowhere to go).
    const inLowRow = `${nudgeName} is at position 1 of 1 in Low widgets (the lower row).`;
    await expect
      .poll(
        async () => {
          if (!(await announced.textContent())?.includes(inLowRow)) await admin.page.keyboard.press('ArrowDown');
          return announced.textContent();
        },
        { timeout: 10_000 },
      )
      .toContain(inLowRow);
    await admin.page.keyboard.press('Space');
    await expect.poll(() => editorArea(admin.page, 'Low widgets')).toEqual([nudgeName]);
    expect(await editorArea(admin.page, 'Regular widgets')).toEqual(['About your dashboard']);
    // The live preview (a member's page at 375 px, in its frame) shows it in its lower row.
    const framed = admin.page.frameLocator('iframe[title="Low row journey as a member sees it at 375 px"]');
    await expect
      .poll(() => framed.locator('.hd-area--low > [data-widget-name]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-widget-name'))), { timeout: 15_000 })
      .toEqual([nudgeName]);
    await expectNoAxeViolations(admin.page, 'layout editor with a widget in the low row');

    // Saved as a draft, then published: members get it (a draft alone they never see: admin-layout.e2e.test.ts).
    await admin.page.getByRole('button', { name: 'Save draft' }).click();
    await admin.page.getByText('Draft saved. Members still see the published layout.').waitFor();
    const published = admin.page.waitForResponse(
      (res) => new URL(res.url()).pathname === routes.adminPageLayoutPublish.path.replace(':id', page.id) && res.request().method() === 'POST' && res.status() !== 401,
    );
    await admin.page.getByRole('button', { name: 'Publish' }).click();
    expect((await published).status()).toBe(200);
    await admin.page.getByText(/^Published as version \d+\. Members see it on their next load\.$/).waitFor();
    // A fresh token: the journeys' access tokens live 6 s.
    const readToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const stored = await api<ClassRecordResponse>(readToken, 'GET', `${routes.adminGet.path}?classkey=pages&id=${page.id}`);
    expect(stored.data.layout).toMatchObject({ regular_widgets: [about.id], low_widgets: [nudge.id] });

    // The member: the nudge in the lower row, under the regular widget.
    const member = await newPage(journey.browser, baseUrl);
    await signIn(member.page, DEMO_MEMBER);
    await member.page.goto(`/client/${slug}`);
    await member.page.getByRole('heading', { level: 1, name: 'Low row journey' }).waitFor({ timeout: 15_000 });
    await member.page.locator('.hd-area--low').getByText('Walk ten minutes after lunch').waitFor({ timeout: 20_000 });
    expect(await namesIn(member.page, '.hd-area--low')).toEqual([nudgeName]);
    expect(await namesIn(member.page, '.hd-widget-grid')).toEqual(['About your dashboard']);
    const below = await member.page.evaluate(() => {
      const grid = document.querySelector('.hd-widget-grid')?.getBoundingClientRect();
      const row = document.querySelector('.hd-area--low')?.getBoundingClientRect();
      return grid && row ? row.top >= grid.bottom : false;
    });
    expect(below).toBe(true);
    await expectNoAxeViolations(member.page, 'member page with a low row');

    // At 375 px the row holds: its card fits the window and nothing scrolls sideways.
    await member.page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() =>
        member.page.evaluate(() => {
          const card = document.querySelector('.hd-area--low > [data-widget-name]')?.getBoundingClientRect();
          return card !== undefined && card.left >= 0 && card.right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth;
        }),
      )
      .toBe(true);
    await expectNoAxeViolations(member.page, 'member page with a low row at 375 px');
    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  } finally {
    const cleaner = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await api(cleaner, 'POST', routes.adminDelete.path, { classkey: 'pages', id: page.id }).catch(() => {});
    await api(cleaner, 'POST', routes.adminDelete.path, { classkey: 'widgets', id: nudge.id }).catch(() => {});
  }
});

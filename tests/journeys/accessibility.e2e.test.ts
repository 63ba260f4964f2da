// Accessibility sweep: axe-core (WCAG 2.1 A and AA) on every screen a visitor, a member and an
// administrator reach from the portal's navigation, at desktop and at 375 px, once each screen has
// loaded its data, and none wider than the window. The other journeys also check the pages they visit.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

/**
 * Waits until nothing on the page is loading (skeletons and busy regions gone), then runs axe and
 * checks that the page holds within the window's width (no sideways scrolling at 375 px).
 */
async function sweep(page: Page, found: string[], label: string) {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  for (const line of await axeViolations(page)) found.push(`${label}: ${line}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) found.push(`${label}: ${overflow} px wider than the window`);
  // A filter bar's text fields and selects line up: one height (a select once stood 3 px short).
  const heights = await page.evaluate(() =>
    [...document.querySelectorAll('.hd-table-toolbar')].map((bar) =>
      [...bar.querySelectorAll('input:not(.hd-visually-hidden), select')].map((field) => Math.round(field.getBoundingClientRect().height)),
    ),
  );
  for (const bar of heights) if (new Set(bar).size > 1) found.push(`${label}: a filter bar's fields are ${bar.join(', ')} px tall`);
  // A paragraph that wraps runs the width it has (the mood tracker's question once sat in a third of
  // its paragraph, a word or two a line, when a stray selector made the paragraph a grid of three columns).
  const squeezed = await page.evaluate(() =>
    [...document.querySelectorAll('p')].flatMap((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      // Its lines: boxes that overlap vertically share a line (text of several sizes, an inline button).
      const lines: { top: number; bottom: number; left: number; right: number }[] = [];
      for (const box of [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top)) {
        const line = lines.at(-1);
        if (line && box.top < line.bottom - 1)
          Object.assign(line, { bottom: Math.max(line.bottom, box.bottom), left: Math.min(line.left, box.left), right: Math.max(line.right, box.right) });
        else lines.push({ top: box.top, bottom: box.bottom, left: box.left, right: box.right });
      }
      const widest = Math.max(0, ...lines.map((line) => line.right - line.left));
      const style = getComputedStyle(p);
      const room = p.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return lines.length > 1 && widest < room * 0.6 ? [`"${p.textContent?.slice(0, 40)}" (${lines.length} lines, ${Math.round(widest)} of ${Math.round(room)} px)`] : [];
    }),
  );
  for (const text of squeezed) found.push(`${label}: a paragraph squeezed into part of its width: ${text}`);
  // A pagination that does not fit one row puts 'Page X of Y' above its buttons, two by two (at
  // 375 px the buttons once wrapped wherever one ran out of room, the label between them).
  const paginations = await page.evaluate(() =>
    [...document.querySelectorAll('.hd-pagination')].map((nav) => {
      const rows = new Map<number, number>();
      for (const button of nav.querySelectorAll('button')) {
        const top = Math.round(button.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const page = nav.querySelector('.hd-pagination__page')?.getBoundingClientRect();
      return { rows: [...rows.values()], pageAbove: page !== undefined && page.bottom <= Math.min(...rows.keys()) + 1 };
    }),
  );
  for (const { rows, pageAbove } of paginations)
    if (rows.length > 1 && (!pageAbove || rows.some((n) => n !== 2)))
      found.push(`${label}: a pagination wraps as ${rows.join(' + ')} buttons${pageAbove ? '' : ", 'Page X of Y' not above them"}`);
}

test('every portal and admin screen passes axe-core at 1280 and 375 px, and none is wider than the window', async () => {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    const { page, errors } = await newPage(journey.browser, baseUrl);
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/sign-in', '/sign-up', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await sweep(page, found, `${width}px ${path}`);
    }
    await signIn(page, DEMO_MEMBER);
    for (const path of [
      '/client/home',
      '/client/profile',
      '/client/fitness',
      '/client/testing-center',
      '/client/vitals',
      '/client/appointments',
      '/client/log-meal',
      '/client/no-such-page',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await sweep(page, found, `${width}px ${path}`);
    }
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO_ADMIN, '**/admin'); // spec 000 §2: an administrator lands on /admin
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await sweep(page, found, `${width}px /admin`);
    // A member's page: the longest heading (their email) and the recovery key's password form.
    await page.getByLabel('Search users').fill(DEMO_MEMBER.email);
    await page.getByRole('link', { name: `Open the page of ${DEMO_MEMBER.email}` }).click();
    await page.getByRole('heading', { level: 1, name: `Member: ${DEMO_MEMBER.email}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Clinical records' }).waitFor();
    await sweep(page, found, `${width}px /admin/users/:id`);
    expect(errors).toEqual([]);
    await page.context().close();
  }
  expect(found).toEqual([]);
});

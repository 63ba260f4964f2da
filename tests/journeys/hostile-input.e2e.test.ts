// Hostile content: the XSS corpus (50 payloads, @healthdeck/sdk/testing) stored through
// the free-text fields an administrator and a member write — a page's title and HTML, widget
// titles, subtitles, descriptions, call-to-action texts and HTML of three widget types — and
// rendered where people read them: the member's page in the portal, the class lists of the admin app. In
// Chromium no payload may run (window.__hdXss, alert, confirm, prompt, a dialog) and no event
// handler or javascript: address may be left in the DOM, light or shadow.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type ClassRecordResponse } from '@healthdeck/contract';
import { XSS_PAYLOADS } from '@healthdeck/sdk/testing';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, apiAccessToken, registerAccount } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const call = apiAt(baseUrl);

/** Every way a payload could run reports to window.__hdXss; dialogs are caught too. */
async function trap(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    for (const name of ['alert', 'confirm', 'prompt']) w[name] = () => (w.__hdXss = name);
  });
  return dialogs;
}

/** Hands every element a focus, hover and blur, then lists what is left that could run: handlers, script addresses, scripts. */
async function leftovers(page: Page): Promise<{ ran: unknown; found: string[] }> {
  await page.waitForTimeout(300); // broken images' onerror, autofocus
  return page.evaluate(async () => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const tag = el.tagName.toLowerCase();
        if (tag === 'script' && !(el as HTMLScriptElement).src && (el.textContent ?? '').includes('__hdXss')) found.push('<script>');
        for (const attribute of el.attributes) {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters from URLs; strip them before matching
          const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
          if (/^(javascript|vbscript):/.test(value)) found.push(`${tag}[${attribute.name}=${value}]`);
        }
        if (el instanceof HTMLElement) {
          el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          el.dispatchEvent(new FocusEvent('focus'));
          el.dispatchEvent(new FocusEvent('blur'));
        }
      }
    };
    visit(document);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ran: (window as unknown as { __hdXss?: unknown }).__hdXss ?? null, found };
  });
}

test('the XSS corpus stored through free-text fields runs nowhere in the portal or the admin app', async () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const admin = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const slug = `hostile-${Date.now()}`;
  const title = (i: number) => `Hostile ${i} ${XSS_PAYLOADS[i % XSS_PAYLOADS.length]}`.slice(0, 200);
  const created: { classkey: 'pages' | 'widgets'; id: string }[] = [];
  try {
    // The administrator's page (title and HTML) and widgets of three types with hostile texts.
    const widgets: string[] = [];
    for (const [i, type] of (['common', 'text', 'html'] as const).entries()) {
      const widget = await call<ClassRecordResponse>(admin, 'POST', routes.adminAdd.path, {
        classkey: 'widgets',
        data: {
          name: `Hostile widget ${i}`,
          title: title(i * 7 + 1),
          subtitle: title(i * 7 + 2),
          description: title(i * 7 + 3),
          type,
          ...(type === 'html' ? { html: XSS_PAYLOADS.join('\n') } : {}),
          width: 'half',
          content_display: 'default',
          cta_type: 'button',
          cta_text: title(i * 7 + 4),
          cta_url_type: type === 'text' ? 'none' : 'url',
          ...(type === 'text' ? {} : { cta_url: 'javascript:window.__hdXss=1' }),
        },
      }).catch(async () =>
        // A javascript: call to action may be refused at the door; then store the rest without it.
        call<ClassRecordResponse>(admin, 'POST', routes.adminAdd.path, {
          classkey: 'widgets',
          data: {
            name: `Hostile widget ${i}`,
            title: title(i * 7 + 1),
            description: title(i * 7 + 3),
            type,
            ...(type === 'html' ? { html: XSS_PAYLOADS.join('\n') } : {}),
            width: 'half',
            content_display: 'default',
            cta_type: 'button',
            cta_url_type: 'none',
          },
        }),
      );
      widgets.push(widget.id);
      created.push({ classkey: 'widgets', id: widget.id });
    }
    const page = await call<ClassRecordResponse>(admin, 'POST', routes.adminAdd.path, {
      classkey: 'pages',
      data: {
        title: title(0),
        slug,
        parent_slug: null,
        content_display: 'html',
        html: XSS_PAYLOADS.join('\n'),
        programs: [],
        layout: { lite_widgets: [], main_content: [], regular_widgets: widgets, daily_journal: [], low_widgets: [] },
      },
    });
    created.push({ classkey: 'pages', id: page.id });

    const member = { email: `hostile-${Date.now()}@healthdeck.test`, password: 'Hostile-Journey-2026!' };
    await registerAccount(baseUrl, member.email, member.password);

    // A member reads the page.
    const { page: memberPage } = await newPage(journey.browser, baseUrl);
    const memberDialogs = await trap(memberPage);
    await signIn(memberPage, member);
    await memberPage.goto(`/client/${slug}`);
    await memberPage.getByRole('heading', { level: 1, name: /^Hostile 0/ }).waitFor();
    await memberPage
      .getByText(/^Hostile 1 /)
      .first()
      .waitFor();
    expect(await leftovers(memberPage), 'member page').toEqual({ ran: null, found: [] });
    expect(memberDialogs).toEqual([]);

    // The administrator reads the same records in the admin app's lists.
    const { page: adminPage } = await newPage(journey.browser, baseUrl);
    const adminDialogs = await trap(adminPage);
    await signIn(adminPage, DEMO_ADMIN, (url) => url.pathname.startsWith('/client') || url.pathname.startsWith('/admin'));
    for (const classkey of ['pages', 'widgets']) {
      await adminPage.goto(`/admin/classes/${classkey}`);
      await adminPage.getByRole('table').waitFor();
      await adminPage
        .getByRole('searchbox')
        .or(adminPage.getByLabel(/^Search /))
        .first()
        .fill('Hostile');
      await adminPage
        .getByRole('cell', { name: /Hostile/ })
        .first()
        .waitFor();
      expect(await leftovers(adminPage), `admin ${classkey}`).toEqual({ ran: null, found: [] });
    }
    expect(adminDialogs).toEqual([]);
  } finally {
    // Other journeys share the demo organisation's pages: leave none of these behind.
    // (A fresh token: the administrator's browser sign-in above ends the API session's token.)
    const cleaner = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const record of created.reverse()) await call(cleaner, 'POST', routes.adminDelete.path, record);
  }
});

// Server-configured pages (spec 000 §2 pages by slug, §3.4 content display; spec 001 §2 Page
// layouts): an administrator makes an HTML page through the API; the member finds it in the
// sidebar and sees its content sanitised (a script in it never runs); the administrator then publishes
// the page's layout with a widget, and the member sees it on the next load, with no rebuild.
// axe runs on every page visited.
import { expect, inject, test } from 'vitest';
import { routes, type ClassRecordResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';
import { publishLayout } from '../support/layouts';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const adminCall = apiAt(baseUrl);

test("an admin's HTML page shows sanitised in the member's sidebar page, and a layout published through the API appears on the next load", async () => {
  const admin = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const slug = `journey-${Date.now()}`;
  const html =
    '<h2>Welcome to the programme</h2><p>Read <a href="/client/home">your home page</a>.</p>' +
    '<script>window.__pageScript = "script"</script><img src="/nowhere.png" alt="" onerror="window.__pageScript = \'onerror\'">';
  const page = await adminCall<ClassRecordResponse>(admin, 'POST', routes.adminAdd.path, {
    classkey: 'pages',
    data: {
      title: 'Journey page',
      slug,
      parent_slug: null,
      content_display: 'html',
      html,
      programs: [],
      layout: { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] },
    },
  });

  const { page: browserPage, errors } = await newPage(journey.browser, baseUrl);
  await signIn(browserPage, DEMO_MEMBER);
  // The sidebar lists the new page (clientPagesMenu), no rebuild.
  await browserPage.getByRole('navigation', { name: 'Client' }).getByRole('link', { name: 'Journey page' }).click();
  await browserPage.waitForURL(`**/client/${slug}`);
  await browserPage.getByRole('heading', { level: 1, name: 'Journey page' }).waitFor();
  await browserPage.getByRole('heading', { level: 2, name: 'Welcome to the programme' }).waitFor();
  await browserPage.waitForTimeout(300); // give a broken image's onerror its chance to fire
  expect(await browserPage.evaluate(() => (window as unknown as { __pageScript?: string }).__pageScript)).toBeUndefined();
  expect(await browserPage.locator('main script').count()).toBe(0);
  expect(await browserPage.locator('main [onerror]').count()).toBe(0);
  await expectNoAxeViolations(browserPage, 'html page');

  // The administrator adds an html widget and publishes the page's layout with it.
  const widget = await adminCall<ClassRecordResponse>(admin, 'POST', routes.adminAdd.path, {
    classkey: 'widgets',
    data: {
      name: 'Journey note',
      title: 'A note from your team',
      type: 'html',
      html: '<p>Drink water before noon.</p>',
      width: 'full',
      content_display: 'default',
      cta_type: 'button',
      cta_url_type: 'none',
    },
  });
  await publishLayout(adminCall, admin, page.id, { regular_widgets: [widget.id] });

  await browserPage.reload();
  const note = browserPage.getByRole('region', { name: 'A note from your team' });
  await note.waitFor({ timeout: 20_000 });
  expect(await note.getByText('Drink water before noon.').count()).toBe(1);
  // The page's own HTML is still there, above the widgets.
  await browserPage.getByRole('heading', { level: 2, name: 'Welcome to the programme' }).waitFor();
  await expectNoAxeViolations(browserPage, 'html page with a widget');
  // The administrator's onerror is reported under the portal's CSP as the sanitiser parses it (each
  // load), before it is taken out; nothing else may be.
  expect(errors.filter((error) => !error.startsWith(`CSP script-src-attr violated on /client/${slug} `))).toEqual([]);
});

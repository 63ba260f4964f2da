import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivationUrlResponse, ApiError, ClientPageResponse, ClientPagesMenuResponse, MemberOrganizationResponse, PageResponse } from '@healthdeck/contract';
import { DASHBOARD_WIDGET_NAMES } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { DEMO_CONTENT_WIDGETS, DEMO_LOGO_PATH, DEMO_LOW_ROW, seedDemoProgrammes } from '../src/seed/demo-programmes.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

// spec 000 §2 pages by parent slug plus slug, §3.4 widget areas, §7.2 organization, pages and users
// activation-url; spec 001 §2 page layouts: widgets of the member's programmes, in the areas and order
// of the page's layout ("A page has a title, optional lite widgets beside the title, a main content
// area, stacked regular widgets and a lower row of low widgets.").

let server: TestServer;
let admin: TestMember;
let memberA: TestMember;
let memberB: TestMember;
const ids = { page: '', program: '', hydration: '', sleep: '', journal: '', nudge: '', org: '' };

const widget = (name: string, type = 'custom') => ({ name, type, width: 'half', content_display: 'default', cta_type: 'button', cta_url_type: 'none' });
const emptyLayout: Record<'lite_widgets' | 'main_content' | 'regular_widgets' | 'daily_journal' | 'low_widgets', string[]> = {
  lite_widgets: [],
  main_content: [],
  regular_widgets: [],
  daily_journal: [],
  low_widgets: [],
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  memberA = await signedInMember(server);
  memberB = await signedInMember(server);
  const store = createClassStore(server.db);
  ids.program = (await store.insert('programs', { name: 'Prenatal', code: 'prenatal' })).id;
  ids.hydration = (await store.insert('widgets', widget('Hydration Tracker'))).id;
  ids.sleep = (await store.insert('widgets', widget('Sleep Tracker'))).id;
  ids.journal = (await store.insert('widgets', widget('Daily Journal'))).id;
  ids.nudge = (await store.insert('widgets', widget('Walk nudge', 'nudge'))).id;
  ids.page = (
    await store.insert('pages', {
      title: 'Home',
      slug: 'home',
      parent_slug: null,
      content_display: 'default',
      programs: [],
      layout: emptyLayout,
    })
  ).id;
  ids.org = (await store.insert('organizations', { name: 'Acme Health', code: 'acme', logo_variants: [{ logo_name: 'main', logo_path: '/media/acme.svg' }] })).id;
  // Sleep Tracker is for the prenatal programme only; member A follows it, member B does not.
  await callRoute(server, 'linkWidgetProgram', { token: admin.accessToken, body: { program_id: ids.program, widget_id: ids.sleep } });
  await callRoute(server, 'linkUserProgram', { token: admin.accessToken, body: { program_id: ids.program, user_id: memberA.id } });
});
afterAll(async () => {
  await server.close();
});

describe('page layouts (spec 001 §2)', () => {
  it('saves a layout; each member gets the widgets of their programmes in its areas and order', async () => {
    const saved = await callRoute<PageResponse>(server, 'adminPageLayoutSave', {
      token: admin.accessToken,
      params: { id: ids.page },
      body: { layout: { lite_widgets: [], main_content: [ids.sleep], regular_widgets: [ids.journal, ids.hydration], daily_journal: [], low_widgets: [ids.nudge] } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.page.layout.regular_widgets).toEqual([ids.journal, ids.hydration]);
    expect(saved.body.page.layout.low_widgets).toEqual([ids.nudge]);

    const forA = await callRoute<ClientPageResponse>(server, 'clientPage', { token: memberA.accessToken, query: { slug: 'home' } });
    expect(forA.status).toBe(200);
    expect(forA.body.page).toMatchObject({ title: 'Home', slug: 'home' });
    expect(forA.body.areas.main_content.map((w) => w.name)).toEqual(['Sleep Tracker']);
    expect(forA.body.areas.regular_widgets.map((w) => w.name)).toEqual(['Daily Journal', 'Hydration Tracker']);
    // spec 001 §2: "a lower row of low widgets".
    expect(forA.body.areas.low_widgets.map((w) => w.name)).toEqual(['Walk nudge']);
    expect(forA.body.areas.regular_widgets[0]).not.toHaveProperty('area');
    expect(forA.body.areas.regular_widgets[0]).not.toHaveProperty('order');

    const forB = await callRoute<ClientPageResponse>(server, 'clientPage', { token: memberB.accessToken, query: { slug: 'home' } });
    expect(forB.body.areas.main_content).toEqual([]);
    expect(forB.body.areas.regular_widgets.map((w) => w.name)).toEqual(['Daily Journal', 'Hydration Tracker']);
  });

  it('places a widget on two pages where each page puts it, whichever was saved last', async () => {
    const store = createClassStore(server.db);
    const other = (await store.insert('pages', { title: 'Trackers', slug: 'trackers', parent_slug: null, content_display: 'default', programs: [], layout: emptyLayout })).id;
    const save = (id: string, layout: Partial<typeof emptyLayout>) =>
      callRoute<PageResponse>(server, 'adminPageLayoutSave', { token: admin.accessToken, params: { id }, body: { layout: { ...emptyLayout, ...layout } } });
    expect((await save(ids.page, { regular_widgets: [ids.hydration, ids.journal], low_widgets: [ids.nudge] })).status).toBe(200);
    expect((await save(other, { main_content: [ids.journal], lite_widgets: [ids.nudge], regular_widgets: [ids.hydration] })).status).toBe(200);

    const home = await callRoute<ClientPageResponse>(server, 'clientPage', { token: memberB.accessToken, query: { slug: 'home' } });
    expect(home.body.areas.regular_widgets.map((w) => w.name)).toEqual(['Hydration Tracker', 'Daily Journal']);
    expect(home.body.areas.low_widgets.map((w) => w.name)).toEqual(['Walk nudge']);
    expect(home.body.areas.main_content).toEqual([]);
    const trackers = await callRoute<ClientPageResponse>(server, 'clientPage', { token: memberB.accessToken, query: { slug: 'trackers' } });
    expect(trackers.body.areas.main_content.map((w) => w.name)).toEqual(['Daily Journal']);
    expect(trackers.body.areas.lite_widgets.map((w) => w.name)).toEqual(['Walk nudge']);
    expect(trackers.body.areas.regular_widgets.map((w) => w.name)).toEqual(['Hydration Tracker']);
    expect(trackers.body.areas.low_widgets).toEqual([]);
    // Saving a layout writes the page only.
    expect((await store.get('widgets', ids.journal))?.data).not.toHaveProperty('area');
    await store.remove('pages', other);
  });

  it('refuses a widget whose type the low row does not take, naming the area', async () => {
    const refused = await callRoute<ApiError>(server, 'adminPageLayoutSave', {
      token: admin.accessToken,
      params: { id: ids.page },
      body: { layout: { ...emptyLayout, low_widgets: [ids.nudge, ids.hydration] } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Widget Hydration Tracker (custom) does not fit the low widgets row');
    expect(refused.body.fields).toEqual({ 'layout.low_widgets': 'A custom widget does not fit the low widgets row' });
    const page = await createClassStore(server.db).get<{ layout: typeof emptyLayout }>('pages', ids.page);
    expect(page?.data.layout.low_widgets).toEqual([ids.nudge]);
  });

  it('refuses unknown or repeated widgets and unknown pages; members cannot save layouts', async () => {
    const unknown = await callRoute<ApiError>(server, 'adminPageLayoutSave', {
      token: admin.accessToken,
      params: { id: ids.page },
      body: { layout: { regular_widgets: ['00000000-0000-4000-8000-000000000000'] } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Widget not found: 00000000-0000-4000-8000-000000000000');
    const twice = await callRoute<ApiError>(server, 'adminPageLayoutSave', {
      token: admin.accessToken,
      params: { id: ids.page },
      body: { layout: { main_content: [ids.sleep], regular_widgets: [ids.sleep] } },
    });
    expect(twice.status).toBe(400);
    const noPage = await callRoute<ApiError>(server, 'adminPageLayoutSave', { token: admin.accessToken, params: { id: ids.sleep }, body: { layout: {} } });
    expect(noPage.status).toBe(404);
    expect((await callRoute(server, 'adminPageLayoutSave', { token: memberA.accessToken, params: { id: ids.page }, body: { layout: {} } })).status).toBe(403);
    expect((await callRoute(server, 'clientPage', { token: memberA.accessToken, query: { slug: 'nowhere' } })).status).toBe(404);
    expect((await callRoute(server, 'clientPage', { token: memberA.accessToken, query: { slug: '../etc' } })).status).toBe(400);
  });

  it('hides a page limited to programmes the member does not follow', async () => {
    const store = createClassStore(server.db);
    await store.insert('pages', {
      title: 'Prenatal care',
      slug: 'care',
      parent_slug: 'prenatal',
      content_display: 'default',
      programs: [ids.program],
      layout: emptyLayout,
    });
    expect((await callRoute(server, 'clientPage', { token: memberA.accessToken, query: { slug: 'care', parent_slug: 'prenatal' } })).status).toBe(200);
    expect((await callRoute(server, 'clientPage', { token: memberB.accessToken, query: { slug: 'care', parent_slug: 'prenatal' } })).status).toBe(404);
    expect((await callRoute(server, 'clientPage', { token: memberA.accessToken, query: { slug: 'care' } })).status).toBe(404);
  });

  it("lists the pages each member may open, by the clientPage programme rule, with the member's programmes", async () => {
    const menuA = await callRoute<ClientPagesMenuResponse>(server, 'clientPagesMenu', { token: memberA.accessToken });
    expect(menuA.status).toBe(200);
    const care = menuA.body.pages.find((page) => page.slug === 'care');
    expect(care).toMatchObject({ title: 'Prenatal care', parent_slug: 'prenatal', page_type: null, programs: [ids.program] });
    expect(menuA.body.pages.find((page) => page.slug === 'home')).toMatchObject({ title: 'Home', parent_slug: null, programs: [] });
    expect(menuA.body.member_programs).toEqual([ids.program]);
    // Top-level pages come before child pages; no layout or programme list of the page leaks.
    expect(menuA.body.pages.findIndex((page) => page.slug === 'home')).toBeLessThan(menuA.body.pages.findIndex((page) => page.slug === 'care'));
    expect(Object.keys(care ?? {})).not.toContain('layout');

    const menuB = await callRoute<ClientPagesMenuResponse>(server, 'clientPagesMenu', { token: memberB.accessToken });
    expect(menuB.body.pages.map((page) => page.slug)).toContain('home');
    expect(menuB.body.pages.map((page) => page.slug)).not.toContain('care');
    expect(menuB.body.member_programs).toEqual([]);
    expect((await callRoute(server, 'clientPagesMenu', {})).status).toBe(401);
  });
});

describe('organization (spec 000 §7.2, §3.3)', () => {
  it("answers the member's organisation with its logo variants, null without one", async () => {
    expect((await callRoute<MemberOrganizationResponse>(server, 'memberOrganization', { token: memberA.accessToken })).body).toEqual({ organization: null });
    await callRoute(server, 'linkUserOrganization', { token: admin.accessToken, body: { organization_id: ids.org, user_id: memberA.id } });
    const mine = await callRoute<MemberOrganizationResponse>(server, 'memberOrganization', { token: memberA.accessToken });
    expect(mine.body.organization).toEqual({ id: ids.org, name: 'Acme Health', code: 'acme', logo_variants: [{ logo_name: 'main', logo_path: '/media/acme.svg' }] });
    expect((await callRoute<MemberOrganizationResponse>(server, 'memberOrganization', { token: memberB.accessToken })).body.organization).toBeNull();
  });
});

describe('users activation-url (spec 000 §7.2)', () => {
  it('gives a one-time link that sets the password and verifies the email', async () => {
    const res = await callRoute<ActivationUrlResponse>(server, 'adminUserActivationUrl', { token: admin.accessToken, params: { id: memberB.id } });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe('http://portal.test/reset-password');
    const key = url.searchParams.get('key')!;
    const credential = 'b'.repeat(43);
    const body = { email: memberB.email, key, password: credential, passwordConfirm: credential, keySalt: 'c2FsdHNhbHRzYWx0c2FsdA==' };
    expect((await callRoute(server, 'passwordSet', { body })).status).toBe(204);
    expect((await callRoute(server, 'passwordSet', { body })).status).toBe(400); // used once
    expect((await server.db.selectFrom('users').select('verified').where('id', '=', memberB.id).executeTakeFirstOrThrow()).verified).toBe(true);
    expect((await callRoute(server, 'adminUserActivationUrl', { token: admin.accessToken, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await callRoute(server, 'adminUserActivationUrl', { token: memberA.accessToken, params: { id: memberB.id } })).status).toBe(403);
  });
});

describe('demo programmes seed', () => {
  it('seeds the organisation, both programmes and the home page with every dashboard widget outside the journal, once', async () => {
    const fresh = await startTestServer();
    try {
      await seededDemo(fresh);
    } finally {
      await fresh.close();
    }
  });
});

/** The seeder on a fresh database (the tests above made a home page and widgets of their own). */
async function seededDemo(server: TestServer): Promise<void> {
  const demo = await signedInMember(server);
  const memberB = await signedInMember(server);
  await seedDemoProgrammes(server.db, demo.email);
  await seedDemoProgrammes(server.db, demo.email); // idempotent
  const store = createClassStore(server.db);
  expect((await store.list('programs', { filters: { code: 'healthy-pregnancy' } })).total).toBe(1);
  expect((await store.list('campaigns')).total).toBe(2);

  const organization = await callRoute<MemberOrganizationResponse>(server, 'memberOrganization', { token: demo.accessToken });
  expect(organization.body.organization).toMatchObject({ name: 'HealthDeck Demo Clinic', logo_variants: [{ logo_name: 'main', logo_path: DEMO_LOGO_PATH }] });
  const home = await callRoute<ClientPageResponse>(server, 'clientPage', { token: demo.accessToken, query: { slug: 'home' } });
  const shown = Object.values(home.body.areas)
    .flat()
    .map((w) => w.name);
  // Every dashboard widget but the two the Daily Journal panel already shows (spec 001 §2), and the content widgets.
  expect(shown.sort()).toEqual([...DASHBOARD_WIDGET_NAMES.filter((name) => name !== 'Hydration Tracker' && name !== 'Mood Tracker'), ...DEMO_CONTENT_WIDGETS.map((w) => w.name)].sort());
  const [low, regular] = [DEMO_CONTENT_WIDGETS.filter((w) => DEMO_LOW_ROW.includes(w.name)), DEMO_CONTENT_WIDGETS.filter((w) => !DEMO_LOW_ROW.includes(w.name))];
  expect(home.body.areas.regular_widgets.slice(-regular.length).map((w) => [w.name, w.type])).toEqual(regular.map((w) => [w.name, w.type]));
  // spec 001 §2 "a lower row of low widgets": the short cards, of types the row takes.
  expect(home.body.areas.low_widgets.map((w) => [w.name, w.type])).toEqual(low.map((w) => [w.name, w.type]));
  expect(low.map((w) => w.type)).toEqual(['headline', 'text']);
  expect((await store.list('widgets', { filters: { name: 'Welcome nudge' } })).total).toBe(1);
  expect(home.body.areas.daily_journal.map((w) => w.name)).toEqual(['Daily Journal']);
  // A member in no programme does not get the programmes' widget, and does get everyone's.
  const outsider = await callRoute<ClientPageResponse>(server, 'clientPage', { token: memberB.accessToken, query: { slug: 'home' } });
  const outsiderSees = Object.values(outsider.body.areas)
    .flat()
    .map((w) => w.name);
  expect(outsiderSees).not.toContain('Program Progress');
  expect(outsiderSees).toEqual(expect.arrayContaining(['Sleep Tracker', 'Sleep Summary', 'Daily Journal']));
}

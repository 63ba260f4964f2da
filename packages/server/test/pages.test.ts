import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivationUrlResponse,
  ApiError,
  ClientPageResponse,
  ClientPagesMenuResponse,
  MemberOrganizationResponse,
  PageLayoutPreviewResponse,
  PageLayoutStateResponse,
  PageLayoutVersionsResponse,
} from '@healthdeck/contract';
import { DASHBOARD_WIDGET_NAMES } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { DEMO_CONTENT_WIDGETS, DEMO_LOGO_PATH, DEMO_LOW_ROW, seedDemoProgrammes } from '../src/seed/demo-programmes.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

// spec 000 §2 pages by parent slug plus slug, §3.4 widget areas, §7.2 organization, pages and users
// activation-url; spec 001 §2 page layouts: widgets of the member's programmes, in the areas and order
// of the page's published layout ("A page has a title, optional lite widgets beside the title, a main content
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

type Layout = typeof emptyLayout;
type State = PageLayoutStateResponse;

/** Saves the draft from the published version and publishes it: what the editor's Publish does. */
async function publish(id: string, layout: Partial<Layout>, token = admin.accessToken): Promise<{ status: number; body: State & ApiError }> {
  const current = await callRoute<State>(server, 'adminPageLayout', { token, params: { id } });
  const base = current.body.published.version;
  const draft = await callRoute<State & ApiError>(server, 'adminPageLayoutDraftSave', { token, params: { id }, body: { layout: { ...emptyLayout, ...layout }, base_version: base } });
  if (draft.status !== 200) return draft;
  return callRoute<State & ApiError>(server, 'adminPageLayoutPublish', { token, params: { id }, body: { expected_version: base } });
}
const homeFor = async (member: TestMember, slug = 'home') => (await callRoute<ClientPageResponse>(server, 'clientPage', { token: member.accessToken, query: { slug } })).body;
const names = (widgets: { name: string }[]) => widgets.map((w) => w.name);

describe('page layouts (spec 001 §2)', () => {
  it('publishes a layout; each member gets the widgets of their programmes in its areas and order', async () => {
    const published = await publish(ids.page, { main_content: [ids.sleep], regular_widgets: [ids.hydration], daily_journal: [ids.journal], low_widgets: [ids.nudge] });
    expect(published.status).toBe(200);
    expect(published.body.published.layout.regular_widgets).toEqual([ids.hydration]);
    expect(published.body.published.layout.low_widgets).toEqual([ids.nudge]);

    const forA = await homeFor(memberA);
    expect(forA.page).toMatchObject({ title: 'Home', slug: 'home' });
    expect(names(forA.areas.main_content)).toEqual(['Sleep Tracker']);
    expect(names(forA.areas.regular_widgets)).toEqual(['Hydration Tracker']);
    expect(names(forA.areas.daily_journal)).toEqual(['Daily Journal']);
    // spec 001 §2: "a lower row of low widgets".
    expect(names(forA.areas.low_widgets)).toEqual(['Walk nudge']);
    expect(forA.areas.regular_widgets[0]).not.toHaveProperty('area');
    expect(forA.areas.regular_widgets[0]).not.toHaveProperty('order');

    const forB = await homeFor(memberB);
    expect(forB.areas.main_content).toEqual([]);
    expect(names(forB.areas.regular_widgets)).toEqual(['Hydration Tracker']);
  });

  it('places a widget on two pages where each page puts it, whichever was published last', async () => {
    const store = createClassStore(server.db);
    const other = (await store.insert('pages', { title: 'Trackers', slug: 'trackers', parent_slug: null, content_display: 'default', programs: [], layout: emptyLayout })).id;
    expect((await publish(ids.page, { regular_widgets: [ids.hydration, ids.sleep], low_widgets: [ids.nudge], daily_journal: [ids.journal] })).status).toBe(200);
    expect((await publish(other, { main_content: [ids.sleep], lite_widgets: [ids.nudge], regular_widgets: [ids.hydration] })).status).toBe(200);

    const home = await homeFor(memberA);
    expect(names(home.areas.regular_widgets)).toEqual(['Hydration Tracker', 'Sleep Tracker']);
    expect(names(home.areas.low_widgets)).toEqual(['Walk nudge']);
    expect(home.areas.main_content).toEqual([]);
    const trackers = await homeFor(memberA, 'trackers');
    expect(names(trackers.areas.main_content)).toEqual(['Sleep Tracker']);
    expect(names(trackers.areas.lite_widgets)).toEqual(['Walk nudge']);
    expect(names(trackers.areas.regular_widgets)).toEqual(['Hydration Tracker']);
    expect(trackers.areas.low_widgets).toEqual([]);
    // Publishing a layout writes the page only.
    expect((await store.get('widgets', ids.sleep))?.data).not.toHaveProperty('area');
    await store.remove('pages', other);
  });

  it('refuses to publish a draft that breaks a guardrail, naming the area; members keep the published layout', async () => {
    const before = await homeFor(memberA);
    const lowRow = await publish(ids.page, { low_widgets: [ids.nudge, ids.hydration], regular_widgets: [ids.sleep] });
    expect(lowRow.status).toBe(400);
    expect(lowRow.body.message).toBe('Widget Hydration Tracker (custom) does not fit the low widgets row');
    expect(lowRow.body.fields).toEqual({ 'layout.low_widgets': 'A custom widget does not fit the low widgets row' });
    // The drag of issue 42: the Daily Journal beside the title.
    const journal = await publish(ids.page, { lite_widgets: [ids.journal], regular_widgets: [ids.sleep] });
    expect(journal.status).toBe(400);
    expect(journal.body.fields).toEqual({ 'layout.lite_widgets': 'Daily Journal is a panel: it can only go in the Daily Journal panel' });
    expect(await homeFor(memberA)).toEqual(before);
    await callRoute(server, 'adminPageLayoutDraftDiscard', { token: admin.accessToken, params: { id: ids.page } });
  });

  it('refuses unknown or repeated widgets and unknown pages; members cannot touch layouts', async () => {
    const base = (await callRoute<State>(server, 'adminPageLayout', { token: admin.accessToken, params: { id: ids.page } })).body.published.version;
    const saveDraft = (token: string, id: string, layout: Partial<Layout>) =>
      callRoute<ApiError>(server, 'adminPageLayoutDraftSave', { token, params: { id }, body: { layout, base_version: base } });
    const unknown = await saveDraft(admin.accessToken, ids.page, { regular_widgets: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Widget not found: 00000000-0000-4000-8000-000000000000');
    expect((await saveDraft(admin.accessToken, ids.page, { main_content: [ids.sleep], regular_widgets: [ids.sleep] })).status).toBe(400);
    expect((await saveDraft(admin.accessToken, ids.sleep, {})).status).toBe(404);
    expect((await saveDraft(memberA.accessToken, ids.page, {})).status).toBe(403);
    for (const route of ['adminPageLayout', 'adminPageLayoutVersions'] as const) {
      expect((await callRoute(server, route, { token: memberA.accessToken, params: { id: ids.page } })).status).toBe(403);
    }
    expect((await callRoute(server, 'adminPageLayoutPublish', { token: memberA.accessToken, params: { id: ids.page }, body: { expected_version: base } })).status).toBe(403);
    expect((await callRoute(server, 'clientPage', { token: memberA.accessToken, query: { slug: 'nowhere' } })).status).toBe(404);
    expect((await callRoute(server, 'clientPage', { token: memberA.accessToken, query: { slug: '../etc' } })).status).toBe(400);
  });
});

describe('layout drafts, versions and rollback (decision 0096)', () => {
  let page = '';
  beforeAll(async () => {
    const store = createClassStore(server.db);
    page = (
      await store.insert('pages', {
        title: 'Drafts',
        slug: 'drafts',
        parent_slug: null,
        content_display: 'default',
        programs: [],
        layout: { ...emptyLayout, regular_widgets: [ids.hydration] },
      })
    ).id;
  });
  const state = async () => (await callRoute<State>(server, 'adminPageLayout', { token: admin.accessToken, params: { id: page } })).body;

  it('a page made before its first publish has its layout as version 1; members never see a draft, who saved it is kept', async () => {
    const first = await state();
    expect(first.published).toMatchObject({ version: 1, published_by: null, restored_from: null, layout: { ...emptyLayout, regular_widgets: [ids.hydration] } });
    expect(first.draft).toMatchObject({ saved: false, base_version: 1, updated_by: null, layout: first.published.layout });

    const saved = await callRoute<State>(server, 'adminPageLayoutDraftSave', {
      token: admin.accessToken,
      params: { id: page },
      body: { layout: { ...emptyLayout, regular_widgets: [ids.sleep, ids.hydration] }, base_version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.draft).toMatchObject({ saved: true, base_version: 1, updated_by: { id: admin.id, email: admin.email } });
    expect(saved.body.published.version).toBe(1);
    // The draft survives a reload; members still get version 1.
    expect((await state()).draft.layout.regular_widgets).toEqual([ids.sleep, ids.hydration]);
    expect(names((await homeFor(memberA, 'drafts')).areas.regular_widgets)).toEqual(['Hydration Tracker']);
    expect(JSON.stringify(await homeFor(memberA, 'drafts'))).not.toContain(ids.sleep);
  });

  it('publishing makes version 2 with who and when, clears the draft and is what members get; the publish is audited', async () => {
    const published = await callRoute<State>(server, 'adminPageLayoutPublish', { token: admin.accessToken, params: { id: page }, body: { expected_version: 1 } });
    expect(published.status).toBe(200);
    expect(published.body.published).toMatchObject({ version: 2, published_by: { id: admin.id }, restored_from: null });
    expect(Date.now() - Date.parse(published.body.published.published_at)).toBeLessThan(60_000);
    expect(published.body.draft).toMatchObject({ saved: false, base_version: 2 });
    expect(names((await homeFor(memberA, 'drafts')).areas.regular_widgets)).toEqual(['Sleep Tracker', 'Hydration Tracker']);
    const audited = await server.db.selectFrom('audit_log').select(['actor_id', 'detail']).where('event', '=', 'page_layout.published').execute();
    expect(audited.some((row) => row.actor_id === admin.id && JSON.stringify(row.detail).includes(page))).toBe(true);
    // Nothing new to publish.
    expect((await callRoute(server, 'adminPageLayoutPublish', { token: admin.accessToken, params: { id: page }, body: { expected_version: 2 } })).status).toBe(400);
  });

  it('refuses a publish of a draft started from a version that is no longer the newest, saying who published since', async () => {
    // Two admins start from version 2; the first publishes version 3.
    const stale = { ...emptyLayout, regular_widgets: [ids.hydration], main_content: [ids.sleep] };
    await callRoute(server, 'adminPageLayoutDraftSave', { token: admin.accessToken, params: { id: page }, body: { layout: stale, base_version: 2 } });
    const [a, b] = await Promise.all([
      callRoute<State & ApiError>(server, 'adminPageLayoutPublish', { token: admin.accessToken, params: { id: page }, body: { expected_version: 2 } }),
      callRoute<State & ApiError>(server, 'adminPageLayoutPublish', { token: admin.accessToken, params: { id: page }, body: { expected_version: 2 } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toMatch(/^Version 3 was published by .+ at .+ after this draft was started from version 2\. Look at it, then publish again or discard the draft\.$/);
    // A draft saved from version 2 after version 3 is refused at publish too.
    await callRoute(server, 'adminPageLayoutDraftSave', { token: admin.accessToken, params: { id: page }, body: { layout: emptyLayout, base_version: 2 } });
    const late = await callRoute<ApiError>(server, 'adminPageLayoutPublish', { token: admin.accessToken, params: { id: page }, body: { expected_version: 3 } });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('started from version 2');
    expect(names((await homeFor(memberA, 'drafts')).areas.main_content)).toEqual(['Sleep Tracker']);
    const versions = await callRoute<PageLayoutVersionsResponse>(server, 'adminPageLayoutVersions', { token: admin.accessToken, params: { id: page } });
    expect(versions.body.versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('rolls back by publishing a new version equal to the old one, audited; a stale rollback is refused', async () => {
    const restored = await callRoute<State>(server, 'adminPageLayoutRestore', { token: admin.accessToken, params: { id: page, version: 1 }, body: { expected_version: 3 } });
    expect(restored.status).toBe(200);
    expect(restored.body.published).toMatchObject({ version: 4, restored_from: 1, published_by: { id: admin.id }, layout: { ...emptyLayout, regular_widgets: [ids.hydration] } });
    // The draft made against version 2 is gone with the rollback.
    expect(restored.body.draft.saved).toBe(false);
    expect(names((await homeFor(memberA, 'drafts')).areas.regular_widgets)).toEqual(['Hydration Tracker']);
    expect((await homeFor(memberA, 'drafts')).areas.main_content).toEqual([]);
    const audited = await server.db.selectFrom('audit_log').select('detail').where('event', '=', 'page_layout.restored').execute();
    expect(audited.map((row) => row.detail)).toContainEqual(expect.objectContaining({ id: page, version: 4, restored_from: 1 }));
    expect((await callRoute(server, 'adminPageLayoutRestore', { token: admin.accessToken, params: { id: page, version: 2 }, body: { expected_version: 3 } })).status).toBe(409);
    expect((await callRoute(server, 'adminPageLayoutRestore', { token: admin.accessToken, params: { id: page, version: 9 }, body: { expected_version: 4 } })).status).toBe(404);
    // The generic page form cannot change the layout past the versions.
    const generic = await callRoute<ApiError>(server, 'adminSet', { token: admin.accessToken, body: { classkey: 'pages', id: page, data: { layout: emptyLayout } } });
    expect(generic.status).toBe(400);
    expect(generic.body.fields).toEqual({ layout: "A page's layout is changed by publishing it from the page's layout editor" });
  });

  it('previews the layout being edited as a member of a chosen programme, by the member page rule', async () => {
    const layout = { ...emptyLayout, regular_widgets: [ids.sleep, ids.hydration] };
    const asMember = await callRoute<PageLayoutPreviewResponse>(server, 'adminPageLayoutPreview', {
      token: admin.accessToken,
      params: { id: page },
      body: { layout, program_id: ids.program },
    });
    expect(asMember.status).toBe(200);
    expect(asMember.body.page_shown).toBe(true);
    expect(names(asMember.body.areas.regular_widgets)).toEqual(['Sleep Tracker', 'Hydration Tracker']);
    expect(asMember.body.hidden).toEqual([]);
    const noProgramme = await callRoute<PageLayoutPreviewResponse>(server, 'adminPageLayoutPreview', { token: admin.accessToken, params: { id: page }, body: { layout } });
    expect(names(noProgramme.body.areas.regular_widgets)).toEqual(['Hydration Tracker']);
    expect(noProgramme.body.hidden).toEqual([{ id: ids.sleep, area: 'regular_widgets' }]);
    // A preview stores nothing: members and the draft are as they were.
    expect((await state()).draft.saved).toBe(false);
    expect(names((await homeFor(memberA, 'drafts')).areas.regular_widgets)).toEqual(['Hydration Tracker']);
  });
});

describe('pages by programme (spec 000 §2, spec 001 §2)', () => {
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

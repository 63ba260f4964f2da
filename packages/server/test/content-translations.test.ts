import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPageResponse, ClientPagesMenuResponse, SymptomsResponse, TranslationRecordResponse, TranslationReportResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { acceptedLanguage } from '../src/domain/translations/content-language.js';
import { seedDemoTranslations } from '../src/seed/demo-translations.js';

// Administered content in the member's language (docs/decisions/0107-content-translations.md):
// per-field English fallback, the member's preference before the browser's Accept-Language, and
// the report of what is missing per language and kind.

let server: TestServer;
let admin: TestMember;
let member: TestMember;
const ids = { page: '', widget: '' };
const emptyLayout = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  member = await signedInMember(server);
  const store = createClassStore(server.db);
  ids.widget = (
    await store.insert('widgets', {
      name: 'Order nudge',
      type: 'nudge',
      title: 'Your orders',
      description: 'Track what you ordered',
      width: 'half',
      content_display: 'default',
      cta_type: 'button',
      cta_url_type: 'none',
    })
  ).id;
  ids.page = (
    await store.insert('pages', {
      title: 'Orders',
      slug: 'orders-translated',
      parent_slug: null,
      content_display: 'default',
      programs: [],
      layout: { ...emptyLayout, regular_widgets: [ids.widget] },
    })
  ).id;
});
afterAll(async () => {
  await server.close();
});

const save = (kind: string, id: string, language: string, values: Record<string, string>) =>
  callRoute<TranslationRecordResponse>(server, 'adminTranslationsSave', { token: admin.accessToken, params: { kind, id }, body: { language, values } });
const page = (who: TestMember, acceptLanguage?: string) =>
  server.call<ClientPageResponse>('clientPage', {
    token: who.accessToken,
    query: { slug: 'orders-translated' },
    ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
  });
const report = async (language: string) =>
  (await callRoute<TranslationReportResponse>(server, 'adminTranslationReport', { token: admin.accessToken, query: { language } })).body.languages[0]!;

describe('the language of an answer', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.5', 'es'],
    ['de;q=0.4, fr;q=0.8', 'fr'],
    ['ja, mh', 'mh'],
    ['ja', 'en'],
    ['', 'en'],
  ])('reads Accept-Language %j as %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});

describe('content translations', () => {
  it('answers English, saying so, until a translation exists', async () => {
    const res = await page(member, 'es');
    expect(res.status).toBe(200);
    expect(res.body.page.title).toBe('Orders');
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('shows each translated field and keeps English for the others (fallback per field)', async () => {
    expect((await save('pages', ids.page, 'es', { title: 'Pedidos' })).status).toBe(200);
    const saved = await save('widgets', ids.widget, 'es', { title: 'Tus pedidos' });
    expect(saved.body.fields.find((f) => f.field === 'title')).toEqual({ field: 'title', english: 'Your orders', translations: { es: 'Tus pedidos' } });
    const res = await page(member, 'es-ES,es;q=0.9');
    expect(res.body.page.title).toBe('Pedidos');
    const widget = res.body.areas.regular_widgets[0]!;
    expect(widget.title).toBe('Tus pedidos');
    expect(widget.description).toBe('Track what you ordered');
    // The editor reads back what was saved, beside the English.
    const read = await callRoute<TranslationRecordResponse>(server, 'adminTranslations', { token: admin.accessToken, params: { kind: 'widgets', id: ids.widget } });
    expect(read.status).toBe(200);
    expect(read.body.fields.find((f) => f.field === 'title')).toEqual({ field: 'title', english: 'Your orders', translations: { es: 'Tus pedidos' } });
    // Another language with no translation reads English.
    expect((await page(member, 'fr')).body.page.title).toBe('Orders');
    expect((await page(member)).body.page.title).toBe('Orders');
  });

  it("prefers the member's saved language to the browser's", async () => {
    const other = await signedInMember(server);
    await save('pages', ids.page, 'de', { title: 'Bestellungen' });
    expect((await callRoute(server, 'preferencesSave', { token: other.accessToken, body: { language: 'de' } })).status).toBe(200);
    const res = await page(other, 'es');
    expect(res.body.page.title).toBe('Bestellungen');
    expect(res.headers.get('content-language')).toBe('de');
    const menu = await server.call<ClientPagesMenuResponse>('clientPagesMenu', { token: other.accessToken });
    expect(menu.body.pages.find((p) => p.id === ids.page)?.title).toBe('Bestellungen');
  });

  it("names symptoms in the member's language and keeps the 'None of these' rule", async () => {
    const symptoms = await server.call<SymptomsResponse>('symptomsList', { token: member.accessToken, query: { tz: 'UTC' } });
    const none = symptoms.body.find((s) => s.none_of_these)!;
    expect(none.name).toBe('None of these');
    await save('symptoms', String(none.id), 'es', { name: 'Ninguno de estos' });
    const spanish = await server.call<SymptomsResponse>('symptomsList', { token: member.accessToken, query: { tz: 'UTC' }, headers: { 'accept-language': 'es' } });
    expect(spanish.body.find((s) => s.id === none.id)).toMatchObject({ name: 'Ninguno de estos', none_of_these: true });
    expect(spanish.body.filter((s) => s.none_of_these)).toHaveLength(1);
  });

  it('removes a translation saved empty, so the member reads English again', async () => {
    await save('pages', ids.page, 'es', { title: '' });
    expect((await page(member, 'es')).body.page.title).toBe('Orders');
    await save('pages', ids.page, 'es', { title: 'Pedidos' });
  });

  it('refuses a field members do not read, and a record that does not exist', async () => {
    const wrong = await save('pages', ids.page, 'es', { slug: 'pedidos' });
    expect(wrong.status).toBe(400);
    expect((await save('pages', '00000000-0000-4000-8000-000000000000', 'es', { title: 'Nada' })).status).toBe(404);
    expect(
      (await callRoute(server, 'adminTranslationsSave', { token: member.accessToken, params: { kind: 'pages', id: ids.page }, body: { language: 'es', values: { title: 'x' } } })).status,
    ).toBe(403);
  });

  it('reports what is missing per language and kind', async () => {
    const spanish = await report('es');
    const pages = spanish.kinds.find((k) => k.kind === 'pages')!;
    expect(pages.missing.find((m) => m.id === ids.page)).toBeUndefined();
    const widgets = spanish.kinds.find((k) => k.kind === 'widgets')!;
    // The widget's title is translated; its description is not; it has no subtitle to translate.
    expect(widgets.missing.find((m) => m.id === ids.widget)).toEqual({ id: ids.widget, label: 'Your orders', fields: ['description'] });
    const french = await report('fr');
    expect(french.kinds.find((k) => k.kind === 'pages')!.missing.find((m) => m.id === ids.page)).toEqual({ id: ids.page, label: 'Orders', fields: ['title'] });
    expect(french.missing).toBeGreaterThan(spanish.missing);
    const all = (await callRoute<TranslationReportResponse>(server, 'adminTranslationReport', { token: admin.accessToken })).body.languages.map((l) => l.language);
    expect(all).toEqual(['es', 'fr', 'de', 'pt', 'mh']);
  });
});

describe('the demo translations', () => {
  it('say the demo texts in es, fr, de and pt, keep what an administrator wrote, and write no Marshallese', async () => {
    await save('pages', ids.page, 'es', { title: 'Mis pedidos' });
    await seedDemoTranslations(server.db);
    await seedDemoTranslations(server.db);
    expect((await page(member, 'es')).body.page.title).toBe('Mis pedidos');
    expect((await page(member, 'pt')).body.page.title).toBe('Pedidos');
    expect((await page(member, 'mh')).body.page.title).toBe('Orders');
    const symptoms = await server.call<SymptomsResponse>('symptomsList', { token: member.accessToken, query: { tz: 'UTC' }, headers: { 'accept-language': 'fr' } });
    expect(symptoms.body.map((s) => s.name)).toContain('Mal de tête');
    const marshallese = await server.db.selectFrom('content_translations').select('kind').where('language', '=', 'mh').execute();
    expect(marshallese).toEqual([]);
  });
});

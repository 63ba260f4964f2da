import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLASSKEYS, classMeta } from '@healthdeck/contract';
import { json, type FakeCall } from '@healthdeck/sdk/testing';
import { formFields } from '../src/classes/class-fields.js';
import { structuredMessages, type StructuredMessages } from '../src/classes/structured-messages.js';
import * as translations from '../src/classes/structured-translations.js';
import { fromDraft, structureOf, toDraft } from '../src/classes/structure.js';
import { classRecord, renderAdminAt } from './render-admin.js';

// No administrator writes JSON: every list and object field of every class has controls of its
// own (add, remove, move up and down; an item's parts; keys and values; a value of a chosen kind),
// the quad, large-quad and two-content-link options draw the widget live beside them, and a
// message names the item and part it is about in words.

const WIDGET_ID = '55555555-5555-4555-8555-555555555555';
const emptySearch = (call: FakeCall) => json({ items: [], total_count: 0, page: 1, take: Number(call.query.get('take') ?? '10') });

async function open(path: string, classkey: string) {
  const sent: Record<string, unknown>[] = [];
  const api = await renderAdminAt(path, {
    adminSearch: emptySearch,
    adminAdd: (call) => {
      const { data } = call.body as { data: Record<string, unknown> };
      sent.push(data);
      return json(classRecord(classkey, WIDGET_ID, data));
    },
  });
  return { api, sent };
}

const group = (name: string) => screen.getByRole('group', { name });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { exact: true, selector: 'input, select, textarea' }) as HTMLInputElement;
const type = (scope: HTMLElement, label: string, value: string) => fireEvent.change(field(scope, label), { target: { value } });
const preview = () => screen.getByRole('figure');

async function newWidget(widgetType: string) {
  const opened = await open('/admin/classes/widgets/new', 'widgets');
  await screen.findByRole('heading', { level: 1, name: 'New widget' }, { timeout: 5000 });
  await waitFor(() => expect(screen.getByLabelText('Type', { selector: 'select' })).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Name', { selector: 'input' }), { target: { value: 'Journey tile' } });
  fireEvent.change(screen.getByLabelText('Title', { selector: 'input' }), { target: { value: 'Sleep well' } });
  fireEvent.change(screen.getByLabelText('Type', { selector: 'select' }), { target: { value: widgetType } });
  // Its call to action: a link (spec 001 §5 asks for the link type of these types).
  const urlType = screen.queryByLabelText('CTA URL type', { selector: 'select' });
  if (urlType) {
    fireEvent.change(urlType, { target: { value: 'url' } });
    fireEvent.change(screen.getByLabelText('CTA URL', { selector: 'input, textarea' }), { target: { value: 'https://example.com/sleep' } });
  }
  return opened;
}

describe('the widget options editors (spec 001 §3 Widget config)', { timeout: 20_000 }, () => {
  it('shows each options editor for its own type only, the type in words', async () => {
    await newWidget('quad');
    const typeSelect = screen.getByLabelText('Type', { selector: 'select' }) as HTMLSelectElement;
    expect(typeSelect.selectedOptions[0]?.textContent).toBe('Quad tile');
    expect(Array.from(typeSelect.options).map((o) => o.textContent)).toContain('Two links');
    expect(screen.getByRole('group', { name: 'Quad options' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Large quad options' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Two content link options' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /JSON/ })).toBeNull();
  });

  it('quad: the tile subtitle and text show in the live preview as they are typed, and are saved', async () => {
    const { sent } = await newWidget('quad');
    const quad = group('Quad options');
    type(quad, 'Tile subtitle', 'Seven hours a night');
    type(quad, 'Tile text', 'Small steps every evening');
    expect(await within(preview()).findByText('Seven hours a night', {}, { timeout: 5000 })).toBeTruthy();
    type(quad, 'Tile subtitle', 'Eight hours a night');
    expect(await within(preview()).findByText('Eight hours a night')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'quad', quadOptions: { subtitle: 'Eight hours a night', description: 'Small steps every evening' } });
    // No complete-action choice is None (null), not an empty object.
    expect(sent[0]?.cta_complete_action_on_click).toBeNull();
  });

  it('two content links: add, reorder and remove links, at most two; the preview follows; saved in order', async () => {
    const { sent } = await newWidget('two_content_links');
    const links = group('Two content link options');
    expect(within(links).getByText('None yet.')).toBeTruthy();
    fireEvent.click(within(links).getByRole('button', { name: 'Add a link' }));
    // The new link's first control has the focus.
    await waitFor(() => expect(document.activeElement).toBe(field(group('Link 1'), 'Title')));
    type(group('Link 1'), 'Title', 'Sleep diary');
    type(group('Link 1'), 'Button text', 'Open the diary');
    type(group('Link 1'), 'Link (web address)', 'https://example.com/diary');
    fireEvent.click(within(links).getByRole('button', { name: 'Add a link' }));
    type(group('Link 2'), 'Title', 'Bedtime tips');
    type(group('Link 2'), 'Button text', 'Read the tips');
    type(group('Link 2'), 'Link (web address)', 'https://example.com/tips');
    expect((within(links).getByRole('button', { name: 'Add a link' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(links).getByText('Up to 2.')).toBeTruthy();
    expect(await within(preview()).findByText('Bedtime tips', {}, { timeout: 5000 })).toBeTruthy();

    // Move the second link up: it is first now, and keeps the focus on its (now only) move button.
    fireEvent.click(within(links).getByRole('button', { name: 'Move up: Link 2' }));
    await waitFor(() => expect(field(group('Link 1'), 'Title').value).toBe('Bedtime tips'));
    expect(field(group('Link 2'), 'Title').value).toBe('Sleep diary');
    await waitFor(() => expect(document.activeElement).toBe(within(links).getByRole('button', { name: 'Move down: Link 1' })));
    await waitFor(() =>
      expect(
        within(preview())
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent),
      ).toEqual(['Bedtime tips', 'Sleep diary']),
    );

    // Remove one and add it back.
    fireEvent.click(within(links).getByRole('button', { name: 'Remove Link 2' }));
    expect(within(links).queryByRole('group', { name: 'Link 2' })).toBeNull();
    await waitFor(() => expect(within(preview()).queryByText('Sleep diary')).toBeNull());
    fireEvent.click(within(links).getByRole('button', { name: 'Add a link' }));
    type(group('Link 2'), 'Title', 'Sleep diary');
    type(group('Link 2'), 'Button text', 'Open the diary');
    type(group('Link 2'), 'Link (web address)', 'https://example.com/diary');

    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.two_content_link_options).toEqual([
      { content_title: 'Bedtime tips', cta_text: 'Read the tips', cta_url: 'https://example.com/tips' },
      { content_title: 'Sleep diary', cta_text: 'Open the diary', cta_url: 'https://example.com/diary' },
    ]);
  });

  it('says in words which link and which part a message is about, and marks that control', async () => {
    const { sent } = await newWidget('two_content_links');
    const links = group('Two content link options');
    fireEvent.click(within(links).getByRole('button', { name: 'Add a link' }));
    type(group('Link 1'), 'Title', 'Sleep diary');
    type(group('Link 1'), 'Link (web address)', 'https://example.com/diary');
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await waitFor(() => expect(within(links).getByText('Link 1, Button text: Required')).toBeTruthy());
    const bad = field(group('Link 1'), 'Button text');
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(bad.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Link 1, Button text: Required');
    expect(field(group('Link 1'), 'Title').getAttribute('aria-invalid')).toBeNull();
    expect(within(links).queryByText(/cta_text|two_content_link_options/)).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('large quad: groups of three images, a heading and a text, drawn live and saved under groups', async () => {
    const { sent } = await newWidget('large_quad');
    const groups = group('Large quad options');
    fireEvent.click(within(groups).getByRole('button', { name: 'Add a group' }));
    type(group('Group 1'), 'Heading', 'Evening routine');
    type(group('Group 1'), 'First image (web address)', '/media/moon.png');
    type(group('Group 1'), 'Text', 'Dim the lights an hour before bed');
    fireEvent.click(within(groups).getByRole('button', { name: 'Add a group' }));
    type(group('Group 2'), 'Heading', 'Morning light');
    expect(await within(preview()).findByText('Evening routine', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(preview()).getByText('Morning light')).toBeTruthy();
    fireEvent.click(within(groups).getByRole('button', { name: 'Move down: Group 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.largeQuadOptions).toEqual({
      groups: [{ content: 'Morning light' }, { content: 'Evening routine', image_a: '/media/moon.png', description: 'Dim the lights an hour before bed' }],
    });
  });

  it('reads a stored widget’s links back into the controls', async () => {
    const stored = classRecord('widgets', WIDGET_ID, {
      name: 'Links',
      type: 'two_content_links',
      title: 'Sleep',
      width: 'half',
      content_display: 'default',
      cta_type: 'button',
      cta_url_type: 'none',
      two_content_link_options: [{ content_title: 'Diary', cta_text: 'Open', cta_url: 'https://example.com/d' }],
    });
    await renderAdminAt(`/admin/classes/widgets/${WIDGET_ID}`, { adminSearch: emptySearch, adminGet: () => json(stored) });
    const link = await screen.findByRole('group', { name: 'Link 1' }, { timeout: 10_000 });
    expect(field(link, 'Title').value).toBe('Diary');
    expect(field(link, 'Link (web address)').value).toBe('https://example.com/d');
    // The stored choices show in their value lists (not the first option).
    expect((screen.getByLabelText('Type', { selector: 'select' }) as HTMLSelectElement).value).toBe('two_content_links');
    expect((screen.getByLabelText('Width', { selector: 'select' }) as HTMLSelectElement).value).toBe('half');
  });
});

describe('the other list and object fields', { timeout: 20_000 }, () => {
  it('a list of ids: add, move and remove entries; blank entries are left out', async () => {
    const { sent } = await open('/admin/classes/vendorkit/new', 'vendorkit');
    const tests = await screen.findByRole('group', { name: 'Test IDs' }, { timeout: 5000 });
    const add = within(tests).getByRole('button', { name: 'Add a test' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    type(tests, 'Test 1', ids[0]!);
    type(tests, 'Test 2', ids[1]!);
    fireEvent.click(within(tests).getByRole('button', { name: 'Move up: Test 2' }));
    expect(field(tests, 'Test 1').value).toBe(ids[1]);
    fireEvent.click(within(tests).getByRole('button', { name: 'Remove Test 3' }));
    expect(within(tests).queryByLabelText('Test 3')).toBeNull();
    fireEvent.click(add);
    type(screen.getByRole('form'), 'Name', 'Sleep kit');
    type(screen.getByRole('form'), 'Code', 'sleep-kit');
    type(screen.getByRole('form'), 'Vendor ID', '33333333-3333-4333-8333-333333333333');
    fireEvent.click(screen.getByRole('button', { name: /^Create / }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.test_ids).toEqual([ids[1], ids[0]]);
  });

  it('ranges: the level in words, numbers as numbers; an empty list says what it needs', async () => {
    const { sent } = await open('/admin/classes/biomarkerrange/new', 'biomarkerrange');
    const ranges = await screen.findByRole('group', { name: 'Ranges' }, { timeout: 5000 });
    type(screen.getByRole('form'), 'Biomarker ID', '33333333-3333-4333-8333-333333333333');
    fireEvent.click(screen.getByRole('button', { name: /^Create / }));
    await waitFor(() => expect(within(ranges).getByText('Add at least one range')).toBeTruthy());
    fireEvent.click(within(ranges).getByRole('button', { name: 'Add a range' }));
    const level = field(group('Range 1'), 'Level') as unknown as HTMLSelectElement;
    expect(Array.from(level.options).map((o) => o.textContent)).toEqual(['Choose…', 'Healthy', 'Warning', 'Unhealthy']);
    type(group('Range 1'), 'Level', 'warning');
    type(group('Range 1'), 'From', '5.5');
    type(group('Range 1'), 'To', '7');
    fireEvent.click(screen.getByRole('button', { name: /^Create / }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.ranges).toEqual([{ level: 'warning', min: 5.5, max: 7 }]);
  });

  it('a value of a chosen kind (a global default): a number, yes or no, or none', async () => {
    const { sent } = await open('/admin/classes/global_defaults/new', 'global_defaults');
    const value = await screen.findByRole('group', { name: 'Value' }, { timeout: 5000 });
    type(value, 'Kind of value', 'number');
    type(value, 'Value', '8');
    type(screen.getByRole('form'), 'Key', 'sleep_goal');
    fireEvent.click(screen.getByRole('button', { name: /^Create / }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.value).toBe(8);
  });

  it('an organisation’s integration settings as names and values', async () => {
    const { sent } = await open('/admin/classes/organizations/new', 'organizations');
    const integrations = await screen.findByRole('group', { name: 'Integrations' }, { timeout: 5000 });
    for (const f of formFields('organizations')) if (f.required && f.kind === 'text') type(screen.getByRole('form'), f.label, f.name === 'code' ? 'acme' : 'Acme');
    fireEvent.click(within(integrations).getByRole('button', { name: 'Add an integration' }));
    type(group('Integration 1'), 'Name', 'fitbit');
    fireEvent.click(within(group('Integration 1')).getByRole('button', { name: 'Add a setting' }));
    type(group('Setting 1'), 'Setting', 'region');
    type(group('Setting 1'), 'Value', 'eu');
    const origins = group('Allowed origins');
    fireEvent.click(within(origins).getByRole('button', { name: 'Add a website' }));
    type(origins, 'Website 1', 'https://partner.example');
    fireEvent.click(screen.getByRole('button', { name: /^Create / }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // A new integration is enabled, as the schema's default says.
    expect(sent[0]?.integrations).toEqual([{ name: 'fitbit', enabled: true, settings: { region: 'eu' } }]);
    expect(sent[0]?.allowed_origins).toEqual(['https://partner.example']);
  });

  it('a page’s layout is not edited here: a link to the layout editor, the stored layout sent back unchanged', async () => {
    const PAGE_ID = '66666666-6666-4666-8666-666666666666';
    const layout = { lite_widgets: [], main_content: [], regular_widgets: [WIDGET_ID], daily_journal: [], low_widgets: [] };
    const stored = classRecord('pages', PAGE_ID, { title: 'Home', slug: 'home', parent_slug: null, content_display: 'default', programs: [], layout });
    const api = await renderAdminAt(`/admin/classes/pages/${PAGE_ID}`, {
      adminSearch: emptySearch,
      adminGet: () => json(stored),
      adminSet: (call) => json({ ...stored, data: (call.body as { data: object }).data }),
    });
    const link = await screen.findByRole('link', { name: 'Open the layout editor' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/admin/pages/${PAGE_ID}/layout`);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('adminSet')).toHaveLength(1));
    expect((api.called('adminSet')[0]!.body as { data: { layout: unknown } }).data.layout).toEqual(layout);
  });
});

describe('structures and their words', () => {
  const structured = CLASSKEYS.flatMap((classkey) =>
    formFields(classkey)
      .filter((f) => f.kind === 'structured')
      .map((f) => ({ classkey, f })),
  );

  it('gives every list and object field of every class controls of its own (no JSON text box)', () => {
    expect(structured.length).toBeGreaterThanOrEqual(20);
    for (const classkey of CLASSKEYS) for (const f of formFields(classkey)) expect(f.kind as string, `${classkey}.${f.name}`).not.toBe('json');
    expect(formFields('widgets').find((f) => f.name === 'largeQuadOptions')?.structure).toMatchObject({ kind: 'records', within: 'groups', max: 10 });
    expect(formFields('organizations').find((f) => f.name === 'integrations')?.structure).toMatchObject({ kind: 'records' });
    expect(formFields('global_defaults').find((f) => f.name === 'value')?.structure).toEqual({ kind: 'value' });
    expect(formFields('pages').find((f) => f.name === 'layout')?.kind).toBe('managed');
  });

  it('reads stored data back to the same data', () => {
    const meta = classMeta('widgets');
    const field = meta.fields.find((f) => f.name === 'largeQuadOptions')!;
    const structure = structureOf(field, meta.fields);
    const stored = { groups: [{ image_a: '/a.png', content: 'A' }, { description: 'B' }] };
    expect(fromDraft(structure, toDraft(structure, stored))).toEqual(stored);
    expect(fromDraft(structure, toDraft(structure, JSON.stringify(stored)))).toEqual(stored);
  });

  const languages = Object.entries({ en: structuredMessages.en, ...translations }) as [string, StructuredMessages][];
  const listFields = [...new Set(structured.filter(({ f }) => f.structure?.kind === 'list' || f.structure?.kind === 'records').map(({ f }) => f.name))];
  const partPaths = [...new Set(structured.flatMap(({ f }) => (f.structure && 'parts' in f.structure ? f.structure.parts.map((p) => p.path) : [])))];

  it.each(languages)('starts each button’s name with its visible words in %s (label in name)', (_language, M) => {
    expect(M.removeLabel('X').startsWith(M.remove)).toBe(true);
    expect(M.moveUpLabel('X').startsWith(M.moveUp)).toBe(true);
    expect(M.moveDownLabel('X').startsWith(M.moveDown)).toBe(true);
  });

  it.each(languages)('names every list’s items and every part in %s', (language, M) => {
    expect({ language, items: listFields.filter((name) => !Object.hasOwn(M.items, name)) }).toEqual({ language, items: [] });
    expect({ language, parts: partPaths.filter((path) => !Object.hasOwn(M.parts, path)) }).toEqual({ language, parts: [] });
  });
});

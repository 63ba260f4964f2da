import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, type FakeCall } from '@healthdeck/sdk/testing';
import { moveWidget, toLayout, areaOf, removeWidget, keyboardStep } from '../src/page-layout/layout-state.js';
import { layoutChanges } from '../src/page-layout/layout-diff.js';
import { classRecord, NOW, renderAdminAt } from './render-admin.js';

// spec 001 §2 Page layouts: the editor orders a page's widgets by keyboard (dnd-kit's keyboard
// sensor: Space picks up, arrows move, Space drops), saves them as the page's draft and publishes
// the draft as a numbered version; the history lists versions in words and rolls back (decision 0096).

const PAGE_ID = '11111111-1111-4111-8111-111111111111';
const W = {
  tip: '22222222-2222-4222-8222-222222222221',
  schedule: '22222222-2222-4222-8222-222222222222',
  contact: '22222222-2222-4222-8222-222222222223',
  journal: '22222222-2222-4222-8222-222222222224',
  tracker: '22222222-2222-4222-8222-222222222225',
};
const widget = (id: string, name: string, type = 'text') => classRecord('widgets', id, { name, type, title: name, width: 'half', content_display: 'default', cta_url_type: 'none' });
const WIDGETS = [
  widget(W.tip, 'Tip card'),
  widget(W.schedule, 'Schedule card'),
  widget(W.contact, 'Contact card'),
  widget(W.journal, 'Journal card'),
  widget(W.tracker, 'Water tracker', 'custom'),
];
const LAYOUT = { lite_widgets: [] as string[], main_content: [] as string[], regular_widgets: [W.tip, W.schedule, W.contact], daily_journal: [] as string[], low_widgets: [] as string[] };
const pageData = (layout: unknown) => ({ title: 'Home', slug: 'home', parent_slug: null, content_display: 'default', page_type: null, programs: [], layout });

// happy-dom lays nothing out, and dnd-kit's keyboard moves go by the items' boxes: give every area
// list and item a box in document order (a 40px row each), as a browser would stack them.
const realRect = Element.prototype.getBoundingClientRect;
function stackedRect(this: Element): DOMRect {
  const boxes = Array.from(document.querySelectorAll('.hd-layout-area__list, [data-layout-item], .hd-layout-area__empty'));
  let y = 0;
  const rects = new Map<Element, DOMRect>();
  for (const box of boxes) {
    if (box.matches('.hd-layout-area__list')) {
      const rows = Math.max(1, box.querySelectorAll('[data-layout-item], .hd-layout-area__empty').length);
      y += 20;
      rects.set(box, new DOMRect(0, y, 400, rows * 40));
      continue;
    }
    rects.set(box, new DOMRect(0, y, 400, 40));
    y += 40;
  }
  return rects.get(this) ?? realRect.call(this);
}
beforeEach(() => {
  Element.prototype.getBoundingClientRect = stackedRect;
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

type Layout = typeof LAYOUT;
const ADMIN = { id: '33333333-3333-4333-8333-333333333333', name: 'Ada Admin', email: 'ada@healthdeck.test' };
const version = (n: number, layout: Layout, restored_from: number | null = null) => ({
  version: n,
  layout,
  published_by: n === 1 ? null : ADMIN,
  published_at: `2026-03-01T10:0${n}:00.000Z`,
  restored_from,
});

/**
 * A fake of the layout routes as the server keeps them: one draft, numbered versions (newest
 * first), a publish refused (409) when the expected version is not the newest; the preview answers
 * the layout sent, every widget shown.
 */
function handlers(saved: FakeCall[], { layout = LAYOUT, withWidgets = WIDGETS }: { layout?: Layout; withWidgets?: ReturnType<typeof widget>[] } = {}) {
  let draft: { layout: Layout; base_version: number } | null = null;
  const versions = [version(1, layout)];
  const state = () => ({
    page: { id: PAGE_ID, ...pageData(undefined), layout: undefined },
    draft: draft
      ? { ...draft, saved: true, updated_by: ADMIN, updated_at: '2026-03-01T11:00:00.000Z' }
      : { layout: versions[0]!.layout, base_version: versions[0]!.version, saved: false, updated_by: null, updated_at: null },
    published: versions[0],
  });
  const byId = new Map(withWidgets.map((w) => [w.id, w]));
  const publish = (next: Layout, restored: number | null) => {
    versions.unshift(version(versions[0]!.version + 1, next, restored));
    draft = null;
    return json(state());
  };
  return {
    adminSearch: () => json({ items: withWidgets, total_count: withWidgets.length, page: 1, take: 100 }),
    adminPrograms: () => json({ programs: [{ id: '44444444-4444-4444-8444-444444444444', name: 'Prenatal', code: 'prenatal', created_at: NOW, updated_at: NOW }], total_count: 1 }),
    adminPageLayout: () => json(state()),
    adminPageLayoutVersions: () => json({ versions }),
    adminPageLayoutPreview: (call: FakeCall) => {
      const sent = (call.body as { layout: Layout }).layout;
      const areas = Object.fromEntries(Object.entries(sent).map(([area, ids]) => [area, ids.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)!.data, id }] : []))]));
      return json({ page_shown: true, areas, hidden: [] });
    },
    adminPageLayoutDraftSave: (call: FakeCall) => {
      saved.push(call);
      const body = call.body as { layout: Layout; base_version: number };
      draft = { layout: body.layout, base_version: body.base_version };
      return json(state());
    },
    adminPageLayoutDraftDiscard: () => {
      draft = null;
      return json(state());
    },
    adminPageLayoutPublish: (call: FakeCall) => {
      const expected = (call.body as { expected_version: number }).expected_version;
      if (!draft || expected !== versions[0]!.version) return json({ statusCode: 409, error_code: 'CONFLICT', message: 'Version 2 was published' }, 409);
      return publish(draft.layout, null);
    },
    adminPageLayoutRestore: (call: FakeCall) => {
      const n = Number(call.params.version);
      return publish(versions.find((v) => v.version === n)!.layout, n);
    },
  };
}

const sentLayout = (saved: FakeCall[]) => (saved.at(-1)?.body as { layout: Layout } | undefined)?.layout;
/** The names of the widgets the preview shows (happy-dom's frames have no document: the preview is in place), optionally of one area. */
const previewNames = (selector = '') =>
  Array.from(screen.getByRole('region', { name: 'Preview' }).querySelectorAll(`${selector} [data-widget-name]`)).map((e) => e.getAttribute('data-widget-name'));

const itemNames = (area: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${area}`) }))
    .queryAllByRole('button', { name: /^Move / })
    .map((b) => b.getAttribute('aria-label')?.replace(/^Move /, ''));

describe('page layout editor (spec 001 §2 Page layouts)', () => {
  it('moves a widget down with the keyboard and saves the new order as the draft', async () => {
    const saved: FakeCall[] = [];
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers(saved));
    expect(await screen.findByRole('heading', { level: 1, name: 'Layout: Home' })).toBeTruthy();
    expect(itemNames('Regular widgets')).toEqual(['Tip card', 'Schedule card', 'Contact card']);
    const save = screen.getByRole('button', { name: 'Save draft' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const handle = screen.getByRole('button', { name: 'Move Tip card' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });

    await waitFor(() => expect(itemNames('Regular widgets')).toEqual(['Schedule card', 'Tip card', 'Contact card']));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    // The live preview follows the edited order.
    await waitFor(() => expect(previewNames()).toEqual(['Schedule card', 'Tip card', 'Contact card']));
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Save the draft before publishing it.')).toBeTruthy();

    fireEvent.click(save);
    await screen.findByText('Draft saved. Members still see the published layout.');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('Draft saved. Members still see the published layout.')).toBeTruthy();
    expect(screen.getByText(/^Draft last edited by Ada Admin on .+, started from version 1\.$/)).toBeTruthy();
    expect(itemNames('Regular widgets')).toEqual(['Schedule card', 'Tip card', 'Contact card']);
    expect(saved).toHaveLength(1);
    expect(sentLayout(saved)?.regular_widgets).toEqual([W.schedule, W.tip, W.contact]);
  });

  it('carries a widget into the area above with the keyboard; Escape puts it back', async () => {
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers([]));
    const handle = await screen.findByRole('button', { name: 'Move Tip card' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.keyDown(handle, { key: 'ArrowUp', code: 'ArrowUp' });
    await waitFor(() => expect(itemNames('Main content')).toEqual(['Tip card']));
    expect(itemNames('Regular widgets')).toEqual(['Schedule card', 'Contact card']);
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(document.body.textContent).toContain('Moving Tip card was cancelled'));
    expect(itemNames('Main content')).toEqual([]);
    expect(itemNames('Regular widgets')).toEqual(['Tip card', 'Schedule card', 'Contact card']);
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a widget to an area, removes one, and shows a refused save', async () => {
    const saved: FakeCall[] = [];
    const api = await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers(saved));
    fireEvent.change(await screen.findByLabelText('Widget'), { target: { value: W.journal } });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'daily_journal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the layout' }));
    expect(itemNames('Daily Journal panel')).toEqual(['Journal card']);
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: W.tracker } });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'main_content' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the layout' }));
    expect(screen.getByText('Every widget is on this page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Contact card from the page' }));
    expect(itemNames('Regular widgets')).toEqual(['Tip card', 'Schedule card']);
    api.failNext('adminPageLayoutDraftSave', 400);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('injected failure');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Members still see the published layout.');
    expect(sentLayout(saved)).toEqual({ ...LAYOUT, main_content: [W.tracker], regular_widgets: [W.tip, W.schedule], daily_journal: [W.journal] });
  });

  // spec 001 §2: "stacked regular widgets and a lower row of low widgets".
  it('carries a widget from the regular widgets into the low row with the keyboard and saves it there', async () => {
    const saved: FakeCall[] = [];
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers(saved));
    expect(await screen.findByText('Short cards only: nudge, icon_nudge, headline, text, two_content_links, login_streak, pregnancy_streak.')).toBeTruthy();
    const handle = await screen.findByRole('button', { name: 'Move Contact card' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(itemNames('Low widgets')).toEqual(['Contact card']));
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(document.body.textContent).toContain('Dropped Contact card at position 1 of 1 in Low widgets (the lower row).'));
    await waitFor(() => expect(previewNames('.hd-area--low')).toEqual(['Contact card']));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Members still see the published layout.');
    expect(sentLayout(saved)).toEqual({ ...LAYOUT, regular_widgets: [W.tip, W.schedule], low_widgets: [W.contact] });
  });

  it('keeps a widget the low row does not take out of it, by keyboard and by the add form', async () => {
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers([], { layout: { ...LAYOUT, regular_widgets: [W.tip, W.tracker] } }));
    const handle = await screen.findByRole('button', { name: 'Move Water tracker' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(document.body.textContent).toContain('Water tracker does not fit in Low widgets (the lower row); it stays where it was.'));
    expect(itemNames('Low widgets')).toEqual([]);
    expect(itemNames('Regular widgets')).toEqual(['Tip card', 'Water tracker']);
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'Escape', code: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Water tracker from the page' }));
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: W.tracker } });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'low_widgets' } });
    const add = screen.getByRole('button', { name: 'Add to the layout' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(document.body.textContent).toContain('Water tracker does not fit in Low widgets (the lower row).');
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: W.journal } });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(itemNames('Low widgets')).toEqual(['Journal card']);
  });

  it('guardrails: the Daily Journal is refused outside its panel with a message; a warning when the first screen would be empty', async () => {
    const journal = '22222222-2222-4222-8222-222222222225';
    const saved: FakeCall[] = [];
    const withJournal = [...WIDGETS, widget(journal, 'Daily Journal')];
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers(saved, { withWidgets: withJournal }));
    fireEvent.change(await screen.findByLabelText('Widget'), { target: { value: journal } });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'lite_widgets' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the layout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The Daily Journal is a panel: it can only go in the Daily Journal panel area.');
    expect(itemNames('Lite widgets')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: journal } });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'daily_journal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the layout' }));
    expect(itemNames('Daily Journal panel')).toEqual(['Daily Journal']);
    expect(screen.queryByRole('alert')).toBeNull();

    const warning = 'Members will see no widgets on the first screen of this page: add one to the main content or the grid.';
    expect(screen.queryByText(warning)).toBeNull();
    for (const name of ['Tip card', 'Schedule card', 'Contact card']) fireEvent.click(screen.getByRole('button', { name: `Remove ${name} from the page` }));
    expect(screen.getByText(warning)).toBeTruthy();
    // A warning, not a stop: the admin may still save and publish.
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Members still see the published layout.');
    expect(sentLayout(saved)).toEqual({ ...LAYOUT, regular_widgets: [], daily_journal: [journal] });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published as version 2. Members see it on their next load.');
  });

  it('blocks publishing a draft that breaks a guardrail, saying why', async () => {
    const journal = '22222222-2222-4222-8222-222222222226';
    const withJournal = [...WIDGETS, widget(journal, 'Daily Journal', 'custom')];
    // A layout from before the guardrail: the journal beside the title (the drag that broke every home).
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers([], { layout: { ...LAYOUT, lite_widgets: [journal] }, withWidgets: withJournal }));
    expect(await screen.findByText('This draft cannot be published:')).toBeTruthy();
    expect(screen.getByText('Daily Journal is a panel: move it from Lite widgets (beside the title) to the Daily Journal panel.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tip card from the page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Members still see the published layout.');
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Fix the problems above before publishing.')).toBeTruthy();
  });

  it('publishes the saved draft as a version, says what changed in words, and rolls back in one click', async () => {
    const saved: FakeCall[] = [];
    const api = await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers(saved));
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText('The first version kept.');
    expect(screen.getByText('Nothing to publish: the draft is the published layout.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Contact card from the page' }));
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: W.journal } });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'main_content' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the layout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Members still see the published layout.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published as version 2. Members see it on their next load.');
    expect(api.called('adminPageLayoutPublish').at(-1)?.body).toEqual({ expected_version: 1 });
    expect(await within(history).findByText('Journal card added to Main content.')).toBeTruthy();
    expect(within(history).getByText('Contact card removed from Regular widgets (the grid).')).toBeTruthy();
    expect(within(history).getByText(/^Published by Ada Admin on /)).toBeTruthy();
    expect(screen.getByText(/^Members see version 2, published by Ada Admin on /)).toBeTruthy();

    fireEvent.click(within(history).getByRole('button', { name: 'Roll back to version 1' }));
    await within(history).findByText('Version 1 is published again as version 3.');
    expect(await within(history).findByText('A rollback to version 1.')).toBeTruthy();
    expect(api.called('adminPageLayoutRestore').at(-1)?.body).toEqual({ expected_version: 2 });
    // The editor starts again from what is now published.
    await waitFor(() => expect(itemNames('Regular widgets')).toEqual(['Tip card', 'Schedule card', 'Contact card']));
    expect(itemNames('Main content')).toEqual([]);
  }, 15_000);

  it('says plainly when another version was published after the draft began', async () => {
    const api = await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Tip card from the page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Members still see the published layout.');
    api.failNext('adminPageLayoutPublish', 409);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another version was published after this draft was started. Look at the history, then discard the draft or save it again and publish.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await screen.findByText('Draft discarded: you are editing the published layout.');
    expect(itemNames('Regular widgets')).toEqual(['Tip card', 'Schedule card', 'Contact card']);
  });

  it('previews as a member of a chosen programme at 375, 1024 and 1440 px, listing what that programme does not see', async () => {
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, {
      ...handlers([]),
      adminPageLayoutPreview: (call: FakeCall) => {
        const body = call.body as { program_id: string | null };
        const tip = { ...WIDGETS[0]!.data, id: W.tip };
        return json({
          page_shown: true,
          areas: { lite_widgets: [], main_content: [], regular_widgets: body.program_id ? [tip] : [], daily_journal: [], low_widgets: [] },
          hidden: body.program_id ? [] : [{ id: W.tip, area: 'regular_widgets' }],
        });
      },
    });
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Tip card (Regular widgets (the grid))')).toBeTruthy();
    expect((within(preview).getByRole('radio', { name: '375 px' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(preview).getByRole('radio', { name: '1440 px' }));
    expect((within(preview).getByRole('radio', { name: '1440 px' }) as HTMLInputElement).checked).toBe(true);
    expect(within(preview).getByRole('radio', { name: '1024 px' })).toBeTruthy();
    const programme = within(preview).getByLabelText('Member of');
    await waitFor(() => expect(within(programme).getByRole('option', { name: 'Prenatal' })).toBeTruthy());
    fireEvent.change(programme, { target: { value: '44444444-4444-4444-8444-444444444444' } });
    await waitFor(() => expect(within(preview).queryByText('Hidden for this programme:')).toBeNull());
    await waitFor(() => expect(previewNames()).toEqual(['Tip card']));
  });

  it('the pages list links each page to its layout', async () => {
    await renderAdminAt('/admin/classes/pages', {
      adminSearch: () => json({ items: [classRecord('pages', PAGE_ID, pageData(LAYOUT))], total_count: 1, page: 1, take: 10 }),
    });
    const link = await screen.findByRole('link', { name: 'Layout: Home' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/admin/pages/${PAGE_ID}/layout`);
  });
});

describe('layout moves', () => {
  const base = toLayout(JSON.stringify({ ...LAYOUT, lite_widgets: [W.tip] }));
  it('reads JSON text and keeps a widget listed twice in its first place only', () => {
    expect(base.lite_widgets).toEqual([W.tip]);
    expect(base.regular_widgets).toEqual([W.schedule, W.contact]);
    expect(toLayout('not json')).toEqual({ lite_widgets: [], main_content: [], regular_widgets: [], low_widgets: [], daily_journal: [] });
    // A layout saved before the low row existed reads with an empty one.
    expect(toLayout({ regular_widgets: [W.tip] }).low_widgets).toEqual([]);
  });
  it('says what changed between two versions: added, removed, moved between areas, reordered', () => {
    const before = toLayout({ ...LAYOUT, lite_widgets: [W.journal] });
    const after = toLayout({ ...LAYOUT, regular_widgets: [W.schedule, W.tip], daily_journal: [W.journal], main_content: [W.tracker] });
    expect(layoutChanges(before, after)).toEqual([
      { kind: 'added', id: W.tracker, area: 'main_content' },
      { kind: 'moved', id: W.journal, from: 'lite_widgets', to: 'daily_journal' },
      { kind: 'removed', id: W.contact, area: 'regular_widgets' },
      { kind: 'reordered', area: 'regular_widgets' },
    ]);
    expect(layoutChanges(before, before)).toEqual([]);
    // A removal alone is no reorder of what stayed.
    expect(layoutChanges(before, removeWidget(before, W.tip))).toEqual([{ kind: 'removed', id: W.tip, area: 'regular_widgets' }]);
  });
  it('an arrow key goes by the layout order: to the neighbour, else into the next or previous area', () => {
    // base: lite [tip], main [], regular [schedule, contact], low [], journal []
    expect(keyboardStep(base, W.schedule, 'down')).toEqual({ kind: 'item', id: W.contact });
    expect(keyboardStep(base, W.contact, 'up')).toEqual({ kind: 'item', id: W.schedule });
    expect(keyboardStep(base, W.contact, 'down')).toEqual({ kind: 'area', area: 'low_widgets' });
    expect(keyboardStep(base, W.schedule, 'up')).toEqual({ kind: 'area', area: 'main_content' });
    expect(keyboardStep(base, W.tip, 'down')).toEqual({ kind: 'area', area: 'main_content' });
    expect(keyboardStep(base, W.tip, 'up')).toBeNull();
    // Into a filled area from above: its top, before its first widget.
    expect(keyboardStep(moveWidget(base, W.tip, 'regular_widgets', 99), W.schedule, 'up')).toEqual({ kind: 'area', area: 'main_content' });
    expect(keyboardStep(moveWidget(base, W.tip, 'main_content'), W.tip, 'down')).toEqual({ kind: 'item', id: W.schedule });
    expect(keyboardStep(moveWidget(base, W.tip, 'daily_journal'), W.tip, 'down')).toBeNull();
    expect(keyboardStep(base, 'not-placed', 'down')).toBeNull();
  });
  it('moves within and across areas, clamping the index', () => {
    expect(moveWidget(base, W.contact, 'regular_widgets', 0).regular_widgets).toEqual([W.contact, W.schedule]);
    const moved = moveWidget(base, W.tip, 'regular_widgets', 99);
    expect(moved.lite_widgets).toEqual([]);
    expect(moved.regular_widgets).toEqual([W.schedule, W.contact, W.tip]);
    expect(areaOf(moved, W.tip)).toBe('regular_widgets');
    expect(removeWidget(moved, W.tip).regular_widgets).toEqual([W.schedule, W.contact]);
  });
});

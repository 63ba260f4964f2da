import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, type FakeCall } from '@healthdeck/sdk/testing';
import { moveWidget, toLayout, areaOf, removeWidget } from '../src/page-layout/layout-state.js';
import { classRecord, renderAdminAt } from './render-admin.js';

// spec 001 §2 Page layouts: the editor orders a page's widgets by keyboard (dnd-kit's keyboard
// sensor: Space picks up, arrows move, Space drops) and saves the layout with PUT /admin/pages/:id/layout.

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
const LAYOUT = { lite_widgets: [], main_content: [], regular_widgets: [W.tip, W.schedule, W.contact], daily_journal: [], low_widgets: [] as string[] };
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

/** The fake's page keeps what was saved, with a new updated_at each time (as the server's store does). */
function handlers(saved: FakeCall[]) {
  let stored: unknown = LAYOUT;
  return {
    adminGet: (call: FakeCall) =>
      json({ ...classRecord('pages', call.query.get('id') ?? PAGE_ID, pageData(stored)), updated_at: `2026-03-01T10:00:${String(saved.length).padStart(2, '0')}.000Z` }),
    adminSearch: () => json({ items: WIDGETS, total_count: WIDGETS.length, page: 1, take: 100 }),
    adminPageLayoutSave: (call: FakeCall) => {
      saved.push(call);
      stored = (call.body as { layout: unknown }).layout;
      return json({ page: { id: PAGE_ID, ...pageData(stored) } });
    },
  };
}

const sentLayout = (saved: FakeCall[]) => (saved[0]?.body as { layout: typeof LAYOUT } | undefined)?.layout;

const itemNames = (area: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${area}`) }))
    .queryAllByRole('button', { name: /^Move / })
    .map((b) => b.getAttribute('aria-label')?.replace(/^Move /, ''));

describe('page layout editor (spec 001 §2 Page layouts)', () => {
  it('moves a widget down with the keyboard and saves the new order', async () => {
    const saved: FakeCall[] = [];
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, handlers(saved));
    expect(await screen.findByRole('heading', { level: 1, name: 'Layout: Home' })).toBeTruthy();
    expect(itemNames('Regular widgets')).toEqual(['Tip card', 'Schedule card', 'Contact card']);
    const save = screen.getByRole('button', { name: 'Save layout' });
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
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() =>
      expect(Array.from(preview.querySelectorAll('[data-widget-name]')).map((e) => e.getAttribute('data-widget-name'))).toEqual(['Schedule card', 'Tip card', 'Contact card']),
    );

    fireEvent.click(save);
    await screen.findByText('Layout saved. Members see it on their next load.');
    // The page is read again after the save (a new updated_at); the editor keeps its notice and order.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('Layout saved. Members see it on their next load.')).toBeTruthy();
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
    expect((screen.getByRole('button', { name: 'Save layout' }) as HTMLButtonElement).disabled).toBe(true);
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
    api.failNext('adminPageLayoutSave', 400);
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('injected failure');
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    await screen.findByText('Layout saved. Members see it on their next load.');
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
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(Array.from(preview.querySelectorAll('.hd-area--low [data-widget-name]')).map((e) => e.getAttribute('data-widget-name'))).toEqual(['Contact card']);
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    await screen.findByText('Layout saved. Members see it on their next load.');
    expect(sentLayout(saved)).toEqual({ ...LAYOUT, regular_widgets: [W.tip, W.schedule], low_widgets: [W.contact] });
  });

  it('keeps a widget the low row does not take out of it, by keyboard and by the add form', async () => {
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, {
      ...handlers([]),
      adminGet: (call: FakeCall) => json(classRecord('pages', call.query.get('id') ?? PAGE_ID, pageData({ ...LAYOUT, regular_widgets: [W.tip, W.tracker] }))),
    });
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
    await renderAdminAt(`/admin/pages/${PAGE_ID}/layout`, { ...handlers(saved), adminSearch: () => json({ items: withJournal, total_count: withJournal.length, page: 1, take: 100 }) });
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
    // A warning, not a stop: the admin may still save.
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    await screen.findByText('Layout saved. Members see it on their next load.');
    expect(sentLayout(saved)).toEqual({ ...LAYOUT, regular_widgets: [], daily_journal: [journal] });
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
  it('moves within and across areas, clamping the index', () => {
    expect(moveWidget(base, W.contact, 'regular_widgets', 0).regular_widgets).toEqual([W.contact, W.schedule]);
    const moved = moveWidget(base, W.tip, 'regular_widgets', 99);
    expect(moved.lite_widgets).toEqual([]);
    expect(moved.regular_widgets).toEqual([W.schedule, W.contact, W.tip]);
    expect(areaOf(moved, W.tip)).toBe('regular_widgets');
    expect(removeWidget(moved, W.tip).regular_widgets).toEqual([W.schedule, W.contact]);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CTA_FORM_ERRORS } from '@healthdeck/sdk';
import { json, type FakeCall } from '@healthdeck/sdk/testing';
import { ICON_SEARCH_DEBOUNCE_MS } from '../src/cta-form/icon-search.js';
import { classRecord, renderAdminAt } from './render-admin.js';

// spec 001 §5 Call-to-action form (widgets): the fields shown, hidden and required by the widget's
// type and choices (through the sdk's rule), the page picker and clearable complete-action option,
// the file input's Remove file, the icon search modal (500 ms debounce, spec 001 §9) and Preview
// Widget (spec 001 §6).

const PAGE = { id: '33333333-3333-4333-8333-333333333331', title: 'Sleep better', slug: 'sleep', parent_slug: null };
const PROGRAM = { id: '33333333-3333-4333-8333-333333333332', name: 'Pregnancy' };
const GROUP = { id: '33333333-3333-4333-8333-333333333333', name: 'Wind down' };

function searchHandler(actions: number) {
  return (call: FakeCall) => {
    const classkey = call.query.get('classkey');
    const items =
      classkey === 'pages'
        ? [classRecord('pages', PAGE.id, { title: PAGE.title, slug: PAGE.slug, parent_slug: null, content_display: 'default', page_type: null, programs: [], layout: {} })]
        : classkey === 'programs'
          ? [classRecord('programs', PROGRAM.id, { name: PROGRAM.name, code: 'pregnancy', visible_progress: true, is_active: true })]
          : classkey === 'action_groups'
            ? [classRecord('action_groups', GROUP.id, { name: GROUP.name, code: 'wind-down', program_id: PROGRAM.id, order: 0 })]
            : classkey === 'action'
              ? Array.from({ length: actions }, (_, i) =>
                  classRecord('action', `44444444-4444-4444-8444-44444444444${i}`, {
                    code: `a${i}`,
                    name: `Action ${i}`,
                    program_id: PROGRAM.id,
                    group: null,
                    order: 0,
                    completion_type: 'none',
                  }),
                )
              : [];
    return json({ items, total_count: items.length, page: 1, take: 100 });
  };
}

const CTA_LABELS = ['CTA type', 'CTA text', 'CTA URL type', 'CTA URL', 'CTA page', 'Complete action on click'] as const;
const shownCta = () => CTA_LABELS.filter((label) => screen.queryByLabelText(label, { exact: true, selector: 'input, select, textarea' }) !== null);
const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true, selector: 'select' }), { target: { value } });
const options = (label: string) => Array.from((screen.getByLabelText(label, { exact: true, selector: 'select' }) as HTMLSelectElement).options).map((o) => o.textContent);

async function openNewWidget(actions = 1) {
  const api = await renderAdminAt('/admin/classes/widgets/new', {
    adminSearch: searchHandler(actions),
    adminAdd: (call) => json(classRecord('widgets', '55555555-5555-4555-8555-555555555555', (call.body as { data: Record<string, unknown> }).data)),
  });
  await screen.findByRole('heading', { level: 1, name: 'New widget' }, { timeout: 5000 });
  return api;
}

describe('widget call-to-action form rules (spec 001 §5)', () => {
  // [type, cta type, url type, actions exist] → the call-to-action fields shown.
  const rules: [string, string, string, number, (typeof CTA_LABELS)[number][]][] = [
    ['custom', 'button', 'url', 1, []],
    ['common', 'arrow', 'url', 1, ['CTA type', 'CTA URL type', 'CTA URL', 'Complete action on click']],
    ['common', 'button', 'url', 1, ['CTA type', 'CTA text', 'CTA URL type', 'CTA URL', 'Complete action on click']],
    ['common', 'button', 'page', 1, ['CTA type', 'CTA text', 'CTA URL type', 'CTA page', 'Complete action on click']],
    ['common', 'arrow', 'page', 0, ['CTA type', 'CTA URL type', 'CTA page']],
    ['icon_nudge', 'arrow', 'url', 1, ['CTA text', 'CTA URL type', 'CTA URL', 'Complete action on click']],
    ['nudge', 'arrow', '', 1, ['CTA URL type']],
    ['text', 'arrow', 'none', 1, ['CTA URL type']],
  ];
  it.each(rules)('type %s, CTA type %s, URL type %s (actions: %i)', async (type, ctaType, urlType, actions, shown) => {
    await openNewWidget(actions);
    select('Type', type);
    if (type === 'common') select('CTA type', ctaType);
    else if (type !== 'custom') {
      // The arrow/button choice is only for common widgets; keep the stored value as the case says.
      select('Type', 'common');
      select('CTA type', ctaType);
      select('Type', type);
    }
    if (type !== 'custom') select('CTA URL type', urlType);
    await waitFor(() => expect(shownCta()).toEqual(shown));
  });

  it('URL type choices: URL or Page, plus None for the text type', async () => {
    await openNewWidget();
    select('Type', 'nudge');
    expect(options('CTA URL type')).toEqual(['Choose…', 'URL', 'Page']);
    select('Type', 'text');
    expect(options('CTA URL type')).toEqual(['Choose…', 'URL', 'Page', 'None']);
  });

  it('cta_type, cta_url_type and cta_page_id are required when shown', async () => {
    const api = await openNewWidget();
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Sleep card' } });
    select('Type', 'common');
    select('CTA type', '');
    select('CTA URL type', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await screen.findByText(CTA_FORM_ERRORS.ctaType);
    expect(screen.getByText(CTA_FORM_ERRORS.urlType)).toBeTruthy();
    select('CTA type', 'arrow');
    select('CTA URL type', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await screen.findByText(CTA_FORM_ERRORS.page);
    expect(api.called('adminAdd')).toHaveLength(0);

    // The page picker lists pages by title; the saved widget gets the page's slug and parent slug.
    expect(options('CTA page')).toEqual(['Choose…', PAGE.title]);
    select('CTA page', PAGE.id);
    select('Complete action on click', JSON.stringify({ actionGroupId: GROUP.id }, null, 2));
    select('Complete action on click', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await waitFor(() => expect(api.called('adminAdd')).toHaveLength(1));
    const data = (api.called('adminAdd')[0]?.body as { data: Record<string, unknown> } | undefined)?.data;
    expect(data).toMatchObject({
      type: 'common',
      cta_type: 'arrow',
      cta_url_type: 'page',
      cta_page_id: PAGE.id,
      cta_page: { slug: 'sleep', parent_slug: null },
      cta_complete_action_on_click: null,
    });
  });

  it('a custom widget has no call-to-action form and saves without one', async () => {
    const api = await openNewWidget();
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Vitals' } });
    select('Type', 'custom');
    expect(shownCta()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await waitFor(() => expect(api.called('adminAdd')).toHaveLength(1));
  });

  it('a chosen file shows with Remove file, which clears it', async () => {
    await openNewWidget();
    const input = screen.getByLabelText('Image', { exact: true, selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['png'], 'card.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Chosen: card.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove file: Image' }));
    expect(screen.queryByText('Chosen: card.png')).toBeNull();
  });
});

describe('icon search modal (spec 001 §2, §9: 500 ms debounce)', () => {
  it('searches 500 ms after typing stops and puts the chosen icon in the icon field', async () => {
    const media = {
      id: '66666666-6666-4666-8666-666666666666',
      file_name: 'moon.svg',
      content_type: 'image/svg+xml',
      size_bytes: 10,
      url: '/api/media/66666666-6666-4666-8666-666666666666/file',
      created_at: '2026-03-01T10:00:00.000Z',
    };
    const api = await renderAdminAt('/admin/classes/widgets/new', {
      adminSearch: searchHandler(1),
      mediaList: (call) => json({ media: call.query.get('search') === 'mo' ? [media] : [], total_count: call.query.get('search') === 'mo' ? 1 : 0 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Search icons' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an icon' });
    await waitFor(() => expect(api.called('mediaList')).toHaveLength(1));
    expect(api.called('mediaList')[0]?.query.get('content_type')).toBe('image/*');
    const box = screen.getByLabelText('Search icons by file name');
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'mo' } });
    await new Promise((r) => setTimeout(r, ICON_SEARCH_DEBOUNCE_MS - 200));
    expect(api.called('mediaList')).toHaveLength(1);
    await waitFor(() => expect(api.called('mediaList')).toHaveLength(2), { timeout: 1500 });
    expect(api.called('mediaList')[1]?.query.get('search')).toBe('mo');
    fireEvent.click(await screen.findByRole('button', { name: 'Use moon.svg' }));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByRole('link', { name: 'Current file' }).getAttribute('href')).toBe(media.url);
  });
});

describe('Preview Widget (spec 001 §6)', () => {
  it("renders the form's widget with the member's renderer", async () => {
    await openNewWidget();
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Bedtime' } });
    select('Type', 'text');
    fireEvent.change(screen.getByLabelText('Title', { exact: true }), { target: { value: 'Wind down tonight' } });
    select('CTA URL type', 'none');
    fireEvent.click(screen.getByRole('button', { name: 'Preview Widget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Bedtime' });
    await waitFor(() => expect(dialog.textContent).toContain('Wind down tonight'), { timeout: 5000 });
  });
});

describe('action call-to-action form rules (spec 001 §5)', () => {
  const ACTION_LABELS = ['CTA triggered process code', 'CTA page', 'CTA URL', 'CTA completed text', 'Complete action on click'] as const;
  const shownAction = () => ACTION_LABELS.filter((label) => screen.queryByLabelText(label, { exact: true, selector: 'input, select, textarea' }) !== null);
  async function openNewAction() {
    const api = await renderAdminAt('/admin/classes/action/new', {
      adminSearch: searchHandler(1),
      adminAdd: (call) => json(classRecord('action', '55555555-5555-4555-8555-555555555556', (call.body as { data: Record<string, unknown> }).data)),
    });
    await screen.findByRole('heading', { level: 1, name: 'New action' }, { timeout: 5000 });
    return api;
  }
  const rows: [string, (typeof ACTION_LABELS)[number][]][] = [
    ['none', []],
    ['url', ['CTA URL', 'Complete action on click']],
    ['triggered_process', ['CTA triggered process code', 'CTA completed text']],
    ['manual_confirmation', ['CTA completed text']],
    ['page', ['CTA page', 'Complete action on click']],
  ];
  it.each(rows)('completion type %s shows %j', async (type, shown) => {
    await openNewAction();
    select('Completion type', type);
    await waitFor(() => expect(shownAction()).toEqual(shown));
  });

  it('type required; triggered process and page required for their types; the page picked fills cta_page', async () => {
    const api = await openNewAction();
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Wind down' } });
    fireEvent.change(screen.getByLabelText('Code', { exact: true }), { target: { value: 'wind-down' } });
    fireEvent.change(screen.getByLabelText('Program ID', { exact: true }), { target: { value: PROGRAM.id } });
    select('Completion type', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create action' }));
    await screen.findByText(CTA_FORM_ERRORS.type);
    select('Completion type', 'triggered_process');
    fireEvent.click(screen.getByRole('button', { name: 'Create action' }));
    await screen.findByText(CTA_FORM_ERRORS.triggeredProcess);
    select('Completion type', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Create action' }));
    await screen.findByText(CTA_FORM_ERRORS.page);
    expect(api.called('adminAdd')).toHaveLength(0);
    select('CTA page', PAGE.id);
    fireEvent.click(screen.getByRole('button', { name: 'Create action' }));
    await waitFor(() => expect(api.called('adminAdd')).toHaveLength(1));
    const data = (api.called('adminAdd')[0]?.body as { data: Record<string, unknown> } | undefined)?.data;
    expect(data).toMatchObject({ completion_type: 'page', cta_page_id: PAGE.id, cta_page: { slug: 'sleep', parent_slug: null } });
  });
});

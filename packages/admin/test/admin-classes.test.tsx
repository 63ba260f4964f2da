import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { createHealthDeck, memoryStorage, signInWithTokens } from '@healthdeck/sdk';
import { HealthDeckProvider } from '@healthdeck/widgets';
import { CLASS_SCHEMAS, CLASSKEYS, ERROR_MESSAGES, type Classkey } from '@healthdeck/contract';
import { classesByGroup, classNames } from '../src/index.js';
import { adminRouter } from './render-admin.js';
import { formFields, listColumns } from '../src/classes/class-fields.js';
import { WIDGET_CTA_FIELDS } from '../src/cta-form/widget-form-rules.js';
import { ACTION_CTA_FIELDS } from '../src/cta-form/action-form-rules.js';
import { WIDGET_OPTION_FIELDS } from '../src/cta-form/widget-options-preview.js';
import { accountFixture, createFakeServer, secondFactorFixture, type FakeHandlers, type FakeCall, type FakeHandler } from '@healthdeck/sdk/testing';

// The generated administration of every class (spec 000 §3.1, §7.1): lists and forms come from
// the contract's class schemas, so one table-driven test covers all of them.

const NOW = '2026-03-01T10:00:00.000Z';

function record(classkey: Classkey, id: string, data: Record<string, unknown>) {
  return { id, classkey, data, created_at: NOW, updated_at: NOW };
}

/** An answer of the generic search: the given records, one page. */
function searchAnswer(items: ReturnType<typeof record>[], call: FakeCall) {
  const page = Number(call.query.get('page') ?? '1');
  const take = Number(call.query.get('take') ?? '10');
  return { status: 200, body: { items: items.slice((page - 1) * take, page * take), total_count: items.length, page, take } };
}

async function renderAdmin(path: string, handlers: FakeHandlers = {}) {
  const api = createFakeServer({
    account: () => ({ status: 200, body: accountFixture({ roles: ['admin'], verified: true }) }),
    secondFactorStatus: () => ({ status: 200, body: secondFactorFixture() }),
    ...handlers,
  });
  // The bodies as sent (a multipart body is FormData, which the fake does not read).
  const sent: { url: string; body: BodyInit | null | undefined }[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    sent.push({ url: String(input), body: init?.body });
    return api.fetch(input, init);
  };
  const client = createHealthDeck({ fetch: fetchFn, storage: memoryStorage(), onUnauthorized: () => undefined });
  await signInWithTokens(client, { accessToken: 'a', refreshToken: 'r', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });
  const router = adminRouter(path);
  render(
    <HealthDeckProvider client={client}>
      <RouterProvider router={router} />
    </HealthDeckProvider>,
  );
  return { ...api, sent, router };
}

/** The text under a control (its error, else its hint), through aria-describedby. */
function noteUnder(label: string): string | null {
  const control = screen.getByLabelText(label, { selector: 'input, select, textarea' });
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const emptySearch: FakeHandler = (call) => searchAnswer([], call);

describe('every classkey renders a list and a form from its schema', () => {
  it('the sidebar lists every classkey of spec 000 §3.1 once', async () => {
    const listed = classesByGroup().flatMap((g) => g.classkeys);
    expect([...listed].sort()).toEqual([...CLASSKEYS].sort());
    expect(Object.keys(CLASS_SCHEMAS).sort()).toEqual([...CLASSKEYS].sort());
  });

  // toast_message_locations has a screen of its own (toast-locations.test.tsx): entries edited in place.
  it.each((Object.keys(CLASS_SCHEMAS) as Classkey[]).filter((classkey) => classkey !== 'toast_message_locations'))('%s', async (classkey) => {
    const entry = classNames.en[classkey];
    const api = await renderAdmin(`/admin/classes/${classkey}`, {
      adminSearch: emptySearch,
      adminGet: () => ({ status: 200, body: record(classkey, 'r1', {}) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: entry.label })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No Results Found.')).toBeTruthy());
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([...listColumns(classkey).map((f) => f.label), 'Created', 'Actions']);
    expect(api.called('adminSearch')[0]?.query.get('classkey')).toBe(classkey);
    expect(api.called('adminSearch')[0]?.query.get('take')).toBe('10');
    // spec 000 §3.3: include_meta only on the listings that ask for it.
    const wantsMeta = [
      'meals',
      'programs',
      'action',
      'processes',
      'widgets',
      'pages',
      'organizations',
      'campaigns',
      'global_defaults',
      'legal_consents',
      'usernotes',
      'health_actions',
    ].includes(classkey);
    expect(api.called('adminSearch')[0]?.query.get('include_meta')).toBe(wantsMeta ? 'true' : null);
    expect(screen.getByRole('link', { name: entry.label }).getAttribute('aria-current')).toBe('page');

    // The form: new, or edit for the users (members make their own accounts). A process has its own
    // editor with the step catalogue (admin/src/processes/, the processes journey).
    if (classkey === 'processes') return;
    await act(() => api.router.navigate(classkey === 'user' ? `/admin/classes/user/r1` : `/admin/classes/${classkey}/new`));
    const form = await screen.findByRole('form');
    // The widgets' and actions' call-to-action fields follow their own rules (cta-form.test.tsx);
    // the widgets' options show for their own type only (structured-editor.test.tsx).
    const ruled: readonly string[] = classkey === 'widgets' ? [...WIDGET_CTA_FIELDS, ...Object.keys(WIDGET_OPTION_FIELDS)] : classkey === 'action' ? ACTION_CTA_FIELDS : [];
    for (const field of formFields(classkey).filter((f) => !ruled.includes(f.name))) {
      // A list or object field is a group of its own controls; a managed one (a page's layout) says where it is edited.
      if (field.kind === 'structured') expect(within(form).getByRole('group', { name: field.label }), `${classkey}.${field.name}`).toBeTruthy();
      else if (field.kind === 'managed') expect(within(form).getByText(field.label), `${classkey}.${field.name}`).toBeTruthy();
      else expect(within(form).getByLabelText(field.label, { selector: 'input, select, textarea' }), `${classkey}.${field.name}`).toBeTruthy();
    }
    expect(within(form).getByRole('button', { name: classkey === 'user' ? 'Save' : `Create ${entry.singular}` })).toBeTruthy();
  });
});

describe('the generated form', () => {
  it('shows the schema’s message under each field and sends nothing', async () => {
    const api = await renderAdmin('/admin/classes/programs/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(noteUnder('Name')).toBe('Required'));
    expect(noteUnder('Code')).toBe('Required');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Healthy Start' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'not a code!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(noteUnder('Code')).toBe('Use letters, digits, _ . or -'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(api.called('adminAdd')).toHaveLength(0);
  });

  it('checks lists, numbers and value lists', async () => {
    await renderAdmin('/admin/classes/biomarkerrange/new');
    const ranges = await screen.findByRole('group', { name: 'Ranges' });
    fireEvent.change(screen.getByLabelText('Age min'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create biomarker range' }));
    await waitFor(() => expect(within(ranges).getByText('Add at least one range')).toBeTruthy());
    expect(noteUnder('Age min')).toBe('Must be at most 130');
    expect(noteUnder('Biomarker ID')).toBe('Required');
    fireEvent.click(within(ranges).getByRole('button', { name: 'Add a range' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create biomarker range' }));
    await waitFor(() => expect(within(ranges).getByText('Range 1, Level: Required')).toBeTruthy());
  });

  it('creates a record and goes back to the list with a notice', async () => {
    let items: ReturnType<typeof record>[] = [];
    const api = await renderAdmin('/admin/classes/programs/new', {
      adminSearch: (call) => searchAnswer(items, call),
      adminAdd: (call) => {
        const { data } = call.body as { data: Record<string, unknown> };
        items = [record('programs', 'p1', data)];
        return { status: 200, body: items[0] };
      },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Healthy Start' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'healthy-start' } });
    fireEvent.click(screen.getByLabelText('Visible progress'));
    fireEvent.click(screen.getByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(api.called('adminAdd')).toHaveLength(1));
    expect(api.called('adminAdd')[0]?.body).toEqual({
      classkey: 'programs',
      data: { name: 'Healthy Start', code: 'healthy-start', description: '', visible_progress: false, is_active: true },
    });
    expect(await screen.findByText('Created program “Healthy Start”.')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('healthy-start')).toBeTruthy();
  });

  it('puts the server’s 400 message under its field', async () => {
    await renderAdmin('/admin/classes/programs/new', {
      adminAdd: () => ({
        status: 400,
        body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'code is taken', fields: { code: 'That code belongs to another program' } },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Healthy Start' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'healthy-start' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(noteUnder('Code')).toBe('That code belongs to another program'));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'New program' })).toBeTruthy();
  });

  it('edits a record: the stored values in the fields, only the record’s fields sent', async () => {
    const stored = record('programs', 'p1', { name: 'Healthy Start', code: 'healthy-start', description: 'Twelve weeks', visible_progress: true, is_active: true });
    const api = await renderAdmin('/admin/classes/programs/p1', {
      adminGet: () => ({ status: 200, body: stored }),
      adminSet: (call) => ({ status: 200, body: { ...stored, data: (call.body as { data: object }).data } }),
      adminSearch: emptySearch,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit program: Healthy Start' })).toBeTruthy();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Twelve weeks');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Healthy Start 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('adminSet')).toHaveLength(1));
    expect(api.called('adminSet')[0]?.body).toEqual({
      classkey: 'programs',
      id: 'p1',
      data: { name: 'Healthy Start 2', code: 'healthy-start', description: 'Twelve weeks', visible_progress: true, is_active: true },
    });
    expect(await screen.findByText('Saved program “Healthy Start 2”.')).toBeTruthy();
  });

  it('sends a multipart body when a file is chosen, and Remove file clears it', async () => {
    const api = await renderAdmin('/admin/classes/milestone_events/new', {
      adminAdd: () => ({ status: 200, body: record('milestone_events', 'm1', { name: 'x' }) }),
      adminSearch: emptySearch,
    });
    const input = (await screen.findByLabelText('Image')) as HTMLInputElement;
    expect(input.type).toBe('file');
    const file = new File(['png'], 'badge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Chosen: badge.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove file: Image' }));
    expect(screen.queryByText('Chosen: badge.png')).toBeNull();
    fireEvent.change(input, { target: { files: [file] } });
    for (const field of formFields('milestone_events')) {
      if (field.required && field.kind === 'text') fireEvent.change(screen.getByLabelText(field.label), { target: { value: 'Week one' } });
      if (field.required && field.kind === 'select') fireEvent.change(screen.getByLabelText(field.label), { target: { value: String(field.options?.[0]) } });
      if (field.required && field.kind === 'number') fireEvent.change(screen.getByLabelText(field.label), { target: { value: '1' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create milestone event' }));
    await waitFor(() => expect(api.called('adminAdd')).toHaveLength(1));
    const body = api.sent.find((s) => s.url.includes('/api/admin/add'))?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('classkey')).toBe('milestone_events');
    expect((form.get('image') as File).name).toBe('badge.png');
    expect(JSON.parse(String(form.get('data')))).not.toHaveProperty('image');
  });
});

describe('the generated list', () => {
  const programs = Array.from({ length: 12 }, (_, i) => record('programs', `p${i + 1}`, { name: `Program ${i + 1}`, code: `prog-${i + 1}`, visible_progress: true, is_active: i % 2 === 0 }));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('pages by ten, sorts by a column, filters and searches after 400 ms', async () => {
    const api = await renderAdmin('/admin/classes/programs', { adminSearch: (call) => searchAnswer(programs, call) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(api.called('adminSearch').at(-1)?.query.get('page')).toBe('2');

    fireEvent.click(within(table()).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(api.called('adminSearch').at(-1)?.query.get('sort')).toBe('name'));
    expect(api.called('adminSearch').at(-1)?.query.get('direction')).toBe('asc');
    expect(api.called('adminSearch').at(-1)?.query.get('page')).toBe('1');
    expect(within(table()).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table()).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(api.called('adminSearch').at(-1)?.query.get('direction')).toBe('desc'));

    fireEvent.change(screen.getByLabelText('Is active'), { target: { value: 'true' } });
    await waitFor(() => expect(api.called('adminSearch').at(-1)?.query.get('is_active')).toBe('true'));

    const before = api.called('adminSearch').length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByLabelText('Search programs'), { target: { value: 'Prog' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(399);
    });
    expect(api.called('adminSearch')).toHaveLength(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(api.called('adminSearch').at(-1)?.query.get('search')).toBe('Prog'));
  });

  it('shows a skeleton while the first page loads', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await renderAdmin('/admin/classes/programs', {
      adminSearch: async (call) => {
        await gate;
        return searchAnswer(programs, call);
      },
    });
    expect(await screen.findByText('Loading Programs')).toBeTruthy();
    expect(document.querySelectorAll('.hd-skeleton-row')).toHaveLength(10);
    open();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(document.querySelectorAll('.hd-skeleton-row')).toHaveLength(0);
  });

  it('asks before deleting, and Cancel deletes nothing', async () => {
    let items = programs.slice(0, 2);
    const api = await renderAdmin('/admin/classes/programs', {
      adminSearch: (call) => searchAnswer(items, call),
      adminDelete: (call) => {
        items = items.filter((r) => r.id !== (call.body as { id: string }).id);
        return { status: 204 };
      },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Program 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete record' });
    expect(within(dialog).getByText('Delete program “Program 1”? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.called('adminDelete')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Program 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.called('adminDelete')).toHaveLength(1));
    expect(api.called('adminDelete')[0]?.body).toEqual({ classkey: 'programs', id: 'p1' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a save then a delete in the table, the notice says what was deleted; the save notice does not stay', async () => {
    let items = programs.slice(0, 2);
    const api = await renderAdmin('/admin/classes/programs', {
      adminSearch: (call) => searchAnswer(items, call),
      adminDelete: (call) => {
        items = items.filter((r) => r.id !== (call.body as { id: string }).id);
        return { status: 204 };
      },
    });
    // As the edit form leaves the list after a save.
    await act(() => api.router.navigate('/admin/classes/programs', { state: { notice: 'Saved program “Program 2 edited”.' } }));
    expect(await screen.findByText('Saved program “Program 2 edited”.')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Program 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted program “Program 1”.')).toBeTruthy();
    expect(screen.queryByText('Saved program “Program 2 edited”.')).toBeNull();
  });

  it('keeps a refused delete in the dialog', async () => {
    await renderAdmin('/admin/classes/programs', {
      adminSearch: (call) => searchAnswer(programs.slice(0, 1), call),
      adminDelete: () => ({ status: 403, body: { statusCode: 403, error_code: 'FORBIDDEN', message: 'no' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Program 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByText(ERROR_MESSAGES.Unauthorized)).toBeTruthy();
  });

  it.each([401, 403])('answers %i with the spec’s message and a way to retry', async (status) => {
    await renderAdmin('/admin/classes/faq', {
      adminSearch: () => ({ status, body: { statusCode: status, error_code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: 'no' } }),
      // A 401 is retried once with fresh tokens (spec 000 §4); a second 401 is the admin's Unauthorized.
      refreshToken: () => ({ status: 200, body: { data: { accessToken: 'b', refreshToken: 'r2', refreshExpires: Math.floor(Date.now() / 1000) + 86400 } } }),
    });
    expect(await screen.findByText(ERROR_MESSAGES.Unauthorized)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so for a classkey the contract does not know', async () => {
    await renderAdmin('/admin/classes/nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown class' })).toBeTruthy();
  });
});

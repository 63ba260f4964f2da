import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LINK_PAIRS, type LinkedItem, type LinkPairName } from '@healthdeck/contract';
import { apiError, json, type FakeCall, type FakeHandlers } from '@healthdeck/sdk/testing';
import { classRecord, NOW, renderAdminAt } from './render-admin.js';

// spec 000 §3.3 link pairs as admin screens (/admin/links/:kind/:id), driven by the contract's
// LINK_PAIRS: linked records listed, added and removed; campaigns' is_active toggle; the program–
// health action priority and add_to_all_users; the server's 400 messages shown as sent.

const ORG = '11111111-1111-4111-8111-000000000001';
const PROGRAM = '22222222-2222-4222-8222-000000000001';
const PROGRAM2 = '22222222-2222-4222-8222-000000000002';
const WIDGET = '33333333-3333-4333-8333-000000000001';
const CAMPAIGN = '44444444-4444-4444-8444-000000000001';
const ACTION = '55555555-5555-4555-8555-000000000001';
const ACTION2 = '55555555-5555-4555-8555-000000000002';
const USER = '66666666-6666-4666-8666-000000000001';

const LABELS: Record<string, string> = {
  [ORG]: 'Acme Health',
  [PROGRAM]: 'Prenatal',
  [PROGRAM2]: 'Sleep Well',
  [WIDGET]: 'Hydration Tracker',
  [CAMPAIGN]: 'Spring',
  [ACTION]: 'Walk daily',
  [ACTION2]: 'Drink water',
  [USER]: 'member@example.test',
  '1': 'admin',
  '7': 'campaigns.write',
};
const RECORDS: Record<string, Record<string, unknown>> = {
  organizations: { name: 'Acme Health', code: 'acme' },
  programs: { name: 'Prenatal', code: 'prenatal' },
};

interface Link {
  pair: LinkPairName;
  a: string;
  b: string;
  is_active?: boolean;
  priority?: number;
}

/** A fake of the links store behind the link, unlink, toggle and links read routes. */
function linksWorld(initial: Link[]) {
  const links = [...initial];
  const body = (call: FakeCall) => call.body as Record<string, unknown>;
  const ids = (pair: LinkPairName, call: FakeCall) => [String(body(call)[LINK_PAIRS[pair].a.field]), String(body(call)[LINK_PAIRS[pair].b.field])] as const;
  const find = (pair: LinkPairName, a: string, b: string) => links.find((l) => l.pair === pair && l.a === a && l.b === b);
  const handlers: FakeHandlers = {
    adminLinks: (call) => {
      const pair = call.query.get('pair') as LinkPairName;
      const fromA = call.query.get('field') === LINK_PAIRS[pair].a.field;
      const id = call.query.get('id');
      const items: LinkedItem[] = links
        .filter((l) => l.pair === pair && (fromA ? l.a : l.b) === id)
        .map((l) => {
          const other = fromA ? l.b : l.a;
          return {
            id: other,
            label: LABELS[other] ?? other,
            linked_at: NOW,
            ...(l.is_active !== undefined ? { is_active: l.is_active } : {}),
            ...(l.priority !== undefined ? { priority: l.priority } : {}),
          };
        });
      return json({ items });
    },
    adminGet: (call) => json(classRecord(call.query.get('classkey')!, call.query.get('id')!, RECORDS[call.query.get('classkey')!] ?? { name: 'x' })),
    adminRole: () => json({ role: { id: 1, name: 'admin', builtin: true, permissions: ['campaigns.write'] } }),
    adminSearch: () => json({ items: [], total_count: 0, page: 1, take: 10 }),
    adminRoles: () => json({ roles: [{ id: 1, name: 'admin', builtin: true, permissions: ['campaigns.write'] }] }),
    adminPermissions: () => json({ permissions: [{ id: 7, name: 'campaigns.write', builtin: true }] }),
  };
  for (const pair of Object.keys(LINK_PAIRS) as LinkPairName[]) {
    const def = LINK_PAIRS[pair];
    (handlers as Record<string, unknown>)[def.link] = (call: FakeCall) => {
      const [a, b] = ids(pair, call);
      const priority = body(call).priority as number | undefined;
      if (priority !== undefined && (priority < 0 || priority > 1000)) return apiError(400, 'priority must be 0 to 1000', 'VALIDATION_FAILED', { priority: 'priority must be 0 to 1000' });
      const existing = find(pair, a, b);
      if (existing) existing.priority = priority ?? existing.priority;
      else links.push({ pair, a, b, ...(pair === 'organization_campaign' ? { is_active: true } : {}), ...(priority !== undefined ? { priority } : {}) });
      if (pair === 'program_health_action') return json({ program_id: a, health_action_id: b, priority: priority ?? 0, users_added: body(call).add_to_all_users ? 2 : 0 });
      return { status: 204 };
    };
    (handlers as Record<string, unknown>)[def.unlink] = (call: FakeCall) => {
      const [a, b] = ids(pair, call);
      if (pair === 'role_permission' && a === '1') return apiError(400, `The admin role always has the ${LABELS[b]} permission`, 'BAD_REQUEST');
      const at = links.findIndex((l) => l.pair === pair && l.a === a && l.b === b);
      if (at >= 0) links.splice(at, 1);
      return { status: 204 };
    };
  }
  handlers.toggleCampaign = (call) => {
    const [a, b] = ids('organization_campaign', call);
    const link = find('organization_campaign', a, b)!;
    link.is_active = body(call).is_active as boolean;
    return json({ organization_id: a, campaign_id: b, is_active: link.is_active });
  };
  return { links, handlers };
}

const sectionHeadings = () => Array.from(document.querySelectorAll('.hd-link-section h2'), (h) => h.textContent);
const section = (name: string) => screen.getByRole('region', { name });
const rowOf = (sectionName: string, label: string) =>
  within(section(sectionName))
    .getByRole('link', { name: `Links of ${label}` })
    .closest('tr') as HTMLElement;

describe('record links (spec 000 §3.3)', () => {
  it("shows a program's organisations, users, widgets and health actions; edits a priority; removes a widget", async () => {
    const world = linksWorld([
      { pair: 'organization_program', a: ORG, b: PROGRAM },
      { pair: 'program_widget', a: PROGRAM, b: WIDGET },
      { pair: 'program_health_action', a: PROGRAM, b: ACTION, priority: 3 },
    ]);
    const api = await renderAdminAt(`/admin/links/programs/${PROGRAM}`, world.handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Links: Prenatal' }, { timeout: 5000 })).toBeTruthy();
    // Every pair with a program end, in the contract's order.
    expect(sectionHeadings()).toEqual(['Users', 'Organizations', 'Widgets', 'Health actions']);
    await waitFor(() => expect(rowOf('Organizations', 'Acme Health')).toBeTruthy());
    expect(within(section('Users')).getByText('No users linked yet.')).toBeTruthy();
    // English articles: 'an organization', 'a user'.
    expect(within(section('Organizations')).getByLabelText('Find an organization')).toBeTruthy();
    expect(within(section('Users')).getByLabelText('Find a user')).toBeTruthy();
    expect(api.called('adminLinks').map((c) => `${c.query.get('pair')}:${c.query.get('field')}`)).toEqual(
      expect.arrayContaining(['program_user:program_id', 'organization_program:program_id', 'program_widget:program_id', 'program_health_action:program_id']),
    );

    // The priority: the server's 400 as sent, then a good value (linking again sets it).
    await waitFor(() => expect(rowOf('Health actions', 'Walk daily')).toBeTruthy());
    const priority = within(section('Health actions')).getByLabelText('Priority of Walk daily') as HTMLInputElement;
    expect(priority.value).toBe('3');
    fireEvent.change(priority, { target: { value: '5000' } });
    fireEvent.click(within(section('Health actions')).getByRole('button', { name: 'Save priority of Walk daily' }));
    expect((await within(section('Health actions')).findByRole('alert')).textContent).toBe('priority must be 0 to 1000');
    fireEvent.change(priority, { target: { value: '9' } });
    fireEvent.click(within(section('Health actions')).getByRole('button', { name: 'Save priority of Walk daily' }));
    await waitFor(() => expect(within(section('Health actions')).getByText('Priority of Walk daily set to 9.')).toBeTruthy());
    expect(api.called('linkProgramHealthAction').at(-1)?.body).toEqual({ program_id: PROGRAM, health_action_id: ACTION, priority: 9, add_to_all_users: false });
    expect(world.links.find((l) => l.pair === 'program_health_action')?.priority).toBe(9);

    fireEvent.click(within(section('Widgets')).getByRole('button', { name: 'Remove Hydration Tracker' }));
    await waitFor(() => expect(within(section('Widgets')).getByText('No widgets linked yet.')).toBeTruthy());
    expect(api.called('unlinkWidgetProgram')[0]?.body).toEqual({ program_id: PROGRAM, widget_id: WIDGET });
  });

  it('adds a health action to every user of the program (add_to_all_users) with its priority', async () => {
    const world = linksWorld([]);
    const api = await renderAdminAt(`/admin/links/programs/${PROGRAM}`, {
      ...world.handlers,
      adminSearch: (call) =>
        json({
          items: call.query.get('classkey') === 'health_actions' ? [classRecord('health_actions', ACTION2, { title: 'Drink water', code: 'drink' })] : [],
          total_count: 1,
          page: 1,
          take: 10,
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Links: Prenatal' }, { timeout: 5000 });
    const actions = section('Health actions');
    // Nothing chosen yet: said, nothing sent.
    fireEvent.click(within(actions).getByRole('button', { name: 'Add' }));
    expect((await within(actions).findByRole('alert')).textContent).toBe('Choose a health action to add.');
    const select = within(actions).getByLabelText('Health action to add') as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Drink water' })).toBeTruthy());
    fireEvent.change(select, { target: { value: ACTION2 } });
    fireEvent.change(within(actions).getByLabelText('Priority'), { target: { value: '4' } });
    fireEvent.click(within(actions).getByLabelText("Add to all the program's users"));
    fireEvent.click(within(actions).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(actions).getByText('Added Drink water; given to 2 users.')).toBeTruthy());
    expect(api.called('linkProgramHealthAction')[0]?.body).toEqual({ program_id: PROGRAM, health_action_id: ACTION2, priority: 4, add_to_all_users: true });
    await waitFor(() => expect(rowOf('Health actions', 'Drink water')).toBeTruthy());
    // A linked record is not offered again.
    expect(within(select).queryByRole('option', { name: 'Drink water' })).toBeNull();
  });

  it("toggles an organisation's campaign and links a program found by search", async () => {
    const world = linksWorld([{ pair: 'organization_campaign', a: ORG, b: CAMPAIGN, is_active: false }]);
    const api = await renderAdminAt(`/admin/links/organizations/${ORG}`, {
      ...world.handlers,
      adminSearch: (call) => {
        const search = call.query.get('search') ?? '';
        const items =
          call.query.get('classkey') === 'programs' ? [classRecord('programs', PROGRAM2, { name: 'Sleep Well', code: 'sleep' })].filter((r) => String(r.data.name).includes(search)) : [];
        return json({ items, total_count: items.length, page: 1, take: 10 });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Links: Acme Health' }, { timeout: 5000 });
    expect(sectionHeadings()).toEqual(['Users', 'Programs', 'Campaigns']);
    const active = (await within(section('Campaigns')).findByLabelText('Spring active')) as HTMLInputElement;
    expect(active.checked).toBe(false);
    fireEvent.click(active);
    await waitFor(() => expect(within(section('Campaigns')).getByText('Spring is now active.')).toBeTruthy());
    expect(api.called('toggleCampaign')[0]?.body).toEqual({ organization_id: ORG, campaign_id: CAMPAIGN, is_active: true });
    await waitFor(() => expect((within(section('Campaigns')).getByLabelText('Spring active') as HTMLInputElement).checked).toBe(true));

    const programs = section('Programs');
    fireEvent.change(within(programs).getByLabelText('Find a program'), { target: { value: 'Sleep' } });
    await waitFor(() => expect(api.called('adminSearch').some((c) => c.query.get('classkey') === 'programs' && c.query.get('search') === 'Sleep')).toBe(true), { timeout: 2000 });
    const select = within(programs).getByLabelText('Program to add') as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Sleep Well' })).toBeTruthy());
    fireEvent.change(select, { target: { value: PROGRAM2 } });
    fireEvent.click(within(programs).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rowOf('Programs', 'Sleep Well')).toBeTruthy());
    expect(api.called('linkOrganizationProgram')[0]?.body).toEqual({ organization_id: ORG, program_id: PROGRAM2 });
    expect(within(programs).getByText('Added Sleep Well.')).toBeTruthy();
  });

  it("lists a role's permissions and users with numeric ids; a refused removal shows the server's message", async () => {
    const world = linksWorld([
      { pair: 'role_permission', a: '1', b: '7' },
      { pair: 'user_role', a: '1', b: USER },
    ]);
    const api = await renderAdminAt('/admin/links/role/1', world.handlers);
    await screen.findByRole('heading', { level: 1, name: 'Links: admin' }, { timeout: 5000 });
    expect(sectionHeadings()).toEqual(['Permissions', 'Users']);
    await waitFor(() => expect(rowOf('Users', 'member@example.test')).toBeTruthy());
    fireEvent.click(await within(section('Permissions')).findByRole('button', { name: 'Remove campaigns.write' }));
    expect((await within(section('Permissions')).findByRole('alert')).textContent).toBe('The admin role always has the campaigns.write permission');
    expect(api.called('unlinkRolePermission')[0]?.body).toEqual({ role_id: 1, permission_id: 7 });
    // Sorting by name works in the browser (the whole list is loaded).
    fireEvent.click(within(section('Users')).getByRole('button', { name: 'Name' }));
    expect(within(section('Users')).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('says so for an unknown kind of record', async () => {
    await renderAdminAt('/admin/links/vendor/x');
    expect(await screen.findByText('Records of “vendor” have no links.', undefined, { timeout: 5000 })).toBeTruthy();
  });
});

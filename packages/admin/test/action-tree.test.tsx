import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, json, type FakeCall } from '@healthdeck/sdk/testing';
import { actionTree } from '../src/action-tree/build-tree.js';
import { classRecord, NOW, renderAdminAt } from './render-admin.js';

// spec 001 §2 routes: /admin/actions/{id} and /admin/action-groups/{id}, the action item tree
// (grouped items go to action-groups, spec 001 §3 grouped: child actions); the action-group create
// form whose 400 shows the server's message (spec 000 §8).

const PROGRAM = '88888888-8888-4888-8888-888888888880';
const GROUP = '88888888-8888-4888-8888-888888888881';
const A1 = '88888888-8888-4888-8888-888888888882';
const A2 = '88888888-8888-4888-8888-888888888883';
const A3 = '88888888-8888-4888-8888-888888888884';
const action = (id: string, name: string, order: number, group: string | null) =>
  classRecord('action', id, { code: name.toLowerCase().replaceAll(' ', '-'), name, program_id: PROGRAM, group, order, completion_type: 'manual_confirmation' });
const ACTIONS = [action(A1, 'Set your sleep goal', 0, null), action(A2, 'Screens off', 1, GROUP), action(A3, 'Dim the lights', 0, GROUP)];
const actionGroup = { id: GROUP, code: 'wind-down', name: 'Wind down', program_id: PROGRAM, order: 1, created_at: NOW, updated_at: NOW };

const handlers = {
  adminGet: (call: FakeCall) =>
    call.query.get('classkey') === 'programs'
      ? json(classRecord('programs', PROGRAM, { name: 'Better sleep', code: 'sleep', visible_progress: true, is_active: true }))
      : json(ACTIONS.find((a) => a.id === call.query.get('id')) ?? ACTIONS[0]),
  adminSearch: (call: FakeCall) => {
    const classkey = call.query.get('classkey');
    const items =
      classkey === 'action'
        ? ACTIONS
        : classkey === 'action_groups'
          ? [classRecord('action_groups', GROUP, actionGroup)]
          : [classRecord('programs', PROGRAM, { name: 'Better sleep', code: 'sleep', visible_progress: true, is_active: true })];
    return json({ items, total_count: items.length, page: 1, take: 100 });
  },
  adminActionGroup: () => json({ action_group: actionGroup }),
};

describe('action tree', () => {
  it('orders ungrouped actions and groups, each group holding its actions', () => {
    const tree = actionTree(
      ACTIONS.map((a) => ({ id: a.id, name: String(a.data.name), order: Number(a.data.order), group: (a.data.group as string | null) ?? null })),
      [{ id: GROUP, name: 'Wind down', order: 1 }],
    );
    expect(tree).toEqual([
      { kind: 'action', id: A1, name: 'Set your sleep goal' },
      {
        kind: 'group',
        id: GROUP,
        name: 'Wind down',
        children: [
          { id: A3, name: 'Dim the lights' },
          { id: A2, name: 'Screens off' },
        ],
      },
    ]);
  });

  it('/admin/actions/{id}: the action with its programme tree; grouped items link to action-groups', async () => {
    const api = await renderAdminAt(`/admin/actions/${A2}`, handlers);
    await screen.findByRole('heading', { level: 1, name: 'Action: Screens off' }, { timeout: 5000 });
    const tree = await screen.findByRole('navigation', { name: 'Program: Better sleep' });
    expect(within(tree).getByRole('link', { name: 'Group: Wind down' }).getAttribute('href')).toBe(`/admin/action-groups/${GROUP}`);
    const current = within(tree).getByRole('link', { name: 'Screens off' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe(`/admin/actions/${A2}`);
    // The grouped action sits under its group, not beside it.
    expect(current.closest('ul')?.closest('li')?.textContent).toContain('Wind down');
    expect(
      api
        .called('adminSearch')
        .find((c) => c.query.get('classkey') === 'action')
        ?.query.get('program_id'),
    ).toBe(PROGRAM);
  });

  it('/admin/action-groups/{id}: the group is the current entry', async () => {
    await renderAdminAt(`/admin/action-groups/${GROUP}`, handlers);
    await screen.findByRole('heading', { level: 1, name: 'Action group: Wind down' }, { timeout: 5000 });
    const tree = await screen.findByRole('navigation', { name: 'Program: Better sleep' });
    expect(within(tree).getByRole('link', { name: 'Group: Wind down' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('action group create form', () => {
  it("checks the contract's rules, then shows a refused create's server message as sent", async () => {
    const api = await renderAdminAt('/admin/action-groups/new', {
      ...handlers,
      adminActionGroupCreate: () => apiError(400, 'An action group with the code wind-down already exists in this program', 'BAD_REQUEST'),
    });
    await screen.findByRole('heading', { level: 1, name: 'New action group' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Create action group' }));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2));
    expect(api.called('adminActionGroupCreate')).toHaveLength(0);

    await waitFor(() => expect(screen.getByRole('option', { name: 'Better sleep' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: PROGRAM } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wind down' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'wind-down' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create action group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An action group with the code wind-down already exists in this program');
    expect(api.called('adminActionGroupCreate')[0]?.body).toMatchObject({ program_id: PROGRAM, name: 'Wind down', code: 'wind-down', order: 0 });
  });

  it('a created group opens in the tree', async () => {
    const api = await renderAdminAt('/admin/action-groups/new', { ...handlers, adminActionGroupCreate: () => json({ action_group: actionGroup }) });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Better sleep' })).toBeTruthy(), { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: PROGRAM } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wind down' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'wind-down' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create action group' }));
    await screen.findByRole('heading', { level: 1, name: 'Action group: Wind down' }, { timeout: 5000 });
    expect(screen.getByText('Created action group “Wind down”.')).toBeTruthy();
    expect(api.router.state.location.pathname).toBe(`/admin/action-groups/${GROUP}`);
  });
});

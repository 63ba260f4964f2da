import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, type FakeCall } from '@healthdeck/sdk/testing';
import { classRecord, renderAdminAt } from './render-admin.js';

// The process editor (spec 000 §3.1 processes): the "assign an action" step picks a programme, then
// one of its actions by name; a stored webhook step's secret is never shown, only said to be set,
// and a save without a new one leaves it out so the server keeps it.

const PROCESS_ID = '44444444-4444-4444-8444-444444444444';
const PREDIABETES = '55555555-5555-4555-8555-555555555555';
const WALKING = '55555555-5555-4555-8555-555555555556';
const DIETITIAN = '66666666-6666-4666-8666-666666666661';
const WALK = '66666666-6666-4666-8666-666666666662';

function handlers(saved: FakeCall[]) {
  return {
    adminGet: () =>
      json(
        classRecord('processes', PROCESS_ID, {
          code: 'follow_up',
          name: 'Follow-up',
          active: true,
          steps: [{ kind: 'webhook', url: 'https://partner.example/hook', secret_set: true }],
        }),
      ),
    adminSearch: (call: FakeCall) => {
      const classkey = call.query.get('classkey');
      if (classkey === 'programs') {
        const items = [classRecord('programs', PREDIABETES, { name: 'Prediabetes', code: 'prediabetes' }), classRecord('programs', WALKING, { name: 'Walking', code: 'walking' })];
        return json({ items, total_count: items.length, page: 1, take: 100 });
      }
      const program = call.query.get('program_id');
      const all = [
        classRecord('action', DIETITIAN, { code: 'see_dietitian', name: 'See a dietitian', program_id: PREDIABETES, assigned_only: true }),
        classRecord('action', WALK, { code: 'walk', name: 'Walk every day', program_id: WALKING }),
      ];
      const items = all.filter((a) => a.data.program_id === program);
      return json({ items, total_count: items.length, page: 1, take: 100 });
    },
    adminSet: (call: FakeCall) => {
      saved.push(call);
      const body = call.body as { data: Record<string, unknown> };
      return json(classRecord('processes', PROCESS_ID, { code: 'follow_up', name: 'Follow-up', active: true, ...body.data }));
    },
  };
}

describe('process editor', () => {
  it('assigns an action picked by programme and name, and keeps a stored webhook secret it never shows', async () => {
    const saved: FakeCall[] = [];
    await renderAdminAt(`/admin/classes/processes/${PROCESS_ID}`, handlers(saved));
    await screen.findByRole('heading', { level: 1, name: 'Process: Follow-up' });
    const webhook = screen.getByRole('group', { name: 'Step 1: Call a webhook' });
    const secret = within(webhook).getByLabelText('New signing secret') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.required).toBe(false);
    expect(webhook.textContent).toContain('A secret is set and is never shown again.');

    fireEvent.change(screen.getByLabelText('Step to add'), { target: { value: 'assign_action' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    const assign = screen.getByRole('group', { name: 'Step 2: Assign an action' });
    const action = within(assign).getByLabelText('Action') as HTMLSelectElement;
    expect(action.options[0]!.textContent).toBe('Choose the programme first');
    const programme = within(assign).getByLabelText('Programme') as HTMLSelectElement;
    await waitFor(() => expect(programme.options.length).toBe(3));
    fireEvent.change(programme, { target: { value: PREDIABETES } });
    await waitFor(() => expect(Array.from(action.options).map((o) => o.textContent)).toEqual(['Choose…', 'See a dietitian']));
    fireEvent.change(action, { target: { value: DIETITIAN } });

    fireEvent.click(screen.getByRole('button', { name: 'Save process' }));
    await screen.findByText('Process “Follow-up” saved.');
    expect((saved[0]!.body as { data: { steps: unknown[] } }).data.steps).toEqual([
      { kind: 'webhook', url: 'https://partner.example/hook' },
      { kind: 'assign_action', program_id: PREDIABETES, action_id: DIETITIAN },
    ]);
  });

  it('asks for the programme and the action before saving; the actions follow the programme chosen', async () => {
    const saved: FakeCall[] = [];
    await renderAdminAt(`/admin/classes/processes/${PROCESS_ID}`, handlers(saved));
    await screen.findByRole('heading', { level: 1, name: 'Process: Follow-up' });
    fireEvent.change(screen.getByLabelText('Step to add'), { target: { value: 'assign_action' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save process' }));
    const assign = screen.getByRole('group', { name: 'Step 2: Assign an action' });
    await waitFor(() => expect((within(assign).getByLabelText('Action') as HTMLSelectElement).getAttribute('aria-invalid')).toBe('true'));
    expect(within(assign).getAllByText('Choose one')).toHaveLength(2);
    expect(saved).toEqual([]);
    const programme = within(assign).getByLabelText('Programme') as HTMLSelectElement;
    await waitFor(() => expect(programme.options.length).toBe(3));
    fireEvent.change(programme, { target: { value: WALKING } });
    await waitFor(() => expect(Array.from((within(assign).getByLabelText('Action') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['Choose…', 'Walk every day']));
  });
});

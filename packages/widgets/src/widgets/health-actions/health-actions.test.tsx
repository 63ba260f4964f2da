import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeHealthRecordsApi, createHealthRecordsClient, healthAction } from './fake-health-records-api';
import { HealthActions, type HealthActionsProps } from './health-actions';

function renderWidget(client: HealthDeck, props: HealthActionsProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <HealthActions {...props} />
    </HealthDeckProvider>,
  );
}
const group = (name: string) => screen.getByRole('region', { name });

describe('HealthActions: health actions (spec 000 §3.3, §4, §7.6)', () => {
  it('shows a loading skeleton, then the actions in progress, to do and completed', async () => {
    const api = createFakeHealthRecordsApi({
      actions: [
        healthAction(1, { title: 'Walk 30 minutes', status: 'in_progress', recurrence: 'daily', duration: 4, duration_unit: 'weeks', started_at: '2026-05-30T09:00:00.000Z' }),
        healthAction(2, { title: 'Annual check-up', care_category: 'specialty-care' }),
        healthAction(3, { title: 'Flu shot', status: 'completed', completed_at: '2026-05-01T10:00:00.000Z' }),
      ],
    });
    const client = await createHealthRecordsClient(api);
    const release = api.holdNext('completedHealthActions');
    renderWidget(client);
    expect((await screen.findByRole('status', { name: 'Loading health actions' })).getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByRole('region', { name: 'In progress' });
    expect(within(group('In progress')).getByText('Walk 30 minutes')).toBeTruthy();
    expect(within(group('In progress')).getByText('Daily')).toBeTruthy();
    expect(within(group('In progress')).getByText('For 4 weeks')).toBeTruthy();
    expect(within(group('To do')).getByText('Annual check-up')).toBeTruthy();
    expect(within(group('To do')).getByText('Specialty care')).toBeTruthy();
    expect(within(group('Completed')).getByText('Flu shot')).toBeTruthy();
    expect(api.requests).toEqual(
      expect.arrayContaining(['GET /api/client/health-actions/user-health-actions', 'GET /api/client/health-actions/in-progress', 'GET /api/client/health-actions/completed']),
    );
  });

  it('changes a status with program_id and health_action_id, one step at a time, and says so', async () => {
    const api = createFakeHealthRecordsApi({ actions: [healthAction(2, { title: 'Annual check-up' })] });
    const client = await createHealthRecordsClient(api);
    renderWidget(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Start: Annual check-up' }));
    expect((await screen.findByRole('status')).textContent).toBe('Annual check-up: In progress');
    expect(api.called('healthActionStatus')[0]!.body).toEqual({ program_id: api.state.actions[0]!.program_id, health_action_id: api.state.actions[0]!.health_action_id });
    await waitFor(() => expect(within(group('In progress')).getByText('Annual check-up')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Mark as completed: Annual check-up' }));
    await waitFor(() => expect(within(group('Completed')).getByText('Annual check-up')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Reopen: Annual check-up' }));
    await waitFor(() => expect(within(group('In progress')).getByText('Annual check-up')).toBeTruthy());
  });

  it('shows the server message when a status change is refused', async () => {
    const api = createFakeHealthRecordsApi({ actions: [healthAction(2, { title: 'Annual check-up' })] });
    const client = await createHealthRecordsClient(api);
    renderWidget(client);
    const start = await screen.findByRole('button', { name: 'Start: Annual check-up' });
    api.state.actions = [];
    await userEvent.click(start);
    expect((await screen.findByRole('alert')).textContent).toBe('Health action not found');
  });

  it('shows the empty state for a member without health actions', async () => {
    const client = await createHealthRecordsClient(createFakeHealthRecordsApi());
    renderWidget(client);
    expect(await screen.findByText('You have no health actions yet. Your care team adds them to your programme.')).toBeTruthy();
  });

  it("says 'Failed to load health actions' (spec 000 §8) with Try again", async () => {
    const api = createFakeHealthRecordsApi({ actions: [healthAction(1, { title: 'Walk' })] });
    const client = await createHealthRecordsClient(api);
    api.failNext('userHealthActions');
    renderWidget(client);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load health actions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Walk')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const client = await createHealthRecordsClient(createFakeHealthRecordsApi());
    renderWidget(client);
    const actions = await screen.findByRole('tab', { name: 'Actions' });
    actions.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Medications' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('You have not added any medications.')).toBeTruthy();
    await userEvent.keyboard('{End}');
    expect(await screen.findByText('You have not added any health issues.')).toBeTruthy();
  });

  it('speaks the member’s language', async () => {
    const client = await createHealthRecordsClient(createFakeHealthRecordsApi({ actions: [healthAction(1, { title: 'Walk' })] }));
    renderWidget(client, {}, 'es');
    expect(await screen.findByRole('tab', { name: 'Medicamentos' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Empezar: Walk' })).toBeTruthy();
  });

  it('loads a records tab when it is chosen, then shows the section with its own strings', async () => {
    const client = await createHealthRecordsClient(createFakeHealthRecordsApi());
    renderWidget(client);
    const allergies = await screen.findByRole('tab', { name: 'Allergies' });
    await userEvent.hover(allergies);
    await userEvent.click(allergies);
    expect(screen.getByRole('tab', { name: 'Allergies' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Allergies', level: 4 })).toBeTruthy();
    expect(await screen.findByText('You have not added any allergies.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an allergy' })).toBeTruthy();
  });

  it('a records tab speaks the member’s language too (its strings load with it)', async () => {
    const client = await createHealthRecordsClient(createFakeHealthRecordsApi());
    renderWidget(client, { tab: 'medications' }, 'es');
    expect(await screen.findByRole('heading', { name: 'Medicamentos actuales' })).toBeTruthy();
    expect(await screen.findByText('No has añadido ningún medicamento.')).toBeTruthy();
  });
});

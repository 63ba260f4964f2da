import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeJournalApi, TEST_SYMPTOMS } from '../../test/fake-journal-api';
import { Symptoms, type SymptomsProps } from './symptoms';

function renderSymptoms(client: HealthDeck, props: SymptomsProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <Symptoms {...props} />
    </HealthDeckProvider>,
  );
}

async function ready() {
  const region = await screen.findByRole('region', { name: 'Symptoms' });
  await within(region).findByRole('list', { name: 'Symptoms today' });
  return region;
}
const item = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const logged = () => screen.queryAllByRole('button', { pressed: true }).map((b) => b.textContent?.replace('✓', ''));

describe('Symptoms', () => {
  it('shows a loading skeleton, then the catalogue as toggle buttons with today’s status', async () => {
    const api = createFakeJournalApi({ symptoms: TEST_SYMPTOMS.map((s) => (s.id === 2 ? { ...s, status: 'Logged' } : s)) });
    const client = await createFakeClient(api);
    const release = api.holdNext('symptomsList');
    renderSymptoms(client);
    expect(screen.getByRole('status', { name: 'Loading symptoms' }).getAttribute('aria-busy')).toBe('true');
    release();
    await ready();
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace('✓', ''))).toEqual(['Headache', 'Fatigue', 'Nausea', 'None of these']);
    expect(logged()).toEqual(['Fatigue']);
    expect(item('Headache').getAttribute('aria-pressed')).toBe('false');
  });

  it('flips a symptom at once, disables it during the call, enables it after, and reports hd-change', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api);
    const onChange = vi.fn();
    renderSymptoms(client, { onChange });
    await ready();
    const release = api.holdNext('symptomUpdate');
    await userEvent.click(item('Headache'));
    expect(item('Headache').getAttribute('aria-pressed')).toBe('true');
    expect(item('Headache').disabled).toBe(true);
    expect(item('Nausea').disabled).toBe(false);
    release();
    await waitFor(() => expect(item('Headache').disabled).toBe(false));
    expect(api.state.symptoms.find((s) => s.id === 1)?.status).toBe('Logged');
    expect(onChange).toHaveBeenCalledWith({ symptomId: 1, status: 'Logged', logged: ['Headache'] });
    // Tapping again un-logs it.
    await userEvent.click(item('Headache'));
    await waitFor(() => expect(api.state.symptoms.find((s) => s.id === 1)?.status).toBeNull());
    expect(logged()).toEqual([]);
  });

  it("'None of these' clears all others; any other clears 'None of these' (spec 001 §4)", async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api);
    renderSymptoms(client);
    await ready();
    await userEvent.click(item('Headache'));
    await userEvent.click(item('Nausea'));
    await waitFor(() => expect(logged()).toEqual(['Headache', 'Nausea']));
    await userEvent.click(item('None of these'));
    expect(logged()).toEqual(['None of these']);
    await waitFor(() => expect(item('None of these').disabled).toBe(false));
    await userEvent.click(item('Fatigue'));
    expect(logged()).toEqual(['Fatigue']);
    await waitFor(() => expect(api.state.symptoms.filter((s) => s.status === 'Logged').map((s) => s.name)).toEqual(['Fatigue']));
  });

  it("says 'Failed to update user symptom.' and restores the list when the server fails", async () => {
    const api = createFakeJournalApi({ symptoms: TEST_SYMPTOMS.map((s) => (s.id <= 2 ? { ...s, status: 'Logged' } : s)) });
    const client = await createFakeClient(api);
    const onError = vi.fn();
    renderSymptoms(client, { onError });
    await ready();
    const release = api.holdNext('symptomUpdate');
    api.failNext('symptomUpdate', 500);
    await userEvent.click(item('None of these'));
    expect(logged()).toEqual(['None of these']);
    release();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update user symptom.');
    expect(logged()).toEqual(['Headache', 'Fatigue']);
    expect(item('None of these').disabled).toBe(false);
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to update user symptom.' });
    // The next success clears the message.
    await userEvent.click(item('Nausea'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(api.state.symptoms.find((s) => s.id === 3)?.status).toBe('Logged'));
  });

  it('shows a load failure with a retry that recovers', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api);
    api.failNext('symptomsList', 503);
    renderSymptoms(client);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load symptoms, please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('shows an empty state when the catalogue is empty', async () => {
    const api = createFakeJournalApi({ symptoms: [] });
    const client = await createFakeClient(api);
    renderSymptoms(client);
    expect(await screen.findByText('There are no symptoms to log yet.')).toBeTruthy();
  });

  it('toggles with the keyboard (Space)', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api);
    renderSymptoms(client);
    await ready();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(item('Headache'));
    await user.keyboard(' ');
    await waitFor(() => expect(api.state.symptoms.find((s) => s.id === 1)?.status).toBe('Logged'));
  });

  it('shows a signed-out state and makes no calls without a session', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api, { signedIn: false });
    renderSymptoms(client);
    expect(screen.getByRole('region', { name: 'Symptoms' }).textContent).toContain('Sign in to log your symptoms.');
    expect(api.requests).toEqual([]);
  });

  it('speaks the member’s language', async () => {
    const api = createFakeJournalApi();
    const client = await createFakeClient(api);
    renderSymptoms(client, {}, 'fr');
    expect(await screen.findByRole('region', { name: 'Symptômes' })).toBeTruthy();
  });
});

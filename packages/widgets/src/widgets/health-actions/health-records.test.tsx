import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import * as openpgp from 'openpgp';
import { encryptForMember, openRecord } from '@healthdeck/crypto';
import userEvent from '@testing-library/user-event';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { newDataKey } from '../shared/questionnaire/fake-forms-server';
import { CATALOGUE, createFakeHealthRecordsApi, createHealthRecordsClient, sealedRow } from './fake-health-records-api';
import { HealthActions, type HealthActionsTab } from './health-actions';

function renderTab(client: HealthDeck, tab: HealthActionsTab) {
  return render(
    <HealthDeckProvider client={client}>
      <HealthActions tab={tab} />
    </HealthDeckProvider>,
  );
}
const [metformin, vitaminD] = CATALOGUE.medications;
const [peanuts, penicillin] = CATALOGUE.allergies;

describe('HealthActions: medications (spec 000 §3.4 drug types and recurrence, §7.6, §8)', () => {
  it('adds a medication with a daily schedule: its drug type label, the schedule and the log entry', async () => {
    const api = createFakeHealthRecordsApi();
    const client = await createHealthRecordsClient(api);
    renderTab(client, 'medications');
    expect(await screen.findByText('You have not added any medications.')).toBeTruthy();
    expect(await screen.findByText('No changes to your medications yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a medication' }));
    const form = await screen.findByRole('form', { name: 'Add a medication' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Medication')));
    await userEvent.selectOptions(within(form).getByLabelText('Medication'), metformin!.id);
    expect(within(form).getByTestId('chosen-drug-type').textContent).toBe('Type: HUMAN PRESCRIPTION DRUG');
    await userEvent.type(within(form).getByLabelText('Dosage'), '1 tablet');
    expect((within(form).getByRole('radio', { name: 'Daily' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Add a time' }));
    await userEvent.type(within(form).getByLabelText('Time 2'), '20:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save medication' }));
    expect((await screen.findByText('Metformin saved.')).getAttribute('role')).toBe('status');
    // Sealed in the browser: the server gets the schedule and ciphertext, not the medication.
    const sent = api.called('medicationSchedule')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ recurrence: 'daily', times: ['08:00', '20:00'], end_date: null, encrypted_data: expect.stringMatching(/^hd1\./) });
    expect(JSON.stringify(sent)).not.toMatch(/Metformin|1 tablet|HUMAN PRESCRIPTION/);
    expect(sent.medication_id).toBeUndefined();
    const current = await screen.findByRole('list', { name: 'Current medications' });
    expect(within(current).getByText('HUMAN PRESCRIPTION DRUG')).toBeTruthy();
    expect(within(current).getByText('Daily at 08:00, 20:00')).toBeTruthy();
    const log = await screen.findByRole('list', { name: 'Medications log' });
    expect(within(log).getByText('Added: Metformin')).toBeTruthy();
    // Focus returns to the Add button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add a medication'));
  });

  it('checks the form before sending: a medication, the dosage, HH:MM times, the end not before the start', async () => {
    const api = createFakeHealthRecordsApi();
    const client = await createHealthRecordsClient(api);
    renderTab(client, 'medications');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a medication' }));
    const form = await screen.findByRole('form', { name: 'Add a medication' });
    const start = within(form).getByLabelText('Start date') as HTMLInputElement;
    await userEvent.clear(start);
    await userEvent.type(start, '2026-06-10');
    await userEvent.type(within(form).getByLabelText('End date (optional)'), '2026-06-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save medication' }));
    expect(await within(form).findByText('Choose a medication')).toBeTruthy();
    expect(within(form).getByText('Enter the dosage')).toBeTruthy();
    expect(within(form).getByText('The end date must be on or after the start date')).toBeTruthy();
    expect(api.called('medicationSchedule')).toHaveLength(0);
  });

  it('a dosage over 100 characters says the limit, not that the dosage is missing', async () => {
    const api = createFakeHealthRecordsApi();
    const client = await createHealthRecordsClient(api);
    renderTab(client, 'medications');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a medication' }));
    const form = await screen.findByRole('form', { name: 'Add a medication' });
    await userEvent.selectOptions(within(form).getByLabelText('Medication'), vitaminD!.id);
    const dosage = within(form).getByLabelText('Dosage');
    await userEvent.click(dosage);
    await userEvent.paste('x'.repeat(500));
    await userEvent.click(within(form).getByRole('button', { name: 'Save medication' }));
    expect(await within(form).findByText('Use at most 100 characters')).toBeTruthy();
    expect(within(form).queryByText('Enter the dosage')).toBeNull();
    expect(api.called('medicationSchedule')).toHaveLength(0);
  });

  it('a non-recurring medication is taken once, on its start date (no end date asked)', async () => {
    const api = createFakeHealthRecordsApi();
    const client = await createHealthRecordsClient(api);
    renderTab(client, 'medications');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a medication' }));
    const form = await screen.findByRole('form', { name: 'Add a medication' });
    await userEvent.selectOptions(within(form).getByLabelText('Medication'), vitaminD!.id);
    expect(within(form).getByTestId('chosen-drug-type').textContent).toBe('Type: supplement');
    await userEvent.type(within(form).getByLabelText('Dosage'), '1 capsule');
    await userEvent.click(within(form).getByRole('radio', { name: 'Non-recurring' }));
    expect(within(form).queryByLabelText('End date (optional)')).toBeNull();
    expect(within(form).getByText('Taken once, on the start date.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Save medication' }));
    await screen.findByText('Vitamin D3 saved.');
    expect(api.called('medicationSchedule')[0]!.body).toMatchObject({ recurrence: 'non-recurring', end_date: null });
    expect(within(await screen.findByRole('list', { name: 'Current medications' })).getByText('Non-recurring at 08:00')).toBeTruthy();
  });

  it("refuses a medication withdrawn from the catalogue with the server's words (spec 000 §8) and reads the catalogue again", async () => {
    const api = createFakeHealthRecordsApi();
    const client = await createHealthRecordsClient(api);
    renderTab(client, 'medications');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a medication' }));
    const form = await screen.findByRole('form', { name: 'Add a medication' });
    await userEvent.selectOptions(within(form).getByLabelText('Medication'), metformin!.id);
    await userEvent.type(within(form).getByLabelText('Dosage'), '1 tablet');
    api.state.inactive.add(metformin!.id);
    await userEvent.click(within(form).getByRole('button', { name: 'Save medication' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Medication not found');
    await waitFor(() => expect(within(form).queryByRole('option', { name: /Metformin/ })).toBeNull());
    expect(api.called('medicationSchedule')).toHaveLength(0);
  });

  it('shows the load failure of the medications log apart from the current medications', async () => {
    const api = createFakeHealthRecordsApi();
    const client = await createHealthRecordsClient(api);
    api.failNext('medicationsLog');
    renderTab(client, 'medications');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load medications log');
    expect(screen.getByText('You have not added any medications.')).toBeTruthy();
  });
});

describe('HealthActions: allergies and health issues (spec 000 §7.6, §8)', () => {
  it("an allergy refused with the server's message, then saved with another choice", async () => {
    const api = createFakeHealthRecordsApi();
    const client = await createHealthRecordsClient(api);
    renderTab(client, 'allergies');
    expect(await screen.findByText('You have not added any allergies.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add an allergy' }));
    const form = await screen.findByRole('form', { name: 'Add an allergy' });
    await userEvent.selectOptions(within(form).getByLabelText('Allergy'), peanuts!.id);
    api.state.inactive.add(peanuts!.id);
    await userEvent.click(within(form).getByRole('radio', { name: 'Severe' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save allergy' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Allergy not found');
    // The withdrawn allergy leaves the list once the catalogue is read again.
    await waitFor(() => expect(within(form).queryByRole('option', { name: 'Peanuts (Food)' })).toBeNull());
    await userEvent.selectOptions(within(form).getByLabelText('Allergy'), penicillin!.id);
    await userEvent.type(within(form).getByLabelText('Reaction (optional)'), 'Hives');
    await userEvent.click(within(form).getByRole('button', { name: 'Save allergy' }));
    expect((await screen.findByText('Penicillin saved.')).getAttribute('role')).toBe('status');
    const list = await screen.findByRole('list', { name: 'Allergies' });
    expect(within(list).getByText('Penicillin')).toBeTruthy();
    expect(within(list).getByText('Severity: Severe')).toBeTruthy();
    expect(within(list).getByText('Reaction: Hives')).toBeTruthy();
    // The refused one was never sent; the saved one went sealed.
    expect(api.called('saveUserAllergy')).toHaveLength(1);
    expect(Object.keys(api.called('saveUserAllergy')[0]!.body as object)).toEqual(['encrypted_data']);
    expect(JSON.stringify(api.called('saveUserAllergy')[0]!.body)).not.toMatch(/Penicillin|Hives|severe/);
  });

  it('asks for an allergy before sending', async () => {
    const api = createFakeHealthRecordsApi();
    renderTab(await createHealthRecordsClient(api), 'allergies');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an allergy' }));
    const form = await screen.findByRole('form', { name: 'Add an allergy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save allergy' }));
    expect(await within(form).findByText('Choose an allergy')).toBeTruthy();
    expect(api.called('saveUserAllergy')).toHaveLength(0);
  });

  it('Cancel closes the form without saving', async () => {
    const api = createFakeHealthRecordsApi();
    renderTab(await createHealthRecordsClient(api), 'allergies');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an allergy' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add an allergy' })).toBeTruthy();
  });

  it("a health issue diagnosed in the future is refused with the server's message; then saved", async () => {
    const api = createFakeHealthRecordsApi();
    renderTab(await createHealthRecordsClient(api), 'issues');
    expect(await screen.findByText('You have not added any health issues.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a health issue' }));
    const form = await screen.findByRole('form', { name: 'Add a health issue' });
    await userEvent.selectOptions(within(form).getByLabelText('Health issue'), CATALOGUE.health_issues[0]!.id);
    const date = within(form).getByLabelText('Diagnosed on (optional)');
    await userEvent.type(date, '2030-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save health issue' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The diagnosis date cannot be in the future');
    expect(within(form).getAllByText('The diagnosis date cannot be in the future')).toHaveLength(2); // also on the field
    await userEvent.clear(date);
    await userEvent.type(date, '2024-03-01');
    await userEvent.type(within(form).getByLabelText('Notes (optional)'), 'Diet controlled');
    await userEvent.click(within(form).getByRole('button', { name: 'Save health issue' }));
    const list = await screen.findByRole('list', { name: 'Health issues' });
    expect(within(list).getByText('Type 2 diabetes')).toBeTruthy();
    expect(within(list).getByText('ICD-10 E11.9')).toBeTruthy();
    expect(within(list).getByText('Diet controlled')).toBeTruthy();
    expect(api.called('saveUserHealthIssue')).toHaveLength(1); // the future date was refused in the browser
  });

  it('says when the catalogue has nothing to choose', async () => {
    const api = createFakeHealthRecordsApi();
    for (const h of CATALOGUE.health_issues) api.state.inactive.add(h.id);
    renderTab(await createHealthRecordsClient(api), 'issues');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a health issue' }));
    expect(await screen.findByText('There are no health issues to choose from yet.')).toBeTruthy();
  });
});

describe('HealthActions: sealed records open in the browser, or show the locked state', () => {
  const allergy = (severity: string, reaction: string) => ({ allergy_id: peanuts!.id, name: 'Peanuts', category: 'food', severity, reaction });

  it('opens the sealed records with the data key; saving one already recorded changes it by its id', async () => {
    const key = await newDataKey();
    const row = await sealedRow(key, allergy('moderate', 'Sneezing'));
    const api = createFakeHealthRecordsApi({ allergies: [row] });
    renderTab(await createHealthRecordsClient(api, key), 'allergies');
    const list = await screen.findByRole('list', { name: 'Allergies' });
    expect(within(list).getByText('Peanuts')).toBeTruthy();
    expect(within(list).getByText('Reaction: Sneezing')).toBeTruthy();
    expect(screen.queryByText('Your health records are locked')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add an allergy' }));
    const form = await screen.findByRole('form', { name: 'Add an allergy' });
    await userEvent.selectOptions(within(form).getByLabelText('Allergy'), peanuts!.id);
    await userEvent.click(within(form).getByRole('radio', { name: 'Severe' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save allergy' }));
    expect((await screen.findByText('Peanuts saved.')).getAttribute('role')).toBe('status');
    expect((api.called('saveUserAllergy')[0]!.body as { id?: string }).id).toBe(row.id);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Allergies' })).getByText('Severity: Severe')).toBeTruthy());
    expect(api.state.allergies).toHaveLength(1);
  });

  it('without the data key: the password prompt, none of the records, nothing to add', async () => {
    const row = await sealedRow(await newDataKey(), allergy('mild', 'Hives'));
    const api = createFakeHealthRecordsApi({ allergies: [row] });
    renderTab(await createHealthRecordsClient(api, null), 'allergies');
    expect(await screen.findByRole('heading', { name: /Your health records are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(screen.queryByText('Peanuts')).toBeNull();
    expect(screen.queryByText('You have not added any allergies.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an allergy' })).toBeNull();
  });

  it("a record the server sealed to the member's public key stays locked until the private key is unlocked; the others show", async () => {
    const key = await newDataKey();
    const mine = await sealedRow(key, { health_issue_id: CATALOGUE.health_issues[0]!.id, name: 'Type 2 diabetes', icd10_code: 'E11.9', diagnosed_on: null, notes: '' });
    const fromServer = { id: '00000000-0000-4000-8000-000000008001', encrypted_data: '-----BEGIN PGP MESSAGE-----\n\nwcBMA\n-----END PGP MESSAGE-----' };
    const api = createFakeHealthRecordsApi({ issues: [mine, fromServer] });
    renderTab(await createHealthRecordsClient(api, key), 'issues');
    expect(within(await screen.findByRole('list', { name: 'Health issues' })).getByText('Type 2 diabetes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Your health records are locked/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a health issue' })).toBeTruthy();
  });
});

describe('HealthActions: records the server sealed are re-sealed once opened (decision 0034)', () => {
  let member: openpgp.PrivateKey;
  beforeAll(async () => {
    member = (await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' })).privateKey;
  });
  // Stands in for auth.unlockPrivateKey (Argon2 and the stored key are the journey's): the member typed the password.
  const unlock = (client: HealthDeck) => act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(member));
  const PEANUTS = { allergy_id: peanuts!.id, name: 'Peanuts', category: 'food', severity: 'moderate', reaction: 'Hives' };
  const METFORMIN = { medication_id: metformin!.id, name: 'Metformin', drug_type: metformin!.drug_type, strength: metformin!.strength, dosage: '1 tablet' };
  const schedule = { recurrence: 'daily' as const, times: ['08:00'], start_date: '2026-05-01', end_date: null };

  it("the demo member's seeded allergy: once opened with the password it is sent back re-sealed under the data key, and after a reload it shows without the password", async () => {
    const key = await newDataKey();
    // As the demo seed and migration 0023 write it: an OpenPGP message to the member's public key.
    const seeded = { id: '00000000-0000-4000-8000-000000008101', encrypted_data: await encryptForMember(PEANUTS, member.toPublic().armor()) };
    const api = createFakeHealthRecordsApi({ allergies: [seeded] });
    const client = await createHealthRecordsClient(api, key);
    renderTab(client, 'allergies');
    expect(await screen.findByRole('heading', { name: /Your health records are locked/ })).toBeTruthy();
    expect(api.called('userAllergySealRecord')).toHaveLength(0);

    await unlock(client);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Allergies' })).getByText('Peanuts')).toBeTruthy());
    await vi.waitFor(() => expect(api.called('userAllergySealRecord')).toHaveLength(1));
    const [sent] = api.called('userAllergySealRecord');
    const body = sent!.body as { encrypted_data: string; sealed_sha256: string };
    expect(sent!.params).toEqual({ id: seeded.id });
    expect(body.sealed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.encrypted_data).toMatch(/^hd1\./);
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual(PEANUTS);

    // After a reload: the data key is back, the private key (memory only) is not; no password asked, nothing sent again.
    cleanup();
    renderTab(await createHealthRecordsClient(api, key), 'allergies');
    expect(within(await screen.findByRole('list', { name: 'Allergies' })).getByText('Peanuts')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Your health records are locked/ })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(api.called('userAllergySealRecord')).toHaveLength(1);
  });

  it('medications and their log entries migration 0023 sealed: re-sealed once opened, so the medications tab opens after a reload', async () => {
    const key = await newDataKey();
    const medication = { id: '00000000-0000-4000-8000-000000008201', ...schedule, encrypted_data: await encryptForMember(METFORMIN, member.toPublic().armor()) };
    const entry = { ...medication, id: '00000000-0000-4000-8000-000000008202', user_medication_id: medication.id, event: 'scheduled' as const, created_at: '2026-05-01T08:00:00.000Z' };
    const api = createFakeHealthRecordsApi({ medications: [medication], log: [entry] });
    const client = await createHealthRecordsClient(api, key);
    renderTab(client, 'medications');
    expect(await screen.findByRole('heading', { name: /Your health records are locked/ })).toBeTruthy();
    await unlock(client);
    await vi.waitFor(() => expect(api.called('userMedicationSealRecord')).toHaveLength(1));
    await vi.waitFor(() => expect(api.called('medicationLogSealRecord')).toHaveLength(1));
    expect(api.called('medicationLogSealRecord')[0]!.params).toEqual({ id: entry.id });

    cleanup();
    renderTab(await createHealthRecordsClient(api, key), 'medications');
    await waitFor(() => expect(screen.getAllByText('Metformin').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: /Your health records are locked/ })).toBeNull();
  });

  it('keeps showing the health issue when the re-seal is refused (409): the server copy stays', async () => {
    const issue = { health_issue_id: CATALOGUE.health_issues[0]!.id, name: 'Type 2 diabetes', icd10_code: 'E11.9', diagnosed_on: null, notes: '' };
    const fromServer = { id: '00000000-0000-4000-8000-000000008301', encrypted_data: await encryptForMember(issue, member.toPublic().armor()) };
    const api = createFakeHealthRecordsApi({ issues: [fromServer] });
    api.failNext('userHealthIssueSealRecord', 409);
    const client = await createHealthRecordsClient(api, await newDataKey());
    renderTab(client, 'issues');
    await screen.findByRole('heading', { name: /Your health records are locked/ });
    await unlock(client);
    await vi.waitFor(() => expect(api.called('userHealthIssueSealRecord')).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'Health issues' })).getByText('Type 2 diabetes')).toBeTruthy();
    expect(api.state.issues[0]!.encrypted_data).toBe(fromServer.encrypted_data);
  });
});

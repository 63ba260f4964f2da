// spec 001 §2, §4 Body scan widget, §5 Skip body scan form, §8 messages, §9 Body scan scale; on the
// one fake server (@healthdeck/sdk/testing), the measurement sealed under a real data key.
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as openpgp from 'openpgp';
import { encryptForMember, openRecord } from '@healthdeck/crypto';
import type { LastMeasurement, MeasurementSkip } from '@healthdeck/contract/light';
import { sealRecord, type KeyStore } from '@healthdeck/crypto/light';
import { createHealthDeck, memoryStorage, type BodyMeasurement, type HealthDeck, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, recordedUserFlow, tokensFixture, userFlowActivityFake } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { BodyScan, type BodyScanProps } from './body-scan';

const MEASUREMENT: BodyMeasurement = {
  circumference_params: { chest: 38.2, waist: 32.5, low_hips: 40.1 },
  bmi: 27.3,
  bmr: 1650,
  fat_body_mass: 18.4,
  fat_percentage: 22.1,
  lean_body_mass: 64.9,
};

interface State {
  measurement: LastMeasurement | null;
  /** The skip reason as the server keeps it: sealed in the browser. */
  skip: MeasurementSkip | null;
}

function createBodyScanServer(initial: Partial<State> = {}) {
  const state: State = { measurement: null, skip: null, ...initial };
  const server = createFakeServer({
    account: () => json(accountFixture()),
    userFlowActivity: userFlowActivityFake,
    measurementLast: () => json({ measurement: state.measurement, measurement_skip: state.skip }),
    // Ours: the measurement the server sealed, sent back re-sealed under the data key once opened, for the version opened.
    measurementSealRecord: (call) => {
      const current = state.measurement;
      if (!current || current.id !== call.params.id) return apiError(404, 'Measurement not found');
      const body = call.body as { encrypted_data: string; updated_at: string };
      if (body.updated_at !== current.updated_at) return apiError(409, 'This measurement has changed. Open it again.', 'CONFLICT');
      if (!current.encrypted_data?.startsWith('hd1.')) state.measurement = { ...current, encrypted_data: body.encrypted_data };
      const kept = state.measurement as LastMeasurement;
      return json({ measurement: { ...kept, sample_count: 0 } });
    },
    measurementSkip: (call) => {
      state.skip = { encrypted_data: (call.body as { encrypted_data: string }).encrypted_data, updated_at: '2025-03-05T10:00:00.000Z' };
      return json({ measurement_skip: state.skip });
    },
  });
  return Object.assign(server, { state });
}

async function dataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

function lastMeasurement(encrypted_data: string | null, status: LastMeasurement['status'] = 'completed', sandbox: LastMeasurement['sandbox'] = null): LastMeasurement {
  return { id: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', status, encrypted_data, sandbox, created_at: '2025-03-04T10:00:00.000Z', updated_at: '2025-03-04T10:00:00.000Z' };
}

/** A member whose last measurement is sealed under their (unlocked) data key. */
async function measuredMember(value: BodyMeasurement = MEASUREMENT, reason: string | null = null, sandbox: LastMeasurement['sandbox'] = null) {
  const key = await dataKey();
  const skip = reason === null ? null : { encrypted_data: await sealRecord(key, reason), updated_at: '2025-03-04T10:00:00.000Z' };
  const server = createBodyScanServer({ measurement: lastMeasurement(await sealRecord(key, value), 'completed', sandbox), skip });
  return { server, client: await visitWithDataKey(server, key) };
}

/** A member with no measurement yet whose browser holds the data key (the skip reason is sealed under it). */
async function newMember() {
  const key = await dataKey();
  const server = createBodyScanServer();
  return { server, key, client: await visitWithDataKey(server, key) };
}

/** The skip reasons saved, opened as the member's browser opens them (the server was sent only hd1. records). */
async function savedReasons(server: ReturnType<typeof createBodyScanServer>, key: CryptoKey) {
  return Promise.all(
    server.called('measurementSkip').map(async (c) => {
      const { encrypted_data, ...rest } = c.body as { encrypted_data: string };
      expect(rest).toEqual({});
      expect(encrypted_data).toMatch(/^hd1\./);
      return openRecord(encrypted_data, { dataKey: key });
    }),
  );
}

/** A visit in a browser that unlocked the member's data key before (the key store has it), as after a sign-in or a reload. */
async function visitWithDataKey(server: ReturnType<typeof createBodyScanServer>, key: CryptoKey) {
  const keyStore: KeyStore = { save: async () => {}, load: async (userId) => (userId === accountFixture().user.id ? key : null), clear: async () => {} };
  const client = createHealthDeck({ fetch: server.fetch, storage: memoryStorage(), keyStore, onUnauthorized: () => {} });
  await signInWithTokens(client, tokensFixture());
  return client;
}

function renderWidget(client: HealthDeck, props: BodyScanProps = {}) {
  return render(
    <HealthDeckProvider client={client}>
      <BodyScan {...props} />
    </HealthDeckProvider>,
  );
}

const region = () => screen.findByRole('region', { name: '3D Body Scan' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const confirm = () => button('Confirm');
const prompt = () => screen.findByText(/Take a 3D body scan with your phone/);

describe('BodyScan (spec 001 §4 Body scan widget)', () => {
  it('shows a loading skeleton, then the empty prompt with What is and Skip it for now for a new member', async () => {
    const server = createBodyScanServer();
    const client = await createFakeClient(server);
    const release = server.holdNext('measurementLast');
    renderWidget(client);
    await region();
    expect(screen.getByRole('status', { name: 'Loading your body scan' }).getAttribute('aria-busy')).toBe('true');
    release();
    await prompt();
    expect(button('What is a 3D body scan?')).toBeTruthy();
    expect(button('Skip it for now')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your body scan' })).toBeNull();
  });

  it('opens on bodyScan when the last measurement has circumference values: inches, BMI scale (bar max 35), BMR, fat and lean mass', async () => {
    const { client } = await measuredMember();
    renderWidget(client);
    expect(await screen.findByRole('heading', { name: 'Your last scan' })).toBeTruthy();
    // The measurement view loads when the bodyScan step shows (measurement-view.tsx).
    expect(await screen.findByText('Chest')).toBeTruthy();
    const values = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(values('Chest')).toBe('38.2 in');
    expect(values('Waist')).toBe('32.5 in');
    expect(values('Low hips')).toBe('40.1 in');
    expect(values('BMR')).toBe('1,650 kcal/day');
    expect(values('Fat mass')).toBe('18.4 kg (22.1%)');
    expect(values('Lean mass')).toBe('64.9 kg');
    expect(screen.getByRole('img', { name: 'BMI 27.3 Overweight (0–35)' })).toBeTruthy();
    expect((screen.getByTestId('bmi-marker') as HTMLElement).style.left).toBe(`${(27.3 / 35) * 100}%`);
    // spec 001 §5: chest, waist or hips present: no 'Skip it for now'.
    expect(screen.queryByRole('button', { name: 'Skip it for now' })).toBeNull();
    // Measured for real: no demo-data mark.
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('marks a scan the 3D Look sandbox measured as demo data', async () => {
    const { client } = await measuredMember(MEASUREMENT, null, '3d-look');
    renderWidget(client);
    expect(await screen.findByRole('heading', { name: 'Your last scan' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Demo data Made up by a test version of 3D Look body scanning; not real health information.');
  });

  it.each([
    [18.5, 'Underweight'],
    [18.6, 'Healthy'],
    [24.9, 'Healthy'],
    [25, 'Overweight'],
  ])('puts BMI %s in the %s band (spec 001 §9: under up to 18.5, healthy 18.6 to 24.9, over above 25)', async (bmi, band) => {
    const { client } = await measuredMember({ ...MEASUREMENT, bmi });
    renderWidget(client);
    expect(await screen.findByRole('img', { name: `BMI ${bmi} ${band} (0–35)` })).toBeTruthy();
  });

  it('stays on the prompt for a measurement without circumference values, and without Skip it for now once a reason is saved', async () => {
    const { client } = await measuredMember({ bmi: 22 }, 'Measurements');
    renderWidget(client);
    await prompt();
    expect(screen.getByText('Measurements').closest('p')?.textContent).toBe('You skipped the body scan: Measurements');
    expect(screen.queryByRole('button', { name: 'Skip it for now' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your last scan' })).toBeNull();
  });

  it('a skip reason this browser cannot open yet (sealed to the member before) still counts: no Skip it for now, nothing quoted, the locked state', async () => {
    const member = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'm@example.test' }], format: 'object' });
    const skip = { encrypted_data: await encryptForMember('Measurements', member.publicKey.armor()), updated_at: '2025-03-04T10:00:00.000Z' };
    const server = createBodyScanServer({ skip });
    const client = await visitWithDataKey(server, await dataKey());
    renderWidget(client);
    await prompt();
    expect(screen.queryByRole('button', { name: 'Skip it for now' })).toBeNull();
    expect(screen.queryByText(/You skipped the body scan/)).toBeNull();
    expect(server.called('measurementSkipSealRecord')).toHaveLength(0);
    // The same locked state as every sealed record (docs/decisions/0101-one-unlock-per-session.md): one unlock opens it.
    expect(await screen.findByText('Your body scan is locked')).toBeTruthy();
    await act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(member.privateKey));
    expect(await screen.findByText('You skipped the body scan:', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Your body scan is locked')).toBeNull();
  });

  it('shows a pending or in-progress scan as pending (spec 000 §4)', async () => {
    const server = createBodyScanServer({ measurement: lastMeasurement(null, 'pending') });
    renderWidget(await createFakeClient(server));
    expect(await screen.findByText('Your scan is being measured. Your results will appear here.')).toBeTruthy();
    expect(button('Skip it for now')).toBeTruthy();
  });

  it('whatIs3DBodyScan: Back returns to bodyScan, Get Started to the empty step', async () => {
    const { client, server } = await measuredMember();
    renderWidget(client);
    await screen.findByRole('heading', { name: 'Your last scan' });
    await userEvent.click(button('What is a 3D body scan?'));
    const heading = screen.getByRole('heading', { name: 'What is a 3D body scan?' });
    expect(heading).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-step')).toBe('whatIs3DBodyScan');
    // The step's text and buttons load on demand (what-is-step.tsx): they appear once they have.
    expect(await screen.findByText(/Your phone takes two photos/)).toBeTruthy();
    await userEvent.click(button('Back'));
    expect(screen.getByRole('heading', { name: 'Your last scan' })).toBeTruthy();
    expect(recordedUserFlow(server)).toEqual([]);
    await userEvent.click(button('What is a 3D body scan?'));
    await userEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(await prompt()).toBeTruthy();
    // spec 000 §3.4: Get Started starts the 3D body look.
    await waitFor(() => expect(recordedUserFlow(server)).toEqual(['body_look_3d_started']));
    expect(screen.queryByRole('heading', { name: 'Your last scan' })).toBeNull();
  });

  it('skipBodyScan: the four options as the spec spells them, the three messages, Confirm disabled until valid, Back to bodyScan', async () => {
    const server = createBodyScanServer();
    renderWidget(await createFakeClient(server));
    await prompt();
    await userEvent.click(button('Skip it for now'));
    expect(screen.getByRole('heading', { name: 'Skip the body scan' })).toBeTruthy();
    // The skip form loads on demand (body-scan.tsx): it appears once it has.
    const group = await screen.findByRole('group', { name: /Why are you skipping the body scan\?/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Measurements', 'I don\u2019t have the time', "I don't have the right clothing", 'None of the above']);
    expect(confirm().disabled).toBe(true);
    expect(screen.queryByText('Option is required')).toBeNull();

    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(reason, 'x');
    expect(screen.getByText('Option is required')).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'None of the above' }));
    expect(screen.queryByText('Option is required')).toBeNull();
    await userEvent.clear(reason);
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    await userEvent.click(reason);
    await userEvent.paste('a'.repeat(257));
    expect(screen.getByText('Reason must be at most 256 characters')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(confirm().disabled).toBe(true);

    await userEvent.type(reason, '{Backspace}');
    expect(screen.queryByText('Reason must be at most 256 characters')).toBeNull();
    expect(confirm().disabled).toBe(false);

    await userEvent.click(button('Back'));
    // Back returns to bodyScan; without circumference values that is the prompt.
    await prompt();
    expect(server.called('measurementSkip')).toHaveLength(0);
  });

  it('saves the free reason when given, sealed, then returns to the empty step without Skip it for now', async () => {
    const { server, key, client } = await newMember();
    const onSkip = vi.fn();
    renderWidget(client, { onSkip });
    await prompt();
    await userEvent.click(button('Skip it for now'));
    await userEvent.click(screen.getByRole('radio', { name: 'None of the above' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), '  I scan at the clinic  ');
    await userEvent.click(confirm());
    await prompt();
    expect(await savedReasons(server, key)).toEqual(['I scan at the clinic']);
    expect(onSkip).toHaveBeenCalledWith({ reason: 'I scan at the clinic' });
    expect(await screen.findByText('I scan at the clinic')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip it for now' })).toBeNull();
  });

  it('saves the option when no reason is given', async () => {
    const { server, key, client } = await newMember();
    renderWidget(client);
    await prompt();
    await userEvent.click(button('Skip it for now'));
    await userEvent.click(screen.getByRole('radio', { name: 'I don\u2019t have the time' }));
    expect(confirm().disabled).toBe(false);
    await userEvent.click(confirm());
    await prompt();
    expect(await savedReasons(server, key)).toEqual(['I don\u2019t have the time']);
  });

  it("shows 'An error occurred. Please try again later.' when the save fails, and keeps the form", async () => {
    const { server, key, client } = await newMember();
    const onError = vi.fn();
    renderWidget(client, { onError });
    await prompt();
    await userEvent.click(button('Skip it for now'));
    await userEvent.click(screen.getByRole('radio', { name: "I don't have the right clothing" }));
    server.failNext('measurementSkip', 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again later.');
    expect(screen.getByRole('heading', { name: 'Skip the body scan' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith({ message: 'An error occurred. Please try again later.' });
    expect(server.state.skip).toBeNull();
    // A second try goes through.
    await userEvent.click(confirm());
    await prompt();
    expect(await openRecord(server.state.skip!.encrypted_data, { dataKey: key })).toBe("I don't have the right clothing");
  });

  it("shows 'Failed to get last measurement, please try again later.' when loading fails, and Try again reloads", async () => {
    const server = createBodyScanServer();
    const client = await createFakeClient(server);
    client.queryClient.setDefaultOptions({ queries: { retry: false } });
    server.failNext('measurementLast', 500);
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget(client, { onError });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get last measurement, please try again later.');
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to get last measurement, please try again later.' });
    await userEvent.click(button('Try again'));
    await prompt();
  });

  it('shows a locked state with a password prompt, not the empty prompt, when the measurement cannot be opened', async () => {
    // Written by 3D Look to the member's public key; this browser holds neither key.
    const server = createBodyScanServer({ measurement: lastMeasurement('-----BEGIN PGP MESSAGE-----\n\nwcBMA\n-----END PGP MESSAGE-----\n') });
    renderWidget(await createFakeClient(server));
    expect(await screen.findByText('Your body scan is locked')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(button('Unlock').disabled).toBe(true);
    expect(screen.queryByText(/Take a 3D body scan with your phone/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip it for now' })).toBeNull();
  });

  it('says so when signed out', async () => {
    const server = createBodyScanServer();
    renderWidget(await createFakeClient(server, { signedIn: false }));
    expect(await screen.findByText('Sign in to see your body scan.')).toBeTruthy();
    await waitFor(() => expect(server.calls).toHaveLength(0));
  });
});

describe('BodyScan: a measurement the server sealed is re-sealed once opened (decision 0034)', () => {
  it('once opened with the password, sends it back re-sealed under the data key for the version opened; after a reload it shows without the password', async () => {
    const { privateKey } = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' });
    const key = await dataKey();
    // As simulateMedicalRecord and the 3D Look sandbox write it: an OpenPGP message to the member's public key.
    const sealed = lastMeasurement(await encryptForMember(MEASUREMENT, privateKey.toPublic().armor()));
    const server = createBodyScanServer({ measurement: sealed });
    const client = await visitWithDataKey(server, key);
    while (!client.$dataKey.get()) await new Promise((resolve) => setTimeout(resolve, 0));
    renderWidget(client);
    expect(await screen.findByText('Your body scan is locked')).toBeTruthy();
    expect(server.called('measurementSealRecord')).toHaveLength(0);

    await act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(privateKey));
    expect(await screen.findByText('Your last scan')).toBeTruthy();
    await waitFor(() => expect(server.called('measurementSealRecord')).toHaveLength(1));
    const [sent] = server.called('measurementSealRecord');
    const body = sent!.body as { encrypted_data: string; updated_at: string };
    expect(sent!.params).toEqual({ id: sealed.id });
    expect(body.updated_at).toBe(sealed.updated_at);
    expect(body.encrypted_data).toMatch(/^hd1\./);
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual(MEASUREMENT);

    cleanup();
    renderWidget(await visitWithDataKey(server, key));
    expect(await screen.findByText('Your last scan')).toBeTruthy();
    expect(screen.queryByText('Your body scan is locked')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(server.called('measurementSealRecord')).toHaveLength(1);
  });
});

// spec 001 §2 /client/vitals/history (the History button): the member's vitals with values and
// units (bpm, ms, mmHg, SpO2 %), status badges and healthy ranges (§9); what a scan did not measure is Unavailable.
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import * as openpgp from 'openpgp';
import { encryptForMember, openRecord, sealRecord } from '@healthdeck/crypto';
import userEvent from '@testing-library/user-event';
import type { HealthDeck } from '@healthdeck/sdk';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createVitalsServer, memberWithVitals, VITALS, visitWithDataKey, vitalRecord } from '../../vitals/fake-vitals';
import { VitalsHistory } from './vitals-history';

function renderHistory(client: HealthDeck) {
  return render(
    <HealthDeckProvider client={client}>
      <VitalsHistory />
    </HealthDeckProvider>,
  );
}

const scans = () => Array.from(document.querySelectorAll<HTMLElement>('.hd-vitals__scan'));

describe('VitalsHistory (spec 001 §2, §9)', () => {
  it('lists every scan newest first with its date, measured values with units, badges and healthy ranges; unmeasured ones Unavailable', async () => {
    const { client, server } = await memberWithVitals([VITALS, { ...VITALS, hr: 104, hrv: 30, rr: 18 }]);
    renderHistory(client);
    expect(await screen.findByRole('region', { name: 'Vitals history' })).toBeTruthy();
    await vi.waitFor(() => expect(scans()).toHaveLength(2));
    const [newest, older] = scans();
    expect(within(newest!).getByRole('heading').textContent).toMatch(/Nov 18, 2026/);
    expect(within(older!).getByRole('heading').textContent).toMatch(/Nov 17, 2026/);
    const row = (scan: HTMLElement, key: string) => scan.querySelector(`[data-vital="${key}"]`)?.textContent;
    expect(row(newest!, 'heartRate')).toBe('Heart rate72 bpmGoodHealthy range: 60-100 BPM');
    expect(row(newest!, 'heartRateVariability')).toBe('HR variability45 msGood');
    expect(row(newest!, 'stressIndex')).toBe('Stress indexNot measuredUnavailable');
    expect(row(older!, 'heartRate')).toBe('Heart rate104 bpmWarningHealthy range: 60-100 BPM');
    expect(row(older!, 'bloodPressure')).toBe('Blood pressureNot measuredUnavailableHealthy range: 90/60 to 120/80 mmHg');
    expect(row(older!, 'respirationRate')).toBe('Respiration rate18WarningHealthy range: 12-16');
    expect(row(older!, 'o2Saturation')).toBe('O2 saturationNot measuredUnavailableHealthy range: 95-100%');
    expect(server.called('vitals')[0]!.query.toString()).toBe('page=1&take=10');
  });

  it('marks each seeded scan as demo data in the member’s language; their own scans carry no mark', async () => {
    const { client, server, key } = await memberWithVitals([VITALS]);
    server.state.records.push(vitalRecord(await sealRecord(key, VITALS), '2026-11-10T08:15:00.000Z', 'seed'));
    render(
      <HealthDeckProvider client={client} language="es">
        <VitalsHistory />
      </HealthDeckProvider>,
    );
    await vi.waitFor(() => expect(scans()).toHaveLength(2));
    const [own, seeded] = scans();
    expect(within(own!).queryByRole('note')).toBeNull();
    // The badge's Spanish arrives with its own catalogue, a moment after the note itself.
    await vi.waitFor(() => expect(within(seeded!).getByRole('note').textContent).toBe('Datos de demostración Valores aleatorios creados para la demostración; no es una medición real.'));
  });

  it('pages ten scans at a time with Previous, Next and Page X of Y', async () => {
    const { client, server } = await memberWithVitals(Array.from({ length: 12 }, (_, i) => ({ ...VITALS, hr: 60 + i })));
    const user = userEvent.setup();
    renderHistory(client);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(scans()).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await vi.waitFor(() => expect(scans()).toHaveLength(2));
    expect(server.called('vitals').at(-1)!.query.toString()).toBe('page=2&take=10');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a member without vitals sees the empty state with Take my vitals, nothing invented', async () => {
    const client = await createFakeClient(createVitalsServer());
    renderHistory(client);
    expect(await screen.findByText('You have no vitals yet. Take your vitals to see them here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take my vitals' }).getAttribute('href')).toBe('/client/vitals');
    expect(document.querySelector('[data-vital]')).toBeNull();
  });

  it('shows the skeleton while loading, and a load failure with Try again', async () => {
    const server = createVitalsServer({ records: [] });
    const client = await createFakeClient(server);
    client.queryClient.setDefaultOptions({ queries: { retry: false } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.failNext('vitals');
    renderHistory(client);
    expect(screen.getByRole('status', { name: 'Loading your vitals' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Your vitals could not be loaded. Please try again later.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no vitals yet/)).toBeTruthy();
  });

  it('records it cannot open make it ask for the password (locked, not “no data”)', async () => {
    const client = await createFakeClient(createVitalsServer({ records: [vitalRecord('-----BEGIN PGP MESSAGE-----\n\nwcFMA\n-----END PGP MESSAGE-----')] }));
    renderHistory(client);
    expect(await screen.findByRole('heading', { name: /Your vitals are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});

describe('VitalsHistory: records the server sealed are re-sealed once opened (decision 0034)', () => {
  it('sends each opened record back re-sealed under the data key; after a reload every scan shows without the password', async () => {
    const { privateKey } = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' });
    const older = { ...VITALS, hr: 64 };
    // Staff-simulated or seeded records: OpenPGP messages to the member's public key.
    const records = [
      vitalRecord(await encryptForMember(VITALS, privateKey.toPublic().armor()), '2026-11-18T08:15:00.000Z'),
      vitalRecord(await encryptForMember(older, privateKey.toPublic().armor()), '2026-11-17T08:15:00.000Z'),
    ];
    const { client, server, key } = await memberWithVitals([], { records: [...records] });
    renderHistory(client);
    expect(await screen.findByRole('heading', { name: /Your vitals are locked/ })).toBeTruthy();
    await act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(privateKey));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-vital="heartRate"]')).toHaveLength(2));
    await vi.waitFor(() => expect(server.called('vitalSealRecord')).toHaveLength(2));
    const sent = new Map(server.called('vitalSealRecord').map((c) => [c.params.id, c.body as { encrypted_data: string; created_at: string }]));
    expect(sent.get(records[0]!.id)?.created_at).toBe(records[0]!.created_at);
    expect(await openRecord(sent.get(records[0]!.id)!.encrypted_data, { dataKey: key })).toEqual(VITALS);
    expect(await openRecord(sent.get(records[1]!.id)!.encrypted_data, { dataKey: key })).toEqual(older);

    cleanup();
    renderHistory(await visitWithDataKey(server, key));
    await vi.waitFor(() => expect(scans()).toHaveLength(2));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-vital="heartRate"]')).toHaveLength(2));
    expect(scans()[1]!.querySelector('[data-vital="heartRate"]')?.textContent).toContain('64 bpm');
    expect(screen.queryByRole('heading', { name: /Your vitals are locked/ })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(server.called('vitalSealRecord')).toHaveLength(2);
  });
});

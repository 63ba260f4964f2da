// spec 001 §2 Virtual Vitals flow (the five steps and their buttons), §4 (transitions, start at
// snapshot when a vital exists, status badges), §8 (vitals load failures are only logged), §9
// (units, healthy ranges; the stress index not measured, docs/decisions/0080); spec 000 §3.4 vital status. On the one fake server.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as openpgp from 'openpgp';
import { encryptForMember, openRecord, sealRecord } from '@healthdeck/crypto';
import type { HealthDeck } from '@healthdeck/sdk';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { HostNavigateProvider } from '../../provider/host-navigate';
import { createVitalsServer, memberWithVitals, SANDBOX_VITALS, VITALS, visitWithDataKey, vitalRecord } from '../../vitals/fake-vitals';
import { Vitals } from './vitals';

function renderWidget(client: HealthDeck, navigate?: (path: string) => void) {
  return render(
    <HealthDeckProvider client={client}>
      <HostNavigateProvider value={navigate}>
        <Vitals />
      </HostNavigateProvider>
    </HealthDeckProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const link = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement;
const step = () => document.querySelector('[data-step]')?.getAttribute('data-step');
const row = (key: string) => document.querySelector(`[data-vital="${key}"]`) as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('Vitals widget steps (spec 001 §2 Virtual Vitals flow, §4)', () => {
  it('shows a loading skeleton, then base with the six measures, Learn more and Take my vitals for a member without vitals', async () => {
    const server = createVitalsServer();
    const client = await createFakeClient(server);
    const release = server.holdNext('vitals');
    renderWidget(client);
    expect(await screen.findByRole('status', { name: 'Loading your vitals' })).toBeTruthy();
    release();
    await screen.findByRole('button', { name: 'Take my vitals' });
    expect(step()).toBe('base');
    const measures = within(document.querySelector('.hd-vitals__measures') as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(measures).toEqual(['Heart rate', 'HR variability', 'Blood pressure', 'Respiration rate', 'O2 saturation', 'Stress index']);
    expect(button('Learn more')).toBeTruthy();
    // spec 001 §7 Load vitals: page 1, take 1.
    expect(server.called('vitals')[0]!.query.toString()).toBe('page=1&take=1');
  });

  it('walks base → information → base, information → instructions → information, instructions → permissions → instructions', async () => {
    const client = await createFakeClient(createVitalsServer());
    const user = userEvent.setup();
    renderWidget(client);
    await user.click(await screen.findByRole('button', { name: 'Learn more' }));
    expect(step()).toBe('information');
    // The later steps load on demand (later-steps.tsx): the information step appears once they have.
    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByText(/Your camera sees the tiny changes of colour in your face/)).toBeTruthy();
    await user.click(button('Go Back'));
    expect(step()).toBe('base');
    await user.click(button('Learn more'));
    await user.click(button('Continue'));
    expect(step()).toBe('instructions');
    const lines = within(document.querySelector('.hd-vitals__instructions') as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Align your face inside the oval.',
      'Stay still and do not talk.',
      'Be indoors, in good light, with a plain background behind you.',
      'The scan takes about 60 seconds.',
    ]);
    await user.click(button('Go Back'));
    expect(step()).toBe('information');
    await user.click(button('Continue'));
    await user.click(button('Continue'));
    expect(step()).toBe('permissions');
    expect(screen.getByRole('heading', { name: 'Allow camera use' })).toBeTruthy();
    expect(screen.getByText(/No images are kept/)).toBeTruthy();
    await user.click(button('Go Back'));
    expect(step()).toBe('instructions');
  });

  it('Take my vitals goes straight to instructions; Continue on permissions goes to /client/vitals through the host navigation', async () => {
    const client = await createFakeClient(createVitalsServer());
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderWidget(client, navigate);
    await user.click(await screen.findByRole('button', { name: 'Take my vitals' }));
    expect(step()).toBe('instructions');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(step()).toBe('permissions');
    const go = link('Continue');
    expect(go.getAttribute('href')).toBe('/client/vitals');
    await user.click(go);
    expect(navigate).toHaveBeenCalledWith('/client/vitals');
  });

  it("information's link opens the panel titled 'Learn more about vitals', which closes with Escape", async () => {
    const client = await createFakeClient(createVitalsServer());
    const user = userEvent.setup();
    renderWidget(client);
    await user.click(await screen.findByRole('button', { name: 'Learn more' }));
    await user.click(await screen.findByRole('button', { name: 'Learn more about vitals' }));
    const panel = screen.getByRole('dialog', { name: 'Learn more about vitals' });
    expect(within(panel).getByText('How many times your heart beats in a minute.')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Heart rate', 'HR variability', 'Blood pressure', 'Respiration rate', 'O2 saturation', 'Stress index']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(step()).toBe('information');
  });
});

describe('Vitals snapshot (spec 001 §4, §9; spec 000 §3.4)', () => {
  it('starts at snapshot when a vital exists: measured values with units, badges and healthy ranges; blood pressure, SpO2 and stress not measured; History and Retake', async () => {
    const { client } = await memberWithVitals([VITALS]);
    renderWidget(client);
    expect(await screen.findByRole('heading', { name: 'Your last vitals' })).toBeTruthy();
    expect(step()).toBe('snapshot');
    expect(row('heartRate').textContent).toBe('Heart rate72 bpmGoodHealthy range: 60-100 BPM');
    expect(row('heartRateVariability').textContent).toBe('HR variability45 msGood');
    expect(row('bloodPressure').textContent).toBe('Blood pressureNot measuredUnavailableHealthy range: 90/60 to 120/80 mmHg');
    expect(row('respirationRate').textContent).toBe('Respiration rate14GoodHealthy range: 12-16');
    expect(row('o2Saturation').textContent).toBe('O2 saturationNot measuredUnavailableHealthy range: 95-100%');
    expect(row('stressIndex').textContent).toBe('Stress indexNot measuredUnavailable');
    expect(link('History').getAttribute('href')).toBe('/client/vitals/history');
    expect(link('Retake').getAttribute('href')).toBe('/client/vitals');
  });

  it('an old sandbox record shows its heart rate and respiration, and its formula-derived HRV, blood pressure and SpO2 as not measured, with no badge of theirs', async () => {
    const { client } = await memberWithVitals([SANDBOX_VITALS]);
    renderWidget(client);
    expect(await screen.findByRole('heading', { name: 'Your last vitals' })).toBeTruthy();
    expect(row('heartRate').textContent).toBe('Heart rate72 bpmGoodHealthy range: 60-100 BPM');
    expect(row('heartRateVariability').textContent).toBe('HR variabilityNot measuredUnavailable');
    expect(row('bloodPressure').textContent).toBe('Blood pressureNot measuredUnavailableHealthy range: 90/60 to 120/80 mmHg');
    expect(row('o2Saturation').textContent).toBe('O2 saturationNot measuredUnavailableHealthy range: 95-100%');
    expect(document.body.textContent).not.toMatch(/118|76\/|97 SpO2/);
  });

  it('marks a vital the admin’s simulate call made up as demo data, with its line; the member’s own scan carries no mark', async () => {
    const own = await memberWithVitals([VITALS]);
    renderWidget(own.client);
    expect(await screen.findByRole('heading', { name: 'Your last vitals' })).toBeTruthy();
    expect(screen.queryByText('Demo data')).toBeNull();
    cleanup();
    const simulated = await memberWithVitals();
    simulated.server.state.records.push(vitalRecord(await sealRecord(simulated.key, SANDBOX_VITALS), undefined, 'simulated'));
    renderWidget(simulated.client);
    const note = (await screen.findByText('Demo data')).closest('[role="note"]');
    expect(note?.textContent).toBe('Demo data Random values from the staff “simulate medical record” tool; not a real measurement.');
    expect(row('heartRate').textContent).toBe('Heart rate72 bpmGoodHealthy range: 60-100 BPM');
  });

  it('badges Warning outside the healthy range, Bad outside the admin’s bad bounds, Unavailable for a missing value', async () => {
    const { client } = await memberWithVitals([{ ...VITALS, hr: 130, hrv: null, rr: 14 }], {
      thresholds: [{ value: 'hr', warning_min: 60, warning_max: 100, bad_min: 40, bad_max: 120 }],
    });
    renderWidget(client);
    await screen.findByRole('heading', { name: 'Your last vitals' });
    const badge = (key: string) => within(row(key)).getByText(/^(Good|Warning|Bad|Unavailable)$/).textContent;
    // Thresholds load separately: wait for them to apply.
    await vi.waitFor(() => expect(badge('heartRate')).toBe('Bad'));
    expect(badge('heartRateVariability')).toBe('Unavailable');
    expect(row('heartRateVariability').textContent).toContain('–');
    expect(badge('bloodPressure')).toBe('Unavailable');
    expect(badge('respirationRate')).toBe('Good');
  });

  it('a vital written to the member’s key that cannot be opened shows the locked state with the password prompt, not “no data”', async () => {
    const server = createVitalsServer({ records: [vitalRecord('-----BEGIN PGP MESSAGE-----\n\nwcFMA\n-----END PGP MESSAGE-----')] });
    const client = await createFakeClient(server);
    renderWidget(client);
    // The locked state loads on demand (shared/locked-state.tsx): it appears once it has.
    expect(await screen.findByRole('heading', { name: /Your vitals are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(link('History')).toBeTruthy();
    expect(link('Retake')).toBeTruthy();
  });

  it('a load failure is only logged (spec 001 §8): base shows, no error message', async () => {
    const server = createVitalsServer();
    server.failNext('vitals');
    const client = await createFakeClient(server);
    client.queryClient.setDefaultOptions({ queries: { retry: false } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget(client);
    await screen.findByRole('button', { name: 'Take my vitals' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith('[healthdeck] vitals load failed', expect.anything());
  });
});

describe('Vitals the server sealed are re-sealed once opened (decision 0034)', () => {
  let member: openpgp.PrivateKey;
  beforeAll(async () => {
    member = (await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' })).privateKey;
  });
  // Stands in for auth.unlockPrivateKey (Argon2 and the stored key are the journey's): the member typed the password.
  const unlock = (client: HealthDeck) => act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(member));

  it('once opened with the password, sends the vital back re-sealed under the data key, which opens it on a later visit without the password', async () => {
    // As simulateMedicalRecord writes it: an OpenPGP message to the member's public key.
    const record = vitalRecord(await encryptForMember(VITALS, member.toPublic().armor()));
    const { client, server, key } = await memberWithVitals([], { records: [record] });
    renderWidget(client);
    expect(await screen.findByRole('heading', { name: /Your vitals are locked/ })).toBeTruthy();
    expect(server.called('vitalSealRecord')).toHaveLength(0);

    await unlock(client);
    await vi.waitFor(() => expect(row('heartRate').textContent).toContain('72 bpm'));
    await vi.waitFor(() => expect(server.called('vitalSealRecord')).toHaveLength(1));
    const [sent] = server.called('vitalSealRecord');
    const body = sent!.body as { encrypted_data: string; created_at: string };
    expect(sent!.params).toEqual({ id: record.id });
    expect(body.created_at).toBe(record.created_at);
    expect(body.encrypted_data).toMatch(/^hd1\./);
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual(VITALS);

    // After a reload: the data key is back from the key store, the private key is not; no password asked, nothing sent again.
    cleanup();
    renderWidget(await visitWithDataKey(server, key));
    await vi.waitFor(() => expect(row('heartRate').textContent).toContain('72 bpm'));
    expect(screen.queryByRole('heading', { name: /Your vitals are locked/ })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(server.called('vitalSealRecord')).toHaveLength(1);
  });

  it('keeps showing the vital when the re-seal is refused (409): the server copy stays and opens with the password', async () => {
    const record = vitalRecord(await encryptForMember(VITALS, member.toPublic().armor()));
    const { client, server } = await memberWithVitals([], { records: [record] });
    server.failNext('vitalSealRecord', 409);
    renderWidget(client);
    await screen.findByRole('heading', { name: /Your vitals are locked/ });
    await unlock(client);
    await vi.waitFor(() => expect(server.called('vitalSealRecord')).toHaveLength(1));
    expect(row('heartRate').textContent).toContain('72 bpm');
    expect(server.state.records[0]!.encrypted_data).toBe(record.encrypted_data);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as openpgp from 'openpgp';
import type { Appointment, Language, SmartlinkCallDetails } from '@healthdeck/contract/light';
import { encryptForMember, openRecord, sealRecord } from '@healthdeck/crypto';
import { accountFixture, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { clearToasts, getToasts } from '../../primitives/toast/toast-store';
import { Appointments } from './appointments';

const CALL = '11111111-1111-4111-8111-111111111111';
const VISIT = '22222222-2222-4222-8222-222222222222';
const OLD = '33333333-3333-4333-8333-333333333333';

function appointment(id: string, provider: Appointment['provider'], date: string, status: Appointment['status'] = 'created', sandbox: Appointment['sandbox'] = null): Appointment {
  return {
    id,
    status,
    provider,
    appointment_id: provider === 'smartlink' ? 'SL-1' : 'MO-1',
    appointment_date: { date, timezone: 'America/Chicago' },
    encrypted_data: null,
    type: provider === 'smartlink' ? 'care_advocate_welcome_call' : '3',
    user: '44444444-4444-4444-8444-444444444444',
    active: status === 'created',
    physician: provider === 'smartlink' ? { id: 'adv-1', name: 'Maria Lopez' } : { id: '1', name: 'Dr. Ana Ruiz' },
    sandbox,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

beforeEach(() => {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions;
  });
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

async function renderList(handlers: FakeHandlers, failFirst = false) {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), ...handlers });
  if (failFirst) server.failNext('userAppointments', 500);
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <HealthDeckProvider client={client}>
      <Appointments />
    </HealthDeckProvider>,
  );
  return server;
}

describe('/client/appointments (spec 001 §2; spec 000 §3.4 provider and status created / attended / cancelled)', () => {
  it('lists upcoming and past appointments of both providers with their status; only upcoming ones can be changed', async () => {
    await renderList({
      userAppointments: () =>
        json({
          appointments: [
            appointment(OLD, 'smartlink', '2026-01-05T21:04:00.000Z', 'attended'),
            appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z'),
            appointment(VISIT, 'mediorbis', '2030-05-08T19:00:00.000Z', 'cancelled'),
          ],
        }),
    });
    expect(screen.getByRole('status', { name: 'Loading your appointments' })).toBeTruthy();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    const next = within(upcoming).getByRole('listitem');
    expect(within(next).getByRole('heading', { name: 'Care Advocate - Welcome Call' })).toBeTruthy();
    expect(within(next).getByText('Monday, May 6 at 9:00AM CDT')).toBeTruthy();
    expect(within(next).getByText('Created')).toBeTruthy();
    expect(within(next).getByRole('button', { name: 'Reschedule Care Advocate - Welcome Call on Monday, May 6 at 9:00AM CDT' })).toBeTruthy();
    const before = within(past).getAllByRole('listitem');
    expect(before.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Virtual care visit', 'Care Advocate - Welcome Call']);
    expect(before.map((li) => li.querySelector('[part="status"]')?.textContent)).toEqual(['Cancelled', 'Attended']);
    expect(within(past).queryByRole('button')).toBeNull();
  });

  it('cancels an upcoming call after asking, and the list follows', async () => {
    let cancelled = false;
    const server = await renderList({
      userAppointments: () => json({ appointments: [appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z', cancelled ? 'cancelled' : 'created')] }),
      smartlinkCancel: () => {
        cancelled = true;
        return json({ appointment: appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z', 'cancelled') });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel Care Advocate - Welcome Call/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(within(dialog).getByText('Care Advocate - Welcome Call on Monday, May 6 at 9:00AM CDT will be cancelled.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.called('smartlinkCancel')[0]?.body).toEqual({ appointmentId: CALL });
    expect(getToasts().map((t) => t.message)).toEqual(['Your appointment is cancelled.']);
    expect(await screen.findByText('You have no upcoming appointments.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Past' })).getByText('Cancelled')).toBeTruthy();
  });

  it("keeps the dialog open with 'Something went wrong. Please try again later.' when cancelling fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await renderList({ userAppointments: () => json({ appointments: [appointment(VISIT, 'mediorbis', '2030-05-08T19:00:00.000Z')] }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel Virtual care visit/ }));
    server.failNext('telehealthCancel', 500);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
    expect(server.called('telehealthCancel')[0]?.body).toEqual({ appointmentId: VISIT });
  });

  it("reschedules a telehealth visit in the scheduler on the visit's physician", async () => {
    const server = await renderList({
      userAppointments: () => json({ appointments: [appointment(VISIT, 'mediorbis', '2030-05-08T19:00:00.000Z')] }),
      telehealthPhysicianSchedule: () =>
        json({ physician: { id: '1', name: 'Dr. Ana Ruiz', specialty: 'Family medicine', languages: ['en'], consult_types: ['3'] }, timeslots: [], timezone: 'America/Chicago' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Reschedule Virtual care visit/ }));
    // The scheduler's code loads when the member reaches for Reschedule: it appears after the click.
    expect(await screen.findByRole('heading', { level: 2, name: 'Reschedule your appointment' })).toBeTruthy();
    expect(await screen.findByText('There are no available times in the next two weeks. Please check back later.')).toBeTruthy();
    expect(server.called('telehealthPhysicianSchedule')[0]?.params).toEqual({ id: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('region', { name: 'Upcoming' })).toBeTruthy();
  });

  it("marks every appointment a provider's sandbox booked as demo data, in the list and in the cancel dialog; a real provider's carries no mark", async () => {
    await renderList({
      userAppointments: () =>
        json({
          appointments: [
            appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z', 'created', 'smartlink'),
            appointment(VISIT, 'mediorbis', '2030-05-08T19:00:00.000Z', 'created', 'telehealth'),
            appointment(OLD, 'mediorbis', '2026-01-05T21:04:00.000Z', 'attended'),
          ],
        }),
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const [call, visit] = within(upcoming).getAllByRole('listitem');
    expect(within(call!).getByRole('note').textContent).toBe('Demo data Made up by a test version of Smartlink; not real health information.');
    expect(within(visit!).getByRole('note').textContent).toContain('MediOrbis telehealth');
    expect(within(screen.getByRole('region', { name: 'Past' })).queryByRole('note')).toBeNull();
    fireEvent.click(within(visit!).getByRole('button', { name: /^Cancel Virtual care visit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(within(dialog).getByRole('note').textContent).toContain('MediOrbis telehealth');
  });

  it('offers both bookings and says when there is nothing yet', async () => {
    await renderList({ userAppointments: () => json({ appointments: [] }), smartlinkTimeslots: () => json({ timeslots: [], timezone: 'America/Chicago' }) });
    expect(await screen.findByText('You have no upcoming appointments.')).toBeTruthy();
    expect(screen.getByText('You have no past appointments.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book a virtual visit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book a welcome call' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Book your welcome call' })).toBeTruthy();
  });

  it('says the appointments could not be loaded, with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderList({ userAppointments: () => json({ appointments: [] }) }, true);
    expect((await screen.findByRole('alert')).textContent).toBe('Your appointments could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no upcoming appointments.')).toBeTruthy();
  });
});

describe('Smartlink call details (spec 000 §7.6: appointments decrypted for the user)', () => {
  type Keys = { privateKey: openpgp.PrivateKey; publicKey: openpgp.PublicKey };
  let member: Keys;
  let stranger: Keys;
  beforeAll(async () => {
    [member, stranger] = await Promise.all([
      openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' }),
      openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'stranger@example.test' }], format: 'object' }),
    ]);
  });
  const DETAILS: SmartlinkCallDetails = {
    advocate: 'Maria Lopez',
    phone: '+1 (312) 555-0101',
    meeting_url: 'https://meet.smartlink.sandbox/sl-1',
    appointmentTime: '2030-05-06 09:00',
    timezone: 'America/Chicago',
  };
  // As the server writes them: the details as an OpenPGP message to the member's public key.
  const sealed = (keys: Keys) => encryptForMember(DETAILS, keys.publicKey.armor());

  async function renderCalls(appointments: Appointment[], language?: Language, dataKey: CryptoKey | null = null) {
    const server = createFakeServer({
      account: () => json(accountFixture({ verified: true })),
      userAppointments: () => json({ appointments }),
      smartlinkSealDetails: ({ params, body }) => {
        const { encrypted_data } = body as { encrypted_data: string };
        const call = appointments.find((a) => a.id === params.id)!;
        return json({ appointment: { ...call, encrypted_data } });
      },
    });
    const client = await createFakeClient(server);
    client.queryClient.setDefaultOptions({ queries: { retry: false } });
    // The data key as the browser's key store keeps it between visits.
    (client.$dataKey as unknown as { set(value: unknown): void }).set(dataKey);
    render(
      <HealthDeckProvider client={client} language={language}>
        <Appointments />
      </HealthDeckProvider>,
    );
    // Stands in for auth.unlockPrivateKey (Argon2 and the stored key are the journey's): the key is open in this browser.
    return { server, unlock: (keys: Keys) => act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(keys.privateKey)) };
  }
  const aesKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

  it('once opened with the password, sends the details back re-sealed under the data key, which opens them on a later visit without it', async () => {
    const dataKey = await aesKey();
    const call = { ...appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z'), encrypted_data: await sealed(member) };
    const first = await renderCalls([call], undefined, dataKey);
    await screen.findByRole('heading', { name: /Your call details are locked/ });
    expect(first.server.called('smartlinkSealDetails')).toHaveLength(0);
    await first.unlock(member);
    await screen.findByRole('link', { name: DETAILS.phone });
    await waitFor(() => expect(first.server.called('smartlinkSealDetails')).toHaveLength(1));
    const [sent] = first.server.called('smartlinkSealDetails');
    const body = sent!.body as { encrypted_data: string; updated_at: string };
    expect(sent!.params).toEqual({ id: call.id });
    expect(body.updated_at).toBe(call.updated_at);
    expect(body.encrypted_data).toMatch(/^hd1\./);
    expect(await openRecord(body.encrypted_data, { dataKey })).toEqual(DETAILS);

    // The next visit: the re-sealed details open with the data key alone, no password asked.
    cleanup();
    await renderCalls([{ ...call, encrypted_data: body.encrypted_data }], undefined, dataKey);
    expect(await screen.findByRole('link', { name: DETAILS.phone })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Your call details are locked/ })).toBeNull();
    expect(screen.queryByText('The call details are locked.')).toBeNull();
  });

  it('asks for the password for re-sealed details only where the data key is missing', async () => {
    const encrypted_data = await sealRecord(await aesKey(), DETAILS);
    await renderCalls([{ ...appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z'), encrypted_data }]);
    expect(await screen.findByRole('heading', { name: /Your call details are locked/ })).toBeTruthy();
    expect(screen.getByText('The call details are locked.')).toBeTruthy();
  });

  it('shows the locked state until the private key is open, then the phone and, while upcoming, the call link', async () => {
    const encrypted_data = await sealed(member);
    const { unlock } = await renderCalls([
      { ...appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z'), encrypted_data },
      { ...appointment(OLD, 'smartlink', '2026-01-05T21:04:00.000Z', 'cancelled'), encrypted_data },
    ]);
    expect(await screen.findByRole('heading', { name: /Your call details are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getAllByText('The call details are locked.')).toHaveLength(2);
    expect(screen.queryByText(DETAILS.phone)).toBeNull();

    await unlock(member);
    const next = within(screen.getByRole('region', { name: 'Upcoming' })).getByRole('listitem');
    const phone = await within(next).findByRole('link', { name: DETAILS.phone });
    expect(phone.getAttribute('href')).toBe('tel:+13125550101');
    const join = within(next).getByRole('link', { name: 'Join the call (opens in a new tab)' });
    expect(join.getAttribute('href')).toBe(DETAILS.meeting_url);
    expect(join.getAttribute('target')).toBe('_blank');
    const old = within(screen.getByRole('region', { name: 'Past' })).getByRole('listitem');
    expect(await within(old).findByRole('link', { name: DETAILS.phone })).toBeTruthy();
    expect(within(old).queryByRole('link', { name: /Join the call/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Your call details are locked/ })).toBeNull();
    expect(screen.queryByText('The call details are locked.')).toBeNull();
  });

  it('says so when the details were written to another key, and shows nothing for a call without details or a visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unlock } = await renderCalls([
      { ...appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z'), encrypted_data: await sealed(stranger) },
      appointment(OLD, 'smartlink', '2030-05-07T14:00:00.000Z'),
      appointment(VISIT, 'mediorbis', '2030-05-08T19:00:00.000Z'),
    ]);
    await screen.findByRole('region', { name: 'Upcoming' });
    await unlock(member);
    expect(await screen.findByText('The call details could not be opened.')).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Upcoming' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.slice(1).map((li) => li.querySelector('[part="details"], .hd-appointments__locked'))).toEqual([null, null]);
    expect(screen.queryByRole('heading', { name: /locked/ })).toBeNull();
  });

  it("dates and call details in the member's language", async () => {
    const { unlock } = await renderCalls([{ ...appointment(CALL, 'smartlink', '2030-05-06T14:00:00.000Z'), encrypted_data: await sealed(member) }], 'es');
    await unlock(member);
    expect(await screen.findByText('lunes, 6 de mayo a las 9:00 GMT-5')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Unirse a la llamada (se abre en una pestaña nueva)' })).toBeTruthy();
  });
});

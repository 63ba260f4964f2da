import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Appointment, TimeSlot } from '@healthdeck/contract/light';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, recordedUserFlow, userFlowActivityFake, type FakeHandlers } from '@healthdeck/sdk/testing';
import { LanguageProvider } from '../../i18n/language';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { Scheduler, type SchedulerProps } from './scheduler';

const TAKEN = 'That time slot is no longer available. Please choose another.';
// Monday 6 May 2030 (CDT, UTC-5) and Wednesday 8 May; nothing on Tuesday 7 May.
const slot = (idstr: string, physician_id: string | null = null): TimeSlot => {
  const [date, time] = idstr.split(' ');
  const [h, m] = (time ?? '00:00').split(':').map(Number);
  const iso = new Date(`${date}T00:00:00Z`);
  iso.setUTCHours((h ?? 0) + 5, m ?? 0);
  return { id: `${physician_id ?? 's'}-${idstr}`, idstr, idStrISO: iso.toISOString(), physician_id };
};
const SLOTS = [slot('2030-05-06 09:00'), slot('2030-05-06 09:30'), slot('2030-05-08 14:00')];

function appointment(provider: Appointment['provider'], date: string, overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    status: 'created',
    provider,
    appointment_id: provider === 'smartlink' ? 'SL-1' : 'MO-1',
    appointment_date: { date, timezone: 'America/Chicago' },
    encrypted_data: null,
    type: provider === 'smartlink' ? 'care_advocate_welcome_call' : '3',
    user: '33333333-3333-4333-8333-333333333333',
    active: true,
    physician: provider === 'smartlink' ? { id: 'adv-1', name: 'Maria Lopez' } : { id: '1', name: 'Dr. Ana Ruiz' },
    sandbox: null,
    created_at: '2030-05-01T00:00:00.000Z',
    updated_at: '2030-05-01T00:00:00.000Z',
    ...overrides,
  };
}

let zone: string | undefined = 'America/Chicago';
beforeEach(() => {
  zone = 'America/Chicago';
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone: zone } as Intl.ResolvedDateTimeFormatOptions;
  });
});
afterEach(() => vi.restoreAllMocks());

async function renderScheduler(handlers: FakeHandlers, props: SchedulerProps = {}, failFirst?: keyof FakeHandlers) {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), userFlowActivity: userFlowActivityFake, ...handlers });
  if (failFirst) server.failNext(failFirst, 500);
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <HealthDeckProvider client={client}>
      <Scheduler {...props} />
    </HealthDeckProvider>,
  );
  return server;
}

const review = () => screen.getByRole('button', { name: 'Review And Confirm' }) as HTMLButtonElement;
const day = (label: RegExp) => screen.getByRole('button', { name: label }) as HTMLButtonElement;

async function pick(dayLabel: RegExp, time: string) {
  fireEvent.click(await screen.findByRole('button', { name: dayLabel }));
  fireEvent.click(await screen.findByRole('radio', { name: time }));
}

describe('the scheduler (spec 001 §5 scheduler rules, §9 scheduler constants)', () => {
  it("disables days without slots and 'Review And Confirm' until a date and slot are chosen, then books the Smartlink call", async () => {
    const server = await renderScheduler({
      smartlinkTimeslots: () => json({ timeslots: SLOTS, timezone: 'America/Chicago' }),
      smartlinkCreate: ({ body }) => json({ appointment: appointment('smartlink', slot((body as { appointmentTime: string }).appointmentTime).idStrISO) }),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Book your welcome call' })).toBeTruthy();
    expect(await screen.findByText('Times are shown in your time zone, America/Chicago.')).toBeTruthy();
    // spec 000 §3.4: the Smartlink welcome call is the care advocate appointment.
    expect(recordedUserFlow(server)).toEqual(['care_advocate_appointment_started']);
    expect(review().disabled).toBe(true);
    // The calendar's code loads alongside the free times: it appears once both are there.
    expect(((await screen.findByRole('button', { name: /Monday, May 6, 2030/ }, { timeout: 5000 })) as HTMLButtonElement).disabled).toBe(false);
    expect(day(/Monday, May 6, 2030/).disabled).toBe(false);
    expect(day(/Tuesday, May 7, 2030/).disabled).toBe(true);
    expect(day(/Wednesday, May 8, 2030/).disabled).toBe(false);
    // spec 001 §9: the week starts on Sunday.
    expect([...document.querySelectorAll('th.rdp-weekday')].map((th) => th.getAttribute('aria-label'))[0]).toBe('Sunday');
    // No agreement for a care advocate call.
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.click(day(/Monday, May 6, 2030/));
    expect(review().disabled).toBe(true);
    const times = screen.getByRole('group', { name: 'Available times on Monday, May 6' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['9:00 AM', '9:30 AM']);
    fireEvent.click(screen.getByRole('radio', { name: '9:30 AM' }));
    expect(review().disabled).toBe(false);

    fireEvent.click(review());
    expect(await screen.findByRole('heading', { name: 'Review your appointment' })).toBeTruthy();
    expect(screen.getByText('Monday, May 6 at 9:30AM CDT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe('Your appointment is booked for Monday, May 6 at 9:30AM CDT.');
    expect(server.called('smartlinkCreate')[0]?.body).toEqual({ appointmentTime: '2030-05-06 09:30', timezone: 'America/Chicago' });
    await waitFor(() => expect(recordedUserFlow(server)).toEqual(['care_advocate_appointment_started', 'care_advocate_appointment_finished']));
    expect(screen.getByRole('link', { name: 'View my appointments' }).getAttribute('href')).toBe('/client/appointments');
    // A real provider booked it: no demo-data mark.
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("a taken slot shows the server's message and the member picks another", async () => {
    let attempts = 0;
    const server = await renderScheduler({
      smartlinkTimeslots: () => json({ timeslots: attempts === 0 ? SLOTS : SLOTS.slice(1), timezone: 'America/Chicago' }),
      smartlinkCreate: ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, TAKEN, 'BAD_REQUEST', { appointmentTime: TAKEN })
          : json({ appointment: appointment('smartlink', slot((body as { appointmentTime: string }).appointmentTime).idStrISO, { sandbox: 'smartlink' }) });
      },
    });
    await pick(/Monday, May 6, 2030/, '9:00 AM');
    fireEvent.click(review());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TAKEN);
    expect(review().disabled).toBe(true);
    await waitFor(() => expect(server.called('smartlinkTimeslots')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('radio', { name: '9:00 AM' })).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: '9:30 AM' }));
    fireEvent.click(review());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your appointment is booked for Monday, May 6 at 9:30AM CDT.')).toBeTruthy();
    // The Smartlink sandbox booked it: the confirmation says the call is demo data.
    expect(screen.getByRole('note').textContent).toContain('Smartlink');
  });

  it("says 'Something went wrong. Please try again later.' when confirming fails, and keeps the choice", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const server = await renderScheduler({ smartlinkTimeslots: () => json({ timeslots: SLOTS, timezone: 'America/Chicago' }) }, { onError });
    server.failNext('smartlinkCreate', 500);
    await pick(/Wednesday, May 8, 2030/, '2:00 PM');
    fireEvent.click(review());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
    expect(onError).toHaveBeenCalledWith({ message: 'Something went wrong. Please try again later.' });
    expect(screen.getByText('Wednesday, May 8 at 2:00PM CDT')).toBeTruthy();
  });

  it("speaks the member's language (Spanish strings and calendar)", async () => {
    const server = createFakeServer({
      account: () => json(accountFixture({ verified: true })),
      userFlowActivity: userFlowActivityFake,
      smartlinkTimeslots: () => json({ timeslots: SLOTS, timezone: 'America/Chicago' }),
    });
    const client = await createFakeClient(server);
    render(
      <HealthDeckProvider client={client}>
        <LanguageProvider language="es">
          <Scheduler />
        </LanguageProvider>
      </HealthDeckProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Revisar y confirmar' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /lunes, 6 de mayo de 2030/ })).toBeTruthy();
  });

  // The times, their heading and the review's date in the member's language (date-fns locales; Marshallese: English).
  it.each([
    ['es', /lunes, 6 de mayo de 2030/, 'Horarios disponibles el lunes, 6 de mayo', ['9:00', '9:30'], 'Revisar y confirmar', 'lunes, 6 de mayo a las 9:00 GMT-5'],
    ['fr', /lundi 6 mai 2030/, 'Créneaux disponibles le lundi 6 mai', ['09:00', '09:30'], 'Vérifier et confirmer', 'lundi 6 mai à 09:00 UTC−5'],
    ['de', /Montag, 6\. Mai 2030/, 'Freie Zeiten am Montag, 6. Mai', ['09:00', '09:30'], 'Prüfen und bestätigen', 'Montag, 6. Mai um 09:00 GMT-5'],
    ['pt', /segunda-feira, 6 de maio de 2030/, 'Horários disponíveis em segunda-feira, 6 de maio', ['09:00', '09:30'], 'Rever e confirmar', 'segunda-feira, 6 de maio às 09:00 GMT-5'],
    ['mh', /Monday, May 6, 2030/, 'Iien ko rej pād ilo Monday, May 6', ['9:00 AM', '9:30 AM'], 'Lale im kamool', 'Monday, May 6 at 9:00AM CDT'],
  ] as const)('in %s formats the time slots, their heading and the review date', async (language, dayName, heading, times, reviewLabel, when) => {
    const server = createFakeServer({
      account: () => json(accountFixture({ verified: true })),
      userFlowActivity: userFlowActivityFake,
      smartlinkTimeslots: () => json({ timeslots: SLOTS, timezone: 'America/Chicago' }),
    });
    render(
      <HealthDeckProvider client={await createFakeClient(server)} language={language}>
        <Scheduler />
      </HealthDeckProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: dayName }));
    const group = await screen.findByRole('group', { name: heading });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(times);
    fireEvent.click(within(group).getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: reviewLabel }));
    expect(await screen.findByText(when)).toBeTruthy();
  });

  it('falls back to America/Chicago when the browser gives no time zone', async () => {
    zone = undefined;
    const server = await renderScheduler({ smartlinkTimeslots: () => json({ timeslots: SLOTS, timezone: 'America/Chicago' }) });
    expect(await screen.findByText('Times are shown in your time zone, America/Chicago.')).toBeTruthy();
    expect(server.called('smartlinkTimeslots')[0]?.body).toEqual({ days: 14, timezone: 'America/Chicago' });
  });

  it('says so when there is no free time', async () => {
    await renderScheduler({ smartlinkTimeslots: () => json({ timeslots: [], timezone: 'America/Chicago' }) });
    expect(screen.getByRole('status', { name: 'Loading available times' })).toBeTruthy();
    expect(await screen.findByText('There are no available times in the next two weeks. Please check back later.')).toBeTruthy();
    expect(review().disabled).toBe(true);
  });

  it('offers Try again when the times cannot be loaded', async () => {
    await renderScheduler({ smartlinkTimeslots: () => json({ timeslots: SLOTS, timezone: 'America/Chicago' }) }, {}, 'smartlinkTimeslots');
    expect((await screen.findByRole('alert')).textContent).toBe('The available times could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Monday, May 6, 2030/ })).toBeTruthy();
  });

  it('reschedules a Smartlink call with its appointmentId', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    const server = await renderScheduler(
      {
        smartlinkTimeslots: () => json({ timeslots: SLOTS, timezone: 'America/Chicago' }),
        smartlinkReschedule: () => json({ appointment: appointment('smartlink', SLOTS[2]!.idStrISO, { id }) }),
      },
      { appointmentId: id },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reschedule your appointment' })).toBeTruthy();
    await pick(/Wednesday, May 8, 2030/, '2:00 PM');
    fireEvent.click(review());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your appointment is moved to Wednesday, May 8 at 2:00PM CDT.')).toBeTruthy();
    expect(server.called('smartlinkReschedule')[0]?.body).toEqual({ appointmentId: id, appointmentTime: '2030-05-08 14:00', timezone: 'America/Chicago' });
  });
});

describe("the telehealth provider's form (physicians, pharmacies) and the agreement (spec 001 §5: an agreement checkbox may be required)", () => {
  const physicians = [
    { id: '1', name: 'Dr. Ana Ruiz', specialty: 'Family medicine', languages: ['en'], consult_types: ['1', '3'] },
    { id: '2', name: 'Dr. Ben Ode', specialty: 'Internal medicine', languages: ['en'], consult_types: ['3'] },
  ];
  const pharmacies = [{ id: '7', name: 'Lakeside Pharmacy', address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', phone: '555' }];

  it('needs a physician before times, the agreement before review, and books with physician, pharmacy and consult type', async () => {
    const server = await renderScheduler(
      {
        telehealthPhysicians: () => json({ physicians }),
        telehealthPharmacies: ({ query }) => json({ pharmacies: query.get('search') ? [] : pharmacies }),
        telehealthPhysicianSchedule: ({ params }) =>
          json({ physician: physicians.find((p) => p.id === (params as { id: string }).id), timeslots: SLOTS.map((s) => ({ ...s, physician_id: '2' })), timezone: 'America/Chicago' }),
        telehealthAppointment: ({ body }) =>
          json({ appointment: appointment('mediorbis', (body as { appointmentTime: string }).appointmentTime, { physician: { id: '2', name: 'Dr. Ben Ode' } }) }),
      },
      { provider: 'mediorbis' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Book a virtual visit' })).toBeTruthy();
    expect(screen.getByText('Choose a physician to see their available times.')).toBeTruthy();
    const physician = (await screen.findByRole('option', { name: 'Dr. Ben Ode · Internal medicine' })).closest('select') as HTMLSelectElement;
    expect(server.called('telehealthPhysicians')[0]?.query.get('consultType')).toBe('3');
    fireEvent.change(physician, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Pharmacy' }), { target: { value: '7' } });
    await screen.findByRole('option', { name: 'Lakeside Pharmacy, Chicago, IL 60601' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Pharmacy' }), { target: { value: '7' } });
    // Another search (debounced, spec 001 §9 autocomplete 500 ms) keeps the chosen pharmacy listed and chosen.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search pharmacies by name, city or ZIP' }), { target: { value: 'Springfield' } });
    await waitFor(() => expect(server.called('telehealthPharmacies').map((c) => c.query.get('search'))).toEqual([null, 'Springfield']), { timeout: 2000 });
    expect((screen.getByRole('combobox', { name: 'Pharmacy' }) as HTMLSelectElement).value).toBe('7');
    await pick(/Monday, May 6, 2030/, '9:00 AM');
    const agreement = screen.getByRole('checkbox', { name: 'I agree to receive care through a virtual visit and to its terms.' });
    expect(review().disabled).toBe(true);
    fireEvent.click(agreement);
    expect(review().disabled).toBe(false);
    fireEvent.click(review());
    expect(await screen.findByText('Dr. Ben Ode')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your appointment is booked for Monday, May 6 at 9:00AM CDT.')).toBeTruthy();
    expect(server.called('telehealthAppointment')[0]?.body).toEqual({
      appointmentTime: SLOTS[0]!.idStrISO,
      consultType: '3',
      physicianId: '2',
      pharmacyId: '7',
      timezone: 'America/Chicago',
    });
    await waitFor(() => expect(recordedUserFlow(server)).toEqual(['appointment_booking_started', 'appointment_booking_finished']));
  });

  it('brings the telehealth form (loaded on demand) for a new telehealth visit', async () => {
    await renderScheduler({ telehealthPhysicians: () => json({ physicians }), telehealthPharmacies: () => json({ pharmacies }) }, { provider: 'mediorbis' });
    // Its code loads as the scheduler opens; the fields show once it has.
    expect(await screen.findByRole('combobox', { name: 'Physician' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search pharmacies by name, city or ZIP' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Lakeside Pharmacy, Chicago, IL 60601' })).toBeTruthy();
  });

  it('reschedules a telehealth visit on the same physician, without the form', async () => {
    const id = '55555555-5555-4555-8555-555555555555';
    const server = await renderScheduler(
      {
        telehealthPhysicianSchedule: () => json({ physician: physicians[0], timeslots: SLOTS, timezone: 'America/Chicago' }),
        telehealthReschedule: () => json({ appointment: appointment('mediorbis', SLOTS[1]!.idStrISO, { id }) }),
      },
      { provider: 'mediorbis', appointmentId: id, physicianId: '1', agreementRequired: false },
    );
    expect(screen.queryByRole('combobox', { name: 'Physician' })).toBeNull();
    await pick(/Monday, May 6, 2030/, '9:30 AM');
    fireEvent.click(review());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your appointment is moved to Monday, May 6 at 9:30AM CDT.')).toBeTruthy();
    expect(server.called('telehealthPhysicianSchedule')[0]?.params).toEqual({ id: '1' });
    expect(server.called('telehealthReschedule')[0]?.body).toEqual({ appointmentId: id, appointmentTime: SLOTS[1]!.idStrISO });
    // Moving an appointment is not a booking.
    expect(recordedUserFlow(server)).toEqual([]);
  });
});

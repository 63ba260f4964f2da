// spec 000 §3.3 (appointmentTime, consultType and physicianId as text), §3.4 (status created →
// attended | cancelled), §7.6 (telehealth form, timeslots, physicians, physician schedule,
// pharmacies, appointment, reschedule, cancel; user appointments, last appointment), §8
// (reschedule surfaces the server message); spec 001 §3 Reminder, Time slot.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppointmentResponse,
  LastAppointmentResponse,
  PharmaciesResponse,
  PhysicianScheduleResponse,
  PhysiciansResponse,
  TelehealthFormResponse,
  TimeslotsResponse,
  UserAppointmentsResponse,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { login, signedInMember, type TestMember } from './helpers/accounts.js';
import { telehealthProviderContract } from './contracts/telehealth-provider-contract.js';
import { createTelehealthSandbox } from '../src/vendors/telehealth-sandbox.js';

let server: TestServer;
// A Monday: Dr. Hart (id 1, America/Chicago, CDT) works 14:00–22:00 UTC; slots start an hour ahead.
const MONDAY = new Date('2026-05-04T15:00:00Z');
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

// The MediOrbis sandbox through the contract a real MediOrbis adapter would pass too.
telehealthProviderContract('MediOrbis sandbox', async () => ({ provider: createTelehealthSandbox(server.db), sandbox: true, now: MONDAY }));

const sealed = () => `hd1.${randomBytes(32).toString('base64')}`;
const book = (m: TestMember, appointmentTime: string, extra: Record<string, unknown> = {}) =>
  server.call<AppointmentResponse>('telehealthAppointment', {
    token: m.accessToken,
    body: { appointmentTime, consultType: '3', physicianId: '1', timezone: 'America/Chicago', ...extra },
  });

async function schedule(m: TestMember, id: string, query: Record<string, string | number> = {}): Promise<{ status: number; body: unknown }> {
  return server.call('telehealthPhysicianSchedule', { token: m.accessToken, params: { id }, query });
}

describe('telehealth directory (spec 000 §7.6)', () => {
  it('lists physicians, optionally by consult type, and pharmacies by name, city or zip', async () => {
    server.setNow(MONDAY);
    const member = await signedInMember(server);
    const all = (await server.call<PhysiciansResponse>('telehealthPhysicians', { token: member.accessToken })).body.physicians;
    expect(all.map((p) => p.name)).toEqual(['Dr. Amelia Hart', 'Dr. Rafael Ortiz', 'Dr. Priya Nair', 'Dr. Samuel Okafor']);
    const specialty = await server.call<PhysiciansResponse>('telehealthPhysicians', { token: member.accessToken, query: { consultType: '4' } });
    expect(specialty.body.physicians.map((p) => p.id)).toEqual(['3']);
    const bad = await server.call('telehealthPhysicians', { token: member.accessToken, query: { consultType: '9' } });
    expect(bad).toMatchObject({ status: 400, body: { fields: { consultType: 'consultType must be one of: 1, 2, 3, 4' } } });
    const chicago = await server.call<PharmaciesResponse>('telehealthPharmacies', { token: member.accessToken, query: { search: 'chicago' } });
    expect(chicago.body.pharmacies).toHaveLength(3);
    const zip = await server.call<PharmaciesResponse>('telehealthPharmacies', { token: member.accessToken, query: { search: '10121' } });
    expect(zip.body.pharmacies.map((p) => p.name)).toEqual(['Rite Aid #5521']);
  });

  it("gives a physician's free slots in the member's zone (spec 001 §3 id, idstr, idStrISO)", async () => {
    server.setNow(MONDAY);
    const member = await signedInMember(server);
    const res = await schedule(member, '1', { date: '2026-05-04', days: 1, tz: 'America/Chicago' });
    const body = res.body as PhysicianScheduleResponse;
    expect(body.physician.name).toBe('Dr. Amelia Hart');
    expect(body.timeslots).toHaveLength(12); // 11:00 … 16:30 CDT
    expect(body.timeslots[0]).toEqual({ id: `1-${Date.parse('2026-05-04T16:00:00Z') / 1000}`, idstr: '2026-05-04 11:00', idStrISO: '2026-05-04T16:00:00.000Z', physician_id: '1' });
    expect(body.timeslots.at(-1)!.idstr).toBe('2026-05-04 16:30');
    const weekend = (await schedule(member, '1', { date: '2026-05-09', days: 2, tz: 'America/Chicago' })).body as PhysicianScheduleResponse;
    expect(weekend.timeslots).toEqual([]);
    expect((await schedule(member, '99')).status).toBe(404);
    expect((await schedule(member, 'abc')).status).toBe(400);
    expect((await schedule(member, '1', { tz: 'Mars/Olympus' })).status).toBe(400);
  });
});

describe('telehealth appointments (spec 000 §3.4, §4, §8)', () => {
  it('books a free slot, which then leaves the time slots; a second booking of it gets the server message', async () => {
    server.setNow(MONDAY);
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const reason = sealed();
    const booked = await book(a, '2026-05-04T16:00:00Z', { encrypted_data: reason, pharmacyId: '2' });
    expect(booked.status).toBe(200);
    expect(booked.body.appointment).toMatchObject({
      status: 'created',
      provider: 'mediorbis',
      appointment_date: { date: '2026-05-04T16:00:00.000Z', timezone: 'America/Chicago' },
      encrypted_data: reason,
      type: '3',
      user: a.id,
      active: true,
      physician: { id: '1', name: 'Dr. Amelia Hart' },
      // Booked with the MediOrbis sandbox: the appointment says so for good (migration 0046).
      sandbox: 'telehealth',
    });
    expect(booked.body.appointment.appointment_id).toMatch(/^MO-[0-9A-F]{10}$/);
    const slots = await server.call<TimeslotsResponse>('telehealthTimeslots', { token: b.accessToken, query: { consultType: '3', date: '2026-05-04', days: 1, tz: 'America/Chicago' } });
    expect(slots.body.timeslots.some((s) => s.physician_id === '1' && s.idStrISO === '2026-05-04T16:00:00.000Z')).toBe(false);
    // Dr. Ortiz (New York) still has that time (12:00 EDT).
    expect(slots.body.timeslots.some((s) => s.physician_id === '2' && s.idStrISO === '2026-05-04T16:00:00.000Z')).toBe(true);
    const taken = await book(b, '2026-05-04T16:00:00Z');
    expect(taken).toMatchObject({ status: 400, body: { message: 'That time slot is no longer available. Please choose another.' } });
  });

  it('lets exactly one of two concurrent bookings of a slot through', async () => {
    server.setNow(MONDAY);
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const results = await Promise.all([book(a, '2026-05-04T19:00:00Z'), book(b, '2026-05-04T19:00:00Z')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses times that are not slots, unknown physicians, consult types the physician does not offer and bad input', async () => {
    server.setNow(MONDAY);
    const member = await signedInMember(server);
    const off = await book(member, '2026-05-04T16:10:00Z');
    expect(off).toMatchObject({ status: 400, body: { message: 'That time is not one of the available time slots.', fields: { appointmentTime: expect.any(String) } } });
    expect((await book(member, '2026-05-04T15:30:00Z')).status).toBe(400); // sooner than an hour ahead
    expect((await book(member, '2026-05-09T16:00:00Z')).status).toBe(400); // Saturday
    expect(await book(member, '2026-05-05T16:00:00Z', { physicianId: '99' })).toMatchObject({ status: 400, body: { fields: { physicianId: 'Physician not found' } } });
    expect(await book(member, '2026-05-05T16:00:00Z', { consultType: '4' })).toMatchObject({ status: 400, body: { message: 'This physician does not offer that consult type' } });
    expect(await book(member, '2026-05-05T16:00:00Z', { pharmacyId: '999' })).toMatchObject({ status: 400, body: { fields: { pharmacyId: 'Pharmacy not found' } } });
    expect(await book(member, 'tomorrow')).toMatchObject({ status: 400, body: { fields: { appointmentTime: 'appointmentTime must be an ISO date and time' } } });
    expect(await book(member, '2026-05-05T16:00:00Z', { physicianId: 1 })).toMatchObject({ status: 400, body: { fields: { physicianId: expect.any(String) } } });
  });

  it('reschedules into a free slot; a taken slot gives the server message and changes nothing', async () => {
    server.setNow(MONDAY);
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const mine = (await book(a, '2026-05-05T14:00:00Z')).body.appointment;
    await book(b, '2026-05-05T14:30:00Z');
    const reschedule = (appointmentTime: string, who = a) =>
      server.call<AppointmentResponse>('telehealthReschedule', { token: who.accessToken, body: { appointmentId: mine.id, appointmentTime } });
    const taken = await reschedule('2026-05-05T14:30:00Z');
    expect(taken).toMatchObject({ status: 400, body: { message: 'That time slot is no longer available. Please choose another.' } });
    const moved = await reschedule('2026-05-05T15:00:00Z');
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ id: mine.id, appointment_date: { date: '2026-05-05T15:00:00.000Z' }, status: 'created' });
    // The old slot is free again.
    expect((await book(b, '2026-05-05T14:00:00Z')).status).toBe(200);
    // Another member's appointment is not found.
    expect((await reschedule('2026-05-05T16:00:00Z', b)).status).toBe(404);
  });

  it('cancels (only the owner, only a scheduled visit) and frees the slot', async () => {
    server.setNow(MONDAY);
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const mine = (await book(a, '2026-05-06T14:00:00Z')).body.appointment;
    const cancel = (who: TestMember) => server.call<AppointmentResponse>('telehealthCancel', { token: who.accessToken, body: { appointmentId: mine.id } });
    expect((await cancel(b)).status).toBe(404);
    const cancelled = await cancel(a);
    expect(cancelled.body.appointment).toMatchObject({ status: 'cancelled', active: false });
    expect(await cancel(a)).toMatchObject({ status: 400, body: { message: 'Only a scheduled appointment can be changed' } });
    expect((await book(b, '2026-05-06T14:00:00Z')).status).toBe(200);
    expect((await server.call('telehealthCancel', { token: a.accessToken, body: { appointmentId: 'x' } })).status).toBe(400);
  });

  it('marks a visit attended once it has ended; the reminder is the last created appointment', async () => {
    server.setNow(MONDAY);
    const member = await signedInMember(server);
    const reminder = async () => (await server.call<LastAppointmentResponse>('userLastAppointment', { token: member.accessToken, query: { status: 'created' } })).body.appointment;
    expect(await reminder()).toBeNull();
    const today = (await book(member, '2026-05-04T20:00:00Z')).body.appointment;
    server.advance(1000);
    const later = (await book(member, '2026-05-07T20:00:00Z')).body.appointment;
    expect((await reminder())?.id).toBe(later.id);
    server.setNow(new Date('2026-05-04T20:31:00Z'));
    // The access token of 15:00 has expired by now: sign in again.
    member.accessToken = (await login(server, member.email, member.credential)).data!.accessToken;
    const list = await server.call<UserAppointmentsResponse>('userAppointments', { token: member.accessToken });
    expect(list.body.appointments.map((x) => [x.id, x.status])).toEqual([
      [today.id, 'attended'],
      [later.id, 'created'],
    ]);
    const attended = await server.call<UserAppointmentsResponse>('userAppointments', { token: member.accessToken, query: { status: 'attended' } });
    expect(attended.body.appointments.map((x) => x.id)).toEqual([today.id]);
    expect((await server.call('userLastAppointment', { token: member.accessToken, query: { status: 'done' } })).status).toBe(400);
    const other = await signedInMember(server);
    expect((await server.call<UserAppointmentsResponse>('userAppointments', { token: other.accessToken })).body.appointments).toEqual([]);
  });

  it('the reminder read once the most recently booked visit has ended is the visit before it; that one reads attended', async () => {
    server.setNow(MONDAY);
    const member = await signedInMember(server);
    const last = async (status?: 'created') =>
      (await server.call<LastAppointmentResponse>('userLastAppointment', { token: member.accessToken, query: status ? { status } : {} })).body.appointment;
    const thursday = (await book(member, '2026-05-07T21:00:00Z')).body.appointment;
    server.advance(1000);
    const today = (await book(member, '2026-05-04T18:00:00Z')).body.appointment; // booked last
    expect((await last('created'))?.id).toBe(today.id);
    server.setNow(new Date('2026-05-04T18:31:00Z'));
    member.accessToken = (await login(server, member.email, member.credential)).data!.accessToken;
    expect((await last('created'))?.id).toBe(thursday.id);
    expect(await last()).toMatchObject({ id: today.id, status: 'attended', active: false });
  });
});

describe('telehealth form (spec 000 §7.6)', () => {
  it('is null until saved, then the sealed answers; per member', async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    expect((await server.call<TelehealthFormResponse>('telehealthForm', { token: a.accessToken })).body.form).toBeNull();
    const answers = sealed();
    expect((await server.call('telehealthFormSave', { token: a.accessToken, body: { encrypted_data: answers } })).status).toBe(200);
    expect((await server.call<TelehealthFormResponse>('telehealthForm', { token: a.accessToken })).body.form?.encrypted_data).toBe(answers);
    expect((await server.call<TelehealthFormResponse>('telehealthForm', { token: b.accessToken })).body.form).toBeNull();
    expect((await server.call('telehealthFormSave', { token: a.accessToken, body: { encrypted_data: 'headache' } })).status).toBe(400);
  });
});

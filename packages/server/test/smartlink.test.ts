// spec 000 §3.3 (Smartlink appointment: appointmentTime in a formatted form, timezone from the
// browser, appointmentId on reschedule), §7.6 (POST timeslots, create, reschedule, cancel; GET
// appointments decrypted for the user); spec 001 §4 Reminder 'Care Advocate - Welcome Call'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecord } from '@healthdeck/crypto';
import {
  CALL_DETAILS_CHANGED_MESSAGE,
  CARE_ADVOCATE_WELCOME_CALL,
  type AppointmentResponse,
  type LastAppointmentResponse,
  type SmartlinkAppointmentResponse,
  type SmartlinkAppointmentsResponse,
  type SmartlinkTimeslotsResponse,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, signedInMember, type TestMember } from './helpers/accounts.js';
import { testPrivateKey } from './helpers/key-material.js';
import { smartlinkProviderContract } from './contracts/smartlink-provider-contract.js';
import { createSmartlinkSandbox, SMARTLINK_TIME_ZONE } from '../src/vendors/smartlink-sandbox.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z')); // Monday 10:00 in Chicago
});
afterAll(async () => {
  await server.close();
});

// The Smartlink sandbox through the contract a real Smartlink adapter would pass too.
smartlinkProviderContract('Smartlink sandbox', async () => ({
  provider: createSmartlinkSandbox(),
  sandbox: true,
  now: new Date('2026-05-04T15:00:00Z'),
  timeZone: SMARTLINK_TIME_ZONE,
}));

const create = (m: TestMember, appointmentTime: string, timezone = 'America/Chicago') =>
  server.call<SmartlinkAppointmentResponse>('smartlinkCreate', { token: m.accessToken, body: { appointmentTime, timezone } });
const slots = async (m: TestMember, timezone = 'America/Chicago') =>
  (await server.call<SmartlinkTimeslotsResponse>('smartlinkTimeslots', { token: m.accessToken, body: { date: '2026-05-04', days: 1, timezone } })).body.timeslots;

describe('smartlink care advocate calls', () => {
  it("offers the day's call slots with idstr in the member's zone", async () => {
    const member = await signedInMember(server);
    const chicago = await slots(member);
    expect(chicago).toHaveLength(14); // 11:00 … 17:30 CDT (an hour ahead of 10:00)
    expect(chicago[0]).toMatchObject({ idstr: '2026-05-04 11:00', idStrISO: '2026-05-04T16:00:00.000Z', physician_id: null });
    expect((await slots(member, 'Europe/Paris'))[0]!.idstr).toBe('2026-05-04 18:00');
    const bad = await server.call('smartlinkTimeslots', { token: member.accessToken, body: { timezone: 'Nowhere/City' } });
    expect(bad).toMatchObject({ status: 400, body: { fields: { timezone: 'timezone must be an IANA time zone such as America/Chicago' } } });
  });

  it('books with the formatted time and stores the call details encrypted to the member only', async () => {
    const member = await keyedMember(server);
    const res = await create(member, '2026-05-04 11:00');
    expect(res.status).toBe(200);
    const appointment = res.body.appointment;
    expect(appointment).toMatchObject({
      provider: 'smartlink',
      status: 'created',
      type: 'care_advocate_welcome_call',
      appointment_date: { date: '2026-05-04T16:00:00.000Z', timezone: 'America/Chicago' },
      physician: null,
      sandbox: 'smartlink',
    });
    expect(appointment.encrypted_data).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    const privateKey = await testPrivateKey();
    const details = await openRecord(appointment.encrypted_data, { privateKey });
    expect(details).toMatchObject({ advocate: 'Maria Lopez', appointmentTime: '2026-05-04 11:00', timezone: 'America/Chicago' });
    expect((details as { meeting_url: string }).meeting_url).toBe(`https://meet.smartlink.sandbox/${appointment.appointment_id.toLowerCase()}`);
  });

  it('gives a slot to each free advocate, then answers the server message; rescheduling into a full slot does too', async () => {
    const [a, b, c] = [await signedInMember(server), await signedInMember(server), await signedInMember(server)];
    expect((await create(a, '2026-05-04 13:00')).status).toBe(200);
    expect((await create(b, '2026-05-04 13:00')).status).toBe(200);
    const full = await create(c, '2026-05-04 13:00');
    expect(full).toMatchObject({ status: 400, body: { message: 'That time slot is no longer available. Please choose another.' } });
    expect((await slots(c)).some((s) => s.idstr === '2026-05-04 13:00')).toBe(false);

    const mine = (await create(c, '2026-05-04 14:00')).body.appointment;
    const reschedule = (appointmentTime: string, who = c) =>
      server.call<SmartlinkAppointmentResponse>('smartlinkReschedule', { token: who.accessToken, body: { appointmentId: mine.id, appointmentTime, timezone: 'America/Chicago' } });
    expect(await reschedule('2026-05-04 13:00')).toMatchObject({ status: 400, body: { message: 'That time slot is no longer available. Please choose another.' } });
    expect(await reschedule('2026-05-04 13:10')).toMatchObject({ status: 400, body: { message: 'That time is not one of the available time slots.' } });
    expect((await reschedule('2026-05-04 15:00', a)).status).toBe(404);
    const moved = await reschedule('2026-05-04 15:00');
    expect(moved.body.appointment).toMatchObject({ id: mine.id, appointment_date: { date: '2026-05-04T20:00:00.000Z' } });
  });

  it("takes the member's browser re-sealing of the details it opened, and never overwrites a reschedule's", async () => {
    const member = await keyedMember(server);
    const call = (await create(member, '2026-05-07 11:00')).body.appointment;
    expect(call.encrypted_data).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    const resealed = `hd1.${Buffer.from('details under the data key').toString('base64')}`;
    const seal = (who: TestMember, body: { encrypted_data: string; updated_at: string }, id = call.id) =>
      server.call<SmartlinkAppointmentResponse>('smartlinkSealDetails', { token: who.accessToken, params: { id }, body });

    // Plain JSON or an OpenPGP message is refused: only an hd1. record replaces the details.
    expect((await seal(member, { encrypted_data: '{"phone":"555"}', updated_at: call.updated_at })).status).toBe(400);
    // Another version than the one opened (the call moved since): refused, the details stay.
    expect((await seal(member, { encrypted_data: resealed, updated_at: '2020-01-01T00:00:00.000Z' })).body).toMatchObject({ statusCode: 409, message: CALL_DETAILS_CHANGED_MESSAGE });
    // Another member's call answers like a missing one.
    expect((await seal(await keyedMember(server), { encrypted_data: resealed, updated_at: call.updated_at })).status).toBe(404);

    const saved = await seal(member, { encrypted_data: resealed, updated_at: call.updated_at });
    expect(saved.status).toBe(200);
    expect(saved.body.appointment).toMatchObject({ id: call.id, encrypted_data: resealed, updated_at: call.updated_at, status: 'created' });
    const listed = await server.call<SmartlinkAppointmentsResponse>('smartlinkAppointments', { token: member.accessToken });
    expect(listed.body.appointments.find((a) => a.id === call.id)?.encrypted_data).toBe(resealed);
    // Once re-sealed it stays as it is (a second browser's copy is not taken).
    const again = await seal(member, { encrypted_data: `hd1.${Buffer.from('another').toString('base64')}`, updated_at: call.updated_at });
    expect(again.body.appointment.encrypted_data).toBe(resealed);

    // A reschedule (a minute later) writes new details sealed to the member's key: a re-seal of the old version is refused.
    server.advance(60_000);
    const moved = await server.call<SmartlinkAppointmentResponse>('smartlinkReschedule', {
      token: member.accessToken,
      body: { appointmentId: call.id, appointmentTime: '2026-05-07 12:00', timezone: 'America/Chicago' },
    });
    expect(moved.body.appointment.encrypted_data).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect((await seal(member, { encrypted_data: resealed, updated_at: call.updated_at })).status).toBe(409);
    // The new details re-sealed too: each server-sealed version a re-seal replaced is kept (server_sealed_originals).
    expect((await seal(member, { encrypted_data: `hd1.${Buffer.from('moved').toString('base64')}`, updated_at: moved.body.appointment.updated_at })).status).toBe(200);
    const kept = await server.db
      .selectFrom('server_sealed_originals')
      .select('encrypted_data')
      .where('user_id', '=', member.id)
      .where('record_table', '=', 'appointments')
      .where('record_key', '=', call.id)
      .execute();
    expect(kept.map((row) => row.encrypted_data).sort()).toEqual([call.encrypted_data, moved.body.appointment.encrypted_data].sort());
  });

  it('cancels only the owner’s call and lists only the member’s calls, newest first', async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    const first = (await create(a, '2026-05-05 09:00')).body.appointment;
    const second = (await create(a, '2026-05-06 09:00')).body.appointment;
    const cancel = (who: TestMember) => server.call<SmartlinkAppointmentResponse>('smartlinkCancel', { token: who.accessToken, body: { appointmentId: first.id } });
    expect((await cancel(b)).status).toBe(404);
    expect((await cancel(a)).body.appointment.status).toBe('cancelled');
    const mine = await server.call<SmartlinkAppointmentsResponse>('smartlinkAppointments', { token: a.accessToken });
    expect(mine.body.appointments.map((x) => [x.id, x.status])).toEqual([
      [second.id, 'created'],
      [first.id, 'cancelled'],
    ]);
    expect((await server.call<SmartlinkAppointmentsResponse>('smartlinkAppointments', { token: b.accessToken })).body.appointments).toEqual([]);
    expect(await create(a, '2026-05-05T09:00', 'America/Chicago')).toMatchObject({
      status: 400,
      body: { fields: { appointmentTime: 'appointmentTime must be formatted yyyy-MM-dd HH:mm' } },
    });
  });

  it('the welcome-call reminder is the last created welcome call: a virtual visit booked after a cancelled call is not it', async () => {
    const m = await signedInMember(server);
    const reminder = async () =>
      (await server.call<LastAppointmentResponse>('userLastAppointment', { token: m.accessToken, query: { status: 'created', type: CARE_ADVOCATE_WELCOME_CALL } })).body.appointment;
    const call = (await create(m, '2026-05-05 10:00')).body.appointment;
    expect((await reminder())?.id).toBe(call.id);
    await server.call('smartlinkCancel', { token: m.accessToken, body: { appointmentId: call.id } });
    server.advance(1000);
    const visit = await server.call<AppointmentResponse>('telehealthAppointment', {
      token: m.accessToken,
      body: { appointmentTime: '2026-05-06T16:00:00Z', consultType: '3', physicianId: '1', timezone: 'America/Chicago' },
    });
    expect(visit.status).toBe(200);
    // Any type: the visit; the welcome call: none any more.
    expect((await server.call<LastAppointmentResponse>('userLastAppointment', { token: m.accessToken, query: { status: 'created' } })).body.appointment?.id).toBe(visit.body.appointment.id);
    expect(await reminder()).toBeNull();
    const again = (await create(m, '2026-05-07 10:00')).body.appointment;
    expect((await reminder())?.id).toBe(again.id);
  });
});

// The demo clinical seed: vitals and measurements, an HRA in progress and an upcoming
// care advocate call for the demo member, encrypted to their key, added once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecord } from '@healthdeck/crypto';
import type { HraFormResponse, HraSectionsResponse, LastAppointmentResponse, LastMeasurementResponse, VitalsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, signedInMember } from './helpers/accounts.js';
import { testPrivateKey } from './helpers/key-material.js';
import { seedDemoClinical } from '../src/seed/demo-clinical.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-08T20:00:00Z')); // a Friday: the call goes to Monday
});
afterAll(async () => {
  await server.close();
});

describe('demo clinical seed', () => {
  it('gives the member vitals, a last measurement, an HRA in progress and an upcoming call, once', async () => {
    const member = await keyedMember(server);
    await seedDemoClinical(server.db, member.email, server.config.now());
    await seedDemoClinical(server.db, member.email, server.config.now());

    const vitals = (await server.call<VitalsResponse>('vitals', { token: member.accessToken })).body.vitals;
    expect(vitals.total_count).toBe(3);
    const privateKey = await testPrivateKey();
    expect(await openRecord(vitals.models[0]!.encrypted_data, { privateKey })).toMatchObject({ hr: expect.any(Number), spo2: expect.any(Number) });

    const last = (await server.call<LastMeasurementResponse>('measurementLast', { token: member.accessToken })).body.measurement;
    expect(last?.status).toBe('completed');
    const sections = (await server.call<HraSectionsResponse>('hraSections', { token: member.accessToken })).body;
    expect(sections.status).toBe('incomplete');
    expect(sections.sections.map((s) => s.status)).toEqual(['complete', 'incomplete', 'new', 'new', 'new']);
    // In the HRA form's own shape (question ids and option values of widgets hra-form/sections.ts),
    // so the member resumes their answers: the form shows nothing of keys it does not ask.
    const form = (await server.call<HraFormResponse>('hraForm', { token: member.accessToken })).body.form;
    const social = form.sections.find((s) => s.kind === 'social-history');
    const depression = form.sections.find((s) => s.kind === 'depression-screening');
    expect(await openRecord(social!.encrypted_data!, { privateKey })).toEqual({ smoking: 'never', alcohol: 'monthly', exerciseDays: '3' });
    expect(await openRecord(depression!.encrypted_data!, { privateKey })).toEqual({ interest: 'several-days' });

    const reminder = (await server.call<LastAppointmentResponse>('userLastAppointment', { token: member.accessToken, query: { status: 'created' } })).body.appointment;
    expect(reminder).toMatchObject({ provider: 'smartlink', type: 'care_advocate_welcome_call', appointment_date: { date: '2026-05-11T15:00:00.000Z', timezone: 'America/Chicago' } });
    expect(await openRecord(reminder!.encrypted_data, { privateKey })).toMatchObject({ advocate: 'Maria Lopez', appointmentTime: '2026-05-11 10:00' });
    expect(await server.db.selectFrom('appointments').select('id').where('user_id', '=', member.id).execute()).toHaveLength(1);
  });

  it('does nothing for a member without keys or an unknown email', async () => {
    const member = await signedInMember(server);
    await seedDemoClinical(server.db, member.email, server.config.now());
    await seedDemoClinical(server.db, 'nobody@example.test', server.config.now());
    expect(await server.db.selectFrom('vitals').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  });
});

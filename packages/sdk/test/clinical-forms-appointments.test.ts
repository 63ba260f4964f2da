// HRA and nutrition forms, telehealth and Smartlink through the sdk against the loopback contract
// server (spec 000 §3.3, §3.4, §7.2, §7.6, §8; spec 001 §4 Reminder, §9).
import { afterEach, describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { createDataKey, encryptForMember, generateKeyPair, openRecord, unlockPrivateKey } from '@healthdeck/crypto';
import type { Appointment, HraForm } from '@healthdeck/contract';
import {
  createHealthDeck,
  bookSmartlinkCall,
  bookTelehealth,
  cancelTelehealth,
  fetchAdminEpdsForm,
  fetchAdminRiskScores,
  fetchAdminTelehealthForm,
  fetchPhysicianSchedule,
  fetchSmartlinkAppointments,
  fetchSmartlinkTimeslots,
  hraFormQuery,
  lastAppointmentQuery,
  nutritionFormQuery,
  openHraSection,
  openNutritionForm,
  rescheduleSmartlinkCall,
  rescheduleTelehealth,
  saveHraSection,
  saveNutritionForm,
  submitHra,
  submitNutritionForm,
  telehealthTimeslotsQuery,
  reminderCard,
  smartlinkAppointmentTime,
  BadRequest,
  type ClinicalHost,
} from '../src/index.js';
import { startContractServer, type ContractServer, type ContractServerOptions } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const dataKey = () => crypto.subtle.importKey('raw', createDataKey(), 'AES-GCM', false, ['encrypt', 'decrypt']);
async function setUp(handlers: ContractServerOptions['handlers'], key: CryptoKey | null = null): Promise<ClinicalHost> {
  server = await startContractServer({ handlers });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { call: hd.call, queryClient: hd.queryClient, $dataKey: atom<CryptoKey | null>(key) };
}

const T = '2026-05-04T15:00:00.000Z';
const appointment = (over: Partial<Appointment> = {}): Appointment => ({
  id: '55555555-5555-4555-8555-555555555555',
  status: 'created',
  provider: 'mediorbis',
  appointment_id: 'MO-0A1B2C3D4E',
  appointment_date: { date: '2026-05-05T16:00:00.000Z', timezone: 'America/Chicago' },
  encrypted_data: null,
  type: '3',
  user: '66666666-6666-4666-8666-666666666666',
  active: true,
  physician: { id: '1', name: 'Dr. Amelia Hart' },
  sandbox: 'telehealth',
  created_at: T,
  updated_at: T,
  ...over,
});

describe('health assessment', () => {
  it('answers null for the 204 of a member without a form, seals saved answers and reads again after a save', async () => {
    let form: HraForm | null = null;
    const host = await setUp(
      {
        hraForm: () => (form ? { status: 200, body: { form } } : { status: 204 }),
        hraSave: (req) => {
          const body = req.body as { encrypted_data: string | null; status: 'complete' };
          form = { status: 'incomplete', submitted_at: null, sections: [{ kind: 'epds', status: body.status, encrypted_data: body.encrypted_data, updated_at: T }] };
          return { status: 200, body: { form } };
        },
      },
      await dataKey(),
    );
    expect(await host.queryClient.fetchQuery(hraFormQuery(host))).toBeNull();
    await saveHraSection(host, 'epds', { q1: 2, q2: 1 }, 'complete');
    const sent = server!.requests.find((r) => r.route === 'hraSave')!;
    expect(sent.query).toEqual({ save: 'epds' });
    expect((sent.body as { encrypted_data: string }).encrypted_data).toMatch(/^hd1\./);
    expect(host.queryClient.getQueryState(['hra', 'form'])?.isInvalidated).toBe(true);
    const read = await host.queryClient.fetchQuery(hraFormQuery(host));
    expect(await openHraSection(host, read!.sections[0]!)).toEqual({ q1: 2, q2: 1 });
    await saveHraSection(host, 'family-history', null, 'skipped');
    expect(server!.requests.filter((r) => r.route === 'hraSave')[1]!.body).toEqual({ encrypted_data: null, status: 'skipped' });
  });

  it('submits the screening scores, raises the server message when incomplete, and reads by user id for admins', async () => {
    const key = await dataKey();
    const host = await setUp(
      {
        hraSubmit: () => ({ status: 400, body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'Complete or skip every section before submitting' } }),
        adminUserRiskScores: (req) => ({ status: 200, body: { user_id: req.params.id, risk_scores: [] } }),
        adminUserEpdsForm: (req) => ({ status: 200, body: { user_id: req.params.id, form: null } }),
      },
      key,
    );
    await expect(submitHra(host, [{ kind: 'epds', score: 12, level: 'high' }])).rejects.toMatchObject({
      constructor: BadRequest,
      message: 'Complete or skip every section before submitting',
    });
    // The score and level are sealed under the data key: only which screening travels readable.
    const sent = server!.requests.find((r) => r.route === 'hraSubmit')!.body as { risk_scores: { kind: string; encrypted_data: string }[] };
    expect(sent.risk_scores.map((s) => s.kind)).toEqual(['epds']);
    expect(Object.keys(sent.risk_scores[0]!)).toEqual(['kind', 'encrypted_data']);
    expect(await openRecord(sent.risk_scores[0]!.encrypted_data, { dataKey: key })).toEqual({ score: 12, level: 'high' });
    const id = '66666666-6666-4666-8666-666666666666';
    expect(await fetchAdminRiskScores(host, id)).toEqual({ user_id: id, risk_scores: [] });
    expect(await fetchAdminEpdsForm(host, id)).toEqual({ user_id: id, form: null });
  });

  it('nutrition form: save seals, submit invalidates the form', async () => {
    const host = await setUp(
      {
        nutritionForm: () => ({ status: 200, body: { form: { status: 'new', encrypted_data: null, updated_at: null, submitted_at: null } } }),
        nutritionFormSave: (req) => ({
          status: 200,
          body: { form: { status: 'incomplete', encrypted_data: (req.body as { encrypted_data: string }).encrypted_data, updated_at: T, submitted_at: null } },
        }),
        nutritionFormSubmit: () => ({ status: 200, body: { form: { status: 'complete', encrypted_data: 'hd1.AAAA', updated_at: T, submitted_at: T } } }),
      },
      await dataKey(),
    );
    await host.queryClient.fetchQuery(nutritionFormQuery(host));
    const saved = await saveNutritionForm(host, { diet: 'vegetarian' });
    expect(saved.encrypted_data).toMatch(/^hd1\./);
    expect(await openNutritionForm(host, saved)).toEqual({ diet: 'vegetarian' });
    expect((await submitNutritionForm(host)).status).toBe('complete');
    expect(host.queryClient.getQueryState(['nutrition-form'])?.isInvalidated).toBe(true);
  });
});

describe('telehealth', () => {
  it("books with the browser's zone and sealed details, then the appointments and slots are read again", async () => {
    const host = await setUp(
      {
        telehealthAppointment: () => ({ status: 200, body: { appointment: appointment() } }),
        userLastAppointment: () => ({ status: 200, body: { appointment: null } }),
        telehealthTimeslots: (req) => ({ status: 200, body: { timeslots: [], timezone: req.query.tz } }),
      },
      await dataKey(),
    );
    expect(await host.queryClient.fetchQuery(lastAppointmentQuery(host))).toBeNull();
    expect(server!.requests.find((r) => r.route === 'userLastAppointment')!.query).toEqual({ status: 'created' });
    await host.queryClient.fetchQuery(telehealthTimeslotsQuery(host, { consultType: '3' }));
    await bookTelehealth(host, { appointmentTime: '2026-05-05T16:00:00Z', consultType: '3', physicianId: '1', details: { reason: 'Headache for 3 days' } });
    const sent = server!.requests.find((r) => r.route === 'telehealthAppointment')!.body as Record<string, string>;
    expect(sent).toMatchObject({ appointmentTime: '2026-05-05T16:00:00Z', consultType: '3', physicianId: '1', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(sent.encrypted_data).toMatch(/^hd1\./);
    expect(JSON.stringify(sent)).not.toContain('Headache');
    expect(host.queryClient.getQueryState(['appointments', 'last', 'created'])?.isInvalidated).toBe(true);
    expect(host.queryClient.getQueryState(['telehealth', 'slots', 'all', { consultType: '3' }])?.isInvalidated).toBe(true);
  });

  it("surfaces the server's message when a reschedule is refused (spec 000 §8)", async () => {
    const host = await setUp({
      telehealthReschedule: () => ({ status: 400, body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'That time slot is no longer available. Please choose another.' } }),
      telehealthCancel: () => ({ status: 200, body: { appointment: appointment({ status: 'cancelled', active: false }) } }),
      telehealthPhysicianSchedule: (req) => ({
        status: 200,
        body: { physician: { id: req.params.id, name: 'Dr. Amelia Hart', specialty: 'Family Medicine', languages: ['English'], consult_types: ['3'] }, timeslots: [], timezone: 'UTC' },
      }),
      adminUserTelehealthForm: (req) => ({ status: 200, body: { user_id: req.params.id, form: null } }),
    });
    await expect(rescheduleTelehealth(host, appointment().id, '2026-05-05T16:30:00Z')).rejects.toMatchObject({ message: 'That time slot is no longer available. Please choose another.' });
    expect((await cancelTelehealth(host, appointment().id)).appointment.status).toBe('cancelled');
    expect((await fetchPhysicianSchedule(host, '1', { days: 3 })).physician.id).toBe('1');
    expect(server!.requests.find((r) => r.route === 'telehealthPhysicianSchedule')!.url).toMatch(/^\/api\/client\/telehealth\/physicians\/1\/schedule\?days=3&tz=/);
    expect((await fetchAdminTelehealthForm(host, appointment().user)).form).toBeNull();
  });

  it("the reminder card (spec 001 §4, §9): 'Care Advocate - Welcome Call' and 'EEEE, MMMM d at h:mmaa'", () => {
    expect(reminderCard(appointment(), 'America/Chicago')).toEqual({ title: 'Care Advocate - Welcome Call', date: 'Tuesday, May 5 at 11:00AM CDT' });
  });
});

describe('smartlink', () => {
  it("formats appointmentTime as 'yyyy-MM-dd HH:mm' in the member's zone", () => {
    expect(smartlinkAppointmentTime(new Date('2026-05-04T16:00:00Z'), 'America/Chicago')).toBe('2026-05-04 11:00');
    expect(smartlinkAppointmentTime(new Date('2026-05-04T23:30:00Z'), 'Europe/Paris')).toBe('2026-05-05 01:30');
    expect(smartlinkAppointmentTime('2026-05-04 11:00')).toBe('2026-05-04 11:00');
  });

  it('creates with the browser zone, decrypts call details with the private key (nothing without it)', { timeout: 60_000 }, async () => {
    const keys = await generateKeyPair({ email: 'm@example.test', passphrase: 'member passphrase' });
    const privateKey = await unlockPrivateKey(keys.encrptedPrivateKey, 'member passphrase');
    const details = {
      advocate: 'Maria Lopez',
      phone: '+1 (312) 555-0101',
      meeting_url: 'https://meet.smartlink.sandbox/sl-1',
      appointmentTime: '2026-05-04 11:00',
      timezone: 'America/Chicago',
    };
    const encrypted = await encryptForMember(details, keys.publicKey);
    const call = appointment({ provider: 'smartlink', type: 'care_advocate_welcome_call', physician: null, encrypted_data: encrypted });
    const host = await setUp({
      smartlinkCreate: () => ({ status: 200, body: { appointment: call } }),
      smartlinkAppointments: () => ({ status: 200, body: { appointments: [call] } }),
      smartlinkReschedule: () => ({ status: 200, body: { appointment: call } }),
      smartlinkTimeslots: (req) => ({ status: 200, body: { timeslots: [], timezone: (req.body as { timezone: string }).timezone } }),
    });
    await bookSmartlinkCall(host, '2026-05-04 11:00');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(server!.requests.find((r) => r.route === 'smartlinkCreate')!.body).toEqual({ appointmentTime: '2026-05-04 11:00', timezone: zone });
    await rescheduleSmartlinkCall(host, call.id, new Date('2026-05-04T16:00:00Z'));
    expect(server!.requests.find((r) => r.route === 'smartlinkReschedule')!.body).toMatchObject({ appointmentId: call.id, timezone: zone });
    expect((await fetchSmartlinkTimeslots(host, { days: 2 })).timezone).toBe(zone);
    expect((await fetchSmartlinkAppointments(host, { privateKey }))[0]!.details).toEqual(details);
    expect((await fetchSmartlinkAppointments(host))[0]!.details).toBeNull();
  });
});

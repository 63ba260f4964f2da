// Ours (docs/decisions/0034-server-sealed-records-resealed.md): a vital or a body measurement the server
// sealed to the member's public key (staff-simulated, seeded, the 3D Look sandbox's), replaced by the
// same record re-sealed in the member's browser under the data key: hd1. only, compare-and-set on the
// version opened and the ciphertext held, another member's record 404. Likewise the health records
// (medications, their log, allergies, health issues), named by the digest of the record opened, and
// the health assessment's sections (keyed by the member and the kind), named by their updated_at, and
// the member's measurement skip reason (keyed by the member), named by its updated_at.
// The server-sealed original a re-seal replaces is kept, once, in server_sealed_originals.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForMember } from '@healthdeck/crypto';
import {
  ALLERGY_NOT_FOUND_MESSAGE,
  HEALTH_ISSUE_NOT_FOUND_MESSAGE,
  HRA_SECTION_CHANGED_MESSAGE,
  HRA_SECTION_NOT_FOUND_MESSAGE,
  HEALTH_RECORD_CHANGED_MESSAGE,
  MEDICATION_LOG_ENTRY_NOT_FOUND_MESSAGE,
  MEDICATION_NOT_FOUND_MESSAGE,
  MEASUREMENT_RECORD_CHANGED_MESSAGE,
  MEASUREMENT_SKIP_CHANGED_MESSAGE,
  MEASUREMENT_SKIP_NOT_FOUND_MESSAGE,
  SEALED_REPORT_MESSAGE,
  VITAL_NOT_FOUND_MESSAGE,
  VITAL_RECORD_CHANGED_MESSAGE,
  type HraFormResponse,
  type HraSaveResponse,
  type HraSectionResponse,
  type LastMeasurementResponse,
  type MeasurementResponse,
  type MeasurementSkipResponse,
  type MeasurementsResponse,
  type MedicationScheduleResponse,
  type RouteName,
  type SaveUserAllergyResponse,
  type SaveUserHealthIssueResponse,
  type SimulateMedicalRecordResponse,
  type VitalRecordResponse,
  type VitalsResponse,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, signedInAdmin, type TestMember } from './helpers/accounts.js';
import { keyMaterial } from './helpers/key-material.js';
import { SANDBOX_STEP_MS } from '../src/vendors/vendor-adapters.js';

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  // A member of their own for each case: more sign-ins in a minute than one address is allowed.
  server = await startTestServer({ rateLimits: { signInPerAddress: 200 } });
  server.setNow(new Date('2026-05-04T15:00:00Z'));
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const resealed = () => `hd1.${randomBytes(48).toString('base64')}`;
const OPENPGP = '-----BEGIN PGP MESSAGE-----\n\nwcFMA0+x\n-----END PGP MESSAGE-----';

/** Staff simulate a record for the member (spec 000 §7.2): a vital and a completed measurement sealed to the member's public key. */
async function simulated(member: TestMember) {
  const res = await server.call<SimulateMedicalRecordResponse>('adminSimulateMedicalRecord', { token: admin.accessToken, body: { user_id: member.id } });
  expect(res.status).toBe(200);
  expect(res.body.vital.encrypted_data).toMatch(/^-----BEGIN PGP MESSAGE-----/);
  return res.body;
}

/** What server_sealed_originals (migration 0030) keeps for the member's record: the server-sealed originals a re-seal replaced. */
const originals = async (m: TestMember, table: string, key: string) =>
  (await server.db.selectFrom('server_sealed_originals').select('encrypted_data').where('user_id', '=', m.id).where('record_table', '=', table).where('record_key', '=', key).execute()).map(
    (row) => row.encrypted_data,
  );

const sealVital = (m: TestMember, id: string, body: Record<string, unknown>) => server.call<VitalRecordResponse>('vitalSealRecord', { token: m.accessToken, params: { id }, body });
const sealMeasurement = (m: TestMember, id: string, body: Record<string, unknown>) =>
  server.call<MeasurementResponse>('measurementSealRecord', { token: m.accessToken, params: { id }, body });
const storedVital = async (id: string) => (await server.db.selectFrom('vitals').select('encrypted_data').where('id', '=', id).executeTakeFirstOrThrow()).encrypted_data;
const storedMeasurement = async (id: string) => (await server.db.selectFrom('measurements').select('encrypted_data').where('id', '=', id).executeTakeFirstOrThrow()).encrypted_data;

describe('PUT /api/client/vitals/:id/record', () => {
  it('takes an hd1. record for the vital the browser opened and keeps it; later lists carry it', async () => {
    const member = await keyedMember(server);
    const { vital } = await simulated(member);
    const record = resealed();
    const saved = await sealVital(member, vital.id, { encrypted_data: record, created_at: vital.created_at });
    expect(saved.status).toBe(200);
    expect(saved.body.vital).toEqual({ id: vital.id, encrypted_data: record, created_at: vital.created_at, sandbox: 'simulated' });
    const listed = (await server.call<VitalsResponse>('vitals', { token: member.accessToken })).body.vitals;
    expect(listed).toEqual({ total_count: 1, models: [{ id: vital.id, encrypted_data: record, created_at: vital.created_at, sandbox: 'simulated' }] });
    // Once re-sealed it stays as it is: a second browser's copy is not taken.
    const again = await sealVital(member, vital.id, { encrypted_data: resealed(), created_at: vital.created_at });
    expect(again.body.vital.encrypted_data).toBe(record);
    expect(await storedVital(vital.id)).toBe(record);
    // The original staff sealed is kept, once.
    expect(await originals(member, 'vitals', vital.id)).toEqual([vital.encrypted_data]);
  });

  it('refuses plaintext and OpenPGP bodies with the kit route’s 400, and a record named otherwise with 409; the server copy stays', async () => {
    const member = await keyedMember(server);
    const { vital } = await simulated(member);
    for (const encrypted_data of ['{"hr":72}', OPENPGP]) {
      const refused = await sealVital(member, vital.id, { encrypted_data, created_at: vital.created_at });
      expect(refused).toMatchObject({ status: 400, body: { fields: { encrypted_data: SEALED_REPORT_MESSAGE } } });
    }
    expect((await sealVital(member, vital.id, { encrypted_data: resealed() })).status).toBe(400);
    const stale = await sealVital(member, vital.id, { encrypted_data: resealed(), created_at: '2020-01-01T00:00:00.000Z' });
    expect(stale).toMatchObject({ status: 409, body: { message: VITAL_RECORD_CHANGED_MESSAGE } });
    expect(await storedVital(vital.id)).toBe(vital.encrypted_data);
    expect(await originals(member, 'vitals', vital.id)).toEqual([]);
  });

  it("answers another member's vital, and a missing one, with 404, leaving it as it was", async () => {
    const owner = await keyedMember(server);
    const other = await keyedMember(server);
    const { vital } = await simulated(owner);
    const res = await sealVital(other, vital.id, { encrypted_data: resealed(), created_at: vital.created_at });
    expect(res).toMatchObject({ status: 404, body: { message: VITAL_NOT_FOUND_MESSAGE } });
    expect((await sealVital(owner, '00000000-0000-4000-8000-000000000000', { encrypted_data: resealed(), created_at: vital.created_at })).status).toBe(404);
    expect(await storedVital(vital.id)).toBe(vital.encrypted_data);
  });

  it('takes one of three re-seals sent at once, and answers each with what is stored', async () => {
    const member = await keyedMember(server);
    const { vital } = await simulated(member);
    const answers = await Promise.all([resealed(), resealed(), resealed()].map((encrypted_data) => sealVital(member, vital.id, { encrypted_data, created_at: vital.created_at })));
    const stored = await storedVital(vital.id);
    expect(stored.startsWith('hd1.')).toBe(true);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.vital.encrypted_data).toBe(stored);
    }
    expect(await originals(member, 'vitals', vital.id)).toEqual([vital.encrypted_data]);
  });
});

describe('PUT /api/client/measurements/:id/record', () => {
  it('takes an hd1. record for the version opened; a stale version or an OpenPGP body is refused', async () => {
    const member = await keyedMember(server);
    const { measurement } = await simulated(member);
    const stale = await sealMeasurement(member, measurement.id, { encrypted_data: resealed(), updated_at: '2020-01-01T00:00:00.000Z' });
    expect(stale).toMatchObject({ status: 409, body: { message: MEASUREMENT_RECORD_CHANGED_MESSAGE } });
    for (const encrypted_data of ['{"bmi":22}', OPENPGP]) {
      expect(await sealMeasurement(member, measurement.id, { encrypted_data, updated_at: measurement.updated_at })).toMatchObject({
        status: 400,
        body: { fields: { encrypted_data: SEALED_REPORT_MESSAGE } },
      });
    }
    expect(await storedMeasurement(measurement.id)).toBe(measurement.encrypted_data);

    const record = resealed();
    const saved = await sealMeasurement(member, measurement.id, { encrypted_data: record, updated_at: measurement.updated_at });
    expect(saved.status).toBe(200);
    expect(saved.body.measurement).toMatchObject({ id: measurement.id, status: 'completed', encrypted_data: record, updated_at: measurement.updated_at });
    const listed = (await server.call<MeasurementsResponse>('measurements', { token: member.accessToken })).body.measurements.models;
    expect(listed.find((m) => m.id === measurement.id)?.encrypted_data).toBe(record);
    const again = await sealMeasurement(member, measurement.id, { encrypted_data: resealed(), updated_at: measurement.updated_at });
    expect(again.body.measurement.encrypted_data).toBe(record);
    expect(await originals(member, 'measurements', measurement.id)).toEqual([measurement.encrypted_data]);
  });

  it('never overwrites a scan the sandbox completed after the version opened (409), takes the completed one', async () => {
    const member = await keyedMember(server);
    const started = (await server.call<MeasurementResponse>('measurementSamples', { token: member.accessToken, body: { encrypted_data: resealed() } })).body.measurement;
    // A started scan holds nothing to re-seal yet.
    const pending = await sealMeasurement(member, started.id, { encrypted_data: resealed(), updated_at: started.updated_at });
    expect(pending).toMatchObject({ status: 409, body: { message: MEASUREMENT_RECORD_CHANGED_MESSAGE } });
    server.advance(SANDBOX_STEP_MS + 1000);
    const completed = (await server.call<MeasurementsResponse>('measurements', { token: member.accessToken })).body.measurements.models.find((m) => m.id === started.id)!;
    expect(completed.status).toBe('completed');
    expect(completed.encrypted_data).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect((await sealMeasurement(member, started.id, { encrypted_data: resealed(), updated_at: started.updated_at })).status).toBe(409);
    const record = resealed();
    expect((await sealMeasurement(member, started.id, { encrypted_data: record, updated_at: completed.updated_at })).status).toBe(200);
    expect(await storedMeasurement(started.id)).toBe(record);
  });

  it("answers another member's measurement with 404, leaving it as it was", async () => {
    const owner = await keyedMember(server);
    const other = await keyedMember(server);
    const { measurement } = await simulated(owner);
    const res = await sealMeasurement(other, measurement.id, { encrypted_data: resealed(), updated_at: measurement.updated_at });
    expect(res).toMatchObject({ status: 404, body: { message: 'Measurement not found' } });
    expect(await storedMeasurement(measurement.id)).toBe(measurement.encrypted_data);
  });
});

// docs/decisions/0034-server-sealed-records-resealed.md: the medications, log entries, allergies and
// health issues migration 0023 (and the demo seed) sealed to the member's public key. These rows have
// no updated_at and a save changes a record in place, so the version opened is the SHA-256 of the
// ciphertext opened.
type HealthTable = 'user_medications' | 'medication_log' | 'user_allergies' | 'user_health_issues';
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The member's medication (with its log entry), allergy and health issue, each then sealed as migration 0023 sealed them. */
async function serverSealedRecords(member: TestMember) {
  const call = <T>(name: RouteName, body: Record<string, unknown>) => server.call<T>(name, { token: member.accessToken, body });
  const medication = (await call<MedicationScheduleResponse>('medicationSchedule', { encrypted_data: resealed(), times: ['08:00'], start_date: '2026-05-01' })).body.medication;
  const logEntry = await server.db.selectFrom('medication_log').select('id').where('user_medication_id', '=', medication.id).executeTakeFirstOrThrow();
  const allergy = (await call<SaveUserAllergyResponse>('saveUserAllergy', { encrypted_data: resealed() })).body.allergy;
  const issue = (await call<SaveUserHealthIssueResponse>('saveUserHealthIssue', { encrypted_data: resealed() })).body.health_issue;
  const { public_key } = await server.db.selectFrom('accounts').select('public_key').where('user_id', '=', member.id).executeTakeFirstOrThrow();
  const seal = async (table: HealthTable, id: string) => {
    const encrypted_data = await encryptForMember({ sealed_by: 'migration 0023' }, public_key as string);
    await server.db
      .updateTable(table as 'user_allergies')
      .set({ encrypted_data })
      .where('id', '=', id)
      .execute();
    return { id, encrypted_data };
  };
  return {
    user_medications: await seal('user_medications', medication.id),
    medication_log: await seal('medication_log', logEntry.id),
    user_allergies: await seal('user_allergies', allergy.id),
    user_health_issues: await seal('user_health_issues', issue.id),
  };
}

const HEALTH_RESEAL: { table: HealthTable; route: RouteName; notFound: string; read: (body: Record<string, unknown>) => { id: string; encrypted_data: string } }[] = [
  { table: 'user_medications', route: 'userMedicationSealRecord', notFound: MEDICATION_NOT_FOUND_MESSAGE, read: (b) => b.medication as { id: string; encrypted_data: string } },
  { table: 'medication_log', route: 'medicationLogSealRecord', notFound: MEDICATION_LOG_ENTRY_NOT_FOUND_MESSAGE, read: (b) => b.entry as { id: string; encrypted_data: string } },
  { table: 'user_allergies', route: 'userAllergySealRecord', notFound: ALLERGY_NOT_FOUND_MESSAGE, read: (b) => b.allergy as { id: string; encrypted_data: string } },
  { table: 'user_health_issues', route: 'userHealthIssueSealRecord', notFound: HEALTH_ISSUE_NOT_FOUND_MESSAGE, read: (b) => b.health_issue as { id: string; encrypted_data: string } },
];
const stored = async (table: HealthTable, id: string) =>
  (
    await server.db
      .selectFrom(table as 'user_allergies')
      .select('encrypted_data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).encrypted_data;
const sealHealth = (m: TestMember, route: RouteName, id: string, body: Record<string, unknown>) =>
  server.call<Record<string, unknown>>(route, { token: m.accessToken, params: { id }, body });

describe.each(HEALTH_RESEAL)('PUT re-seal of $table', ({ table, route, notFound, read }) => {
  it('takes an hd1. record for the record opened and keeps it; a second copy is not taken', async () => {
    const member = await keyedMember(server);
    const record = (await serverSealedRecords(member))[table];
    const sealed = resealed();
    const saved = await sealHealth(member, route, record.id, { encrypted_data: sealed, sealed_sha256: digest(record.encrypted_data) });
    expect(saved.status).toBe(200);
    expect(read(saved.body)).toMatchObject({ id: record.id, encrypted_data: sealed });
    expect(await stored(table, record.id)).toBe(sealed);
    const again = await sealHealth(member, route, record.id, { encrypted_data: resealed(), sealed_sha256: digest(record.encrypted_data) });
    expect(again.status).toBe(200);
    expect(read(again.body).encrypted_data).toBe(sealed);
    expect(await stored(table, record.id)).toBe(sealed);
    expect(await originals(member, table, record.id)).toEqual([record.encrypted_data]);
  });

  it('refuses plaintext and OpenPGP bodies (400), a digest of another record (409); the server copy stays', async () => {
    const member = await keyedMember(server);
    const record = (await serverSealedRecords(member))[table];
    for (const encrypted_data of ['{"name":"Peanuts"}', OPENPGP]) {
      const refused = await sealHealth(member, route, record.id, { encrypted_data, sealed_sha256: digest(record.encrypted_data) });
      expect(refused).toMatchObject({ status: 400, body: { fields: { encrypted_data: SEALED_REPORT_MESSAGE } } });
    }
    expect((await sealHealth(member, route, record.id, { encrypted_data: resealed() })).status).toBe(400);
    const stale = await sealHealth(member, route, record.id, { encrypted_data: resealed(), sealed_sha256: digest(OPENPGP) });
    expect(stale).toMatchObject({ status: 409, body: { message: HEALTH_RECORD_CHANGED_MESSAGE } });
    expect(await stored(table, record.id)).toBe(record.encrypted_data);
  });

  it("answers another member's record, and a missing one, with 404, leaving it as it was", async () => {
    const owner = await keyedMember(server);
    const other = await keyedMember(server);
    const record = (await serverSealedRecords(owner))[table];
    const body = { encrypted_data: resealed(), sealed_sha256: digest(record.encrypted_data) };
    expect(await sealHealth(other, route, record.id, body)).toMatchObject({ status: 404, body: { message: notFound } });
    expect((await sealHealth(owner, route, '00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect(await stored(table, record.id)).toBe(record.encrypted_data);
  });
});

describe('re-sealing a health record changed since it was opened', () => {
  it('never overwrites a save made since (the saved record is kept), nor a record the server sealed anew (409)', async () => {
    const member = await keyedMember(server);
    const records = await serverSealedRecords(member);
    const allergy = records.user_allergies;
    // Saved in another browser after this one opened it: the re-seal answers what is stored.
    const saved = resealed();
    await server.call('saveUserAllergy', { token: member.accessToken, body: { id: allergy.id, encrypted_data: saved } });
    const late = await sealHealth(member, 'userAllergySealRecord', allergy.id, { encrypted_data: resealed(), sealed_sha256: digest(allergy.encrypted_data) });
    expect(late.status).toBe(200);
    expect((late.body.allergy as { encrypted_data: string }).encrypted_data).toBe(saved);
    expect(await stored('user_allergies', allergy.id)).toBe(saved);
    // Sealed to the public key again since: the old record's digest names it no more.
    const issue = records.user_health_issues;
    await server.db.updateTable('user_health_issues').set({ encrypted_data: OPENPGP }).where('id', '=', issue.id).execute();
    const stale = await sealHealth(member, 'userHealthIssueSealRecord', issue.id, { encrypted_data: resealed(), sealed_sha256: digest(issue.encrypted_data) });
    expect(stale).toMatchObject({ status: 409, body: { message: HEALTH_RECORD_CHANGED_MESSAGE } });
    expect(await stored('user_health_issues', issue.id)).toBe(OPENPGP);
  });

  it('takes one of three re-seals sent at once', async () => {
    const member = await keyedMember(server);
    const medication = (await serverSealedRecords(member)).user_medications;
    const body = () => ({ encrypted_data: resealed(), sealed_sha256: digest(medication.encrypted_data) });
    const answers = await Promise.all([body(), body(), body()].map((b) => sealHealth(member, 'userMedicationSealRecord', medication.id, b)));
    const held = await stored('user_medications', medication.id);
    expect(held.startsWith('hd1.')).toBe(true);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) expect((answer.body.medication as { encrypted_data: string }).encrypted_data).toBe(held);
    }
    expect(await originals(member, 'user_medications', medication.id)).toEqual([medication.encrypted_data]);
  });
});

// docs/decisions/0034-server-sealed-records-resealed.md: the sections the demo seed sealed
// to the member's public key. hra_sections has no id (keyed by the member and the kind): the route
// names the section by its kind, the version opened by its updated_at.
/** The member's social history saved, then sealed to the member's public key as the demo seed seals it. */
async function serverSealedSection(member: TestMember) {
  const saved = await server.call<HraSaveResponse>('hraSave', { token: member.accessToken, query: { save: 'social-history' }, body: { encrypted_data: resealed(), status: 'complete' } });
  expect(saved.status).toBe(200);
  const { public_key } = await server.db.selectFrom('accounts').select('public_key').where('user_id', '=', member.id).executeTakeFirstOrThrow();
  const encrypted_data = await encryptForMember({ smoking: 'never' }, public_key as string);
  await server.db.updateTable('hra_sections').set({ encrypted_data }).where('user_id', '=', member.id).where('kind', '=', 'social-history').execute();
  const section = (await server.call<HraFormResponse>('hraForm', { token: member.accessToken })).body.form.sections.find((s) => s.kind === 'social-history')!;
  expect(section).toMatchObject({ status: 'complete', encrypted_data });
  return { encrypted_data, updated_at: section.updated_at! };
}
const sealSection = (m: TestMember, kind: string, body: Record<string, unknown>) => server.call<HraSectionResponse>('hraSectionSealRecord', { token: m.accessToken, params: { kind }, body });
const storedSection = async (m: TestMember, kind: 'social-history') =>
  await server.db.selectFrom('hra_sections').select(['encrypted_data', 'status', 'updated_at']).where('user_id', '=', m.id).where('kind', '=', kind).executeTakeFirstOrThrow();

describe('PUT /api/client/hra/sections/:kind/record', () => {
  it('takes an hd1. record for the section opened and keeps it; the form read carries it; a second copy is not taken', async () => {
    const member = await keyedMember(server);
    const section = await serverSealedSection(member);
    const record = resealed();
    const saved = await sealSection(member, 'social-history', { encrypted_data: record, updated_at: section.updated_at });
    expect(saved.status).toBe(200);
    expect(saved.body.section).toEqual({ kind: 'social-history', status: 'complete', encrypted_data: record, updated_at: section.updated_at });
    const read = (await server.call<HraFormResponse>('hraForm', { token: member.accessToken })).body.form;
    expect(read.sections.find((s) => s.kind === 'social-history')).toEqual(saved.body.section);
    const again = await sealSection(member, 'social-history', { encrypted_data: resealed(), updated_at: section.updated_at });
    expect(again.status).toBe(200);
    expect(again.body.section.encrypted_data).toBe(record);
    expect((await storedSection(member, 'social-history')).encrypted_data).toBe(record);
    expect(await originals(member, 'hra_sections', 'social-history')).toEqual([section.encrypted_data]);
  });

  it('refuses plaintext and OpenPGP bodies with the kit route’s 400, and a stale updated_at with 409; the server copy stays', async () => {
    const member = await keyedMember(server);
    const section = await serverSealedSection(member);
    for (const encrypted_data of ['{"smoking":"never"}', OPENPGP]) {
      const refused = await sealSection(member, 'social-history', { encrypted_data, updated_at: section.updated_at });
      expect(refused).toMatchObject({ status: 400, body: { fields: { encrypted_data: SEALED_REPORT_MESSAGE } } });
    }
    expect((await sealSection(member, 'social-history', { encrypted_data: resealed() })).status).toBe(400);
    expect((await sealSection(member, 'smoking', { encrypted_data: resealed(), updated_at: section.updated_at })).status).toBe(400);
    const stale = await sealSection(member, 'social-history', { encrypted_data: resealed(), updated_at: '2020-01-01T00:00:00.000Z' });
    expect(stale).toMatchObject({ status: 409, body: { message: HRA_SECTION_CHANGED_MESSAGE } });
    expect((await storedSection(member, 'social-history')).encrypted_data).toBe(section.encrypted_data);
  });

  it('never overwrites a save made since (kept and answered), nor answers sealed anew since (409)', async () => {
    const member = await keyedMember(server);
    const section = await serverSealedSection(member);
    // Saved (hd1.) in another browser after this one opened it: the re-seal answers what is stored.
    const mine = resealed();
    await server.call('hraSave', { token: member.accessToken, query: { save: 'social-history' }, body: { encrypted_data: mine, status: 'incomplete' } });
    const late = await sealSection(member, 'social-history', { encrypted_data: resealed(), updated_at: section.updated_at });
    expect(late.status).toBe(200);
    expect(late.body.section).toMatchObject({ status: 'incomplete', encrypted_data: mine });
    expect((await storedSection(member, 'social-history')).encrypted_data).toBe(mine);
    // Sealed to the member's key anew, later: the updated_at opened names it no more.
    const anew = new Date(new Date(section.updated_at).getTime() + 60_000);
    await server.db.updateTable('hra_sections').set({ encrypted_data: OPENPGP, updated_at: anew }).where('user_id', '=', member.id).where('kind', '=', 'social-history').execute();
    const stale = await sealSection(member, 'social-history', { encrypted_data: resealed(), updated_at: section.updated_at });
    expect(stale).toMatchObject({ status: 409, body: { message: HRA_SECTION_CHANGED_MESSAGE } });
    expect((await storedSection(member, 'social-history')).encrypted_data).toBe(OPENPGP);
  });

  it('answers a member without that section with 404: another member’s, one never saved; the owner’s stays', async () => {
    const owner = await keyedMember(server);
    const other = await keyedMember(server);
    const section = await serverSealedSection(owner);
    const body = { encrypted_data: resealed(), updated_at: section.updated_at };
    expect(await sealSection(other, 'social-history', body)).toMatchObject({ status: 404, body: { message: HRA_SECTION_NOT_FOUND_MESSAGE } });
    expect(await sealSection(owner, 'epds', body)).toMatchObject({ status: 404, body: { message: HRA_SECTION_NOT_FOUND_MESSAGE } });
    expect(await storedSection(owner, 'social-history')).toMatchObject({ encrypted_data: section.encrypted_data, status: 'complete' });
    expect((await storedSection(owner, 'social-history')).updated_at.toISOString()).toBe(section.updated_at);
  });

  it('takes one of three re-seals sent at once, and answers each with what is stored', async () => {
    const member = await keyedMember(server);
    const section = await serverSealedSection(member);
    const answers = await Promise.all(
      [resealed(), resealed(), resealed()].map((encrypted_data) => sealSection(member, 'social-history', { encrypted_data, updated_at: section.updated_at })),
    );
    const held = (await storedSection(member, 'social-history')).encrypted_data!;
    expect(held.startsWith('hd1.')).toBe(true);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.section.encrypted_data).toBe(held);
    }
    expect(await originals(member, 'hra_sections', 'social-history')).toEqual([section.encrypted_data]);
  });
});

/** A skip reason as migration 0035 leaves one stored before: sealed to the member's public key. */
async function serverSealedSkip(member: TestMember) {
  const { publicKey } = await keyMaterial();
  const updated_at = new Date('2026-05-01T09:00:00.000Z');
  const encrypted_data = await encryptForMember("I don't have the right clothing", publicKey);
  await server.db.insertInto('measurement_skips').values({ user_id: member.id, encrypted_data, updated_at }).execute();
  return { encrypted_data, updated_at: updated_at.toISOString() };
}
const sealSkip = (m: TestMember, body: Record<string, unknown>) => server.call<MeasurementSkipResponse>('measurementSkipSealRecord', { token: m.accessToken, body });

describe('PUT /api/client/measurements/skip', () => {
  it('takes an hd1. record for the skip reason opened; the last measurement carries it; a second copy is not taken', async () => {
    const member = await keyedMember(server);
    const skip = await serverSealedSkip(member);
    const record = resealed();
    const saved = await sealSkip(member, { encrypted_data: record, updated_at: skip.updated_at });
    expect(saved).toMatchObject({ status: 200, body: { measurement_skip: { encrypted_data: record, updated_at: skip.updated_at } } });
    const last = (await server.call<LastMeasurementResponse>('measurementLast', { token: member.accessToken })).body;
    expect(last.measurement_skip).toEqual(saved.body.measurement_skip);
    const again = await sealSkip(member, { encrypted_data: resealed(), updated_at: skip.updated_at });
    expect(again.body.measurement_skip.encrypted_data).toBe(record);
    expect(await originals(member, 'measurement_skips', member.id)).toEqual([skip.encrypted_data]);
  });

  it('refuses plaintext and OpenPGP bodies (400), a reason saved since (409), and answers a member without one 404', async () => {
    const member = await keyedMember(server);
    const skip = await serverSealedSkip(member);
    for (const encrypted_data of ['Measurements', OPENPGP]) expect((await sealSkip(member, { encrypted_data, updated_at: skip.updated_at })).status).toBe(400);
    expect(await sealSkip(member, { encrypted_data: resealed(), updated_at: '2026-04-01T00:00:00.000Z' })).toMatchObject({
      status: 409,
      body: { message: MEASUREMENT_SKIP_CHANGED_MESSAGE },
    });
    const other = await keyedMember(server);
    expect(await sealSkip(other, { encrypted_data: resealed(), updated_at: skip.updated_at })).toMatchObject({ status: 404, body: { message: MEASUREMENT_SKIP_NOT_FOUND_MESSAGE } });
    const stored = await server.db.selectFrom('measurement_skips').select('encrypted_data').where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(stored.encrypted_data).toBe(skip.encrypted_data);
  });
});

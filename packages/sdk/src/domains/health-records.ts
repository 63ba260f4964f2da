// spec 000 §7.6 Health records: current medications, current allergies, current health issues,
// save-user-allergy, medications-log, medications schedule, and the catalogue they are added from.
// spec 000 §8: health issue, medication and allergy saves raise BadRequest with the server message
// (the transport's handling for these rows).
// Which medications, allergies and health issues the member has, and what they wrote about
// them, are sealed here before they are sent and opened here after they are read (docs/ENCRYPTION.md);
// the rules the server can no longer apply to sealed values (the catalogue record exists, "saving one
// already recorded updates it", the diagnosis date not in the future) are applied here.
import {
  healthRecordsRoutes,
  recordResealRoutes,
  DIAGNOSIS_IN_FUTURE_MESSAGE,
  HEALTH_ISSUE_NOT_FOUND_MESSAGE,
  ALLERGY_NOT_FOUND_MESSAGE,
  MEDICATION_NOT_FOUND_MESSAGE,
  type AllergyDetails,
  type HealthIssueDetails,
  type HealthRecordsCatalogueResponse,
  type MedicationDetails,
  type MedicationLogEntry,
  type Recurrence,
  type UserMedication,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { BadRequest, HealthDeckError } from '../transport/errors.js';
import { HEALTH_DATA_LOCKED, openClinicalRecord, resealOpened, sealForServer } from './clinical-record.js';
import { localDay } from '../rules/local-day.js';

/** Which medications, allergies and health issues: the sealed reads' keys add the open keys (healthRecordsKeyState). */
export const healthRecordsKeys = {
  medications: ['medications'] as const,
  currentMedications: ['medications', 'current'] as const,
  medicationsLog: (limit?: number) => ['medications', 'log', limit ?? 'default'] as const,
  currentAllergies: ['allergies', 'current'] as const,
  currentHealthIssues: ['health-issues', 'current'] as const,
  catalogue: ['health-records', 'catalogue'] as const,
};

/** A medication as the member sees it: the schedule and the opened details. */
export type OpenedMedication = Omit<UserMedication, 'encrypted_data'> & MedicationDetails;
/** A change in the medications log with the details as saved then. */
export type OpenedMedicationLogEntry = Omit<MedicationLogEntry, 'encrypted_data'> & MedicationDetails;
export type OpenedAllergy = { id: string } & AllergyDetails;
export type OpenedHealthIssue = { id: string } & HealthIssueDetails;

/**
 * Sealed records as read: those opened, and whether some stayed `locked` (spec 000 §1: nothing
 * without the key; the widget asks for the password) or `unreadable` (sealed under a key this member
 * no longer has, e.g. before a password reset; left out).
 */
export interface OpenedRecords<T> {
  records: T[];
  locked: boolean;
  unreadable: number;
}

/** What the member enters for a medication (the catalogue medication by id; the sdk adds its name, drug type and strength). */
export interface MedicationInput {
  medication_id: string;
  dosage: string;
  recurrence?: Recurrence;
  times: string[];
  start_date: string;
  end_date?: string | null;
}
export interface AllergyInput {
  allergy_id: string;
  severity: AllergyDetails['severity'];
  reaction?: string;
}
export interface HealthIssueInput {
  health_issue_id: string;
  diagnosed_on?: string | null;
  notes?: string;
}

type RecordsHost = Pick<HealthDeck, 'call' | 'queryClient' | '$dataKey' | '$privateKey'>;

const call = (hd: Pick<HealthDeck, 'call'>) => routed(hd.call, healthRecordsRoutes);

/** A refusal of the kind the server gave before the values were sealed (spec 000 §8: the message and the field). */
function refused(message: string, field: string): BadRequest {
  return new BadRequest(message, { statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
}

/** What a health record's re-seal sends: the record opened (its ciphertext as read) and its content sealed under the data key. */
export interface HealthRecordReseal {
  id: string;
  opened: string;
  encrypted_data: string;
}

/**
 * These records have no updated_at (a save changes one in place): the record opened is named by the
 * SHA-256 of its ciphertext, so a record saved or sealed anew since is never overwritten (409).
 */
async function resealBody({ opened, encrypted_data }: HealthRecordReseal) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(opened)));
  const sealed_sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  return { encrypted_data, sealed_sha256 };
}

const reseal = (hd: Pick<HealthDeck, 'call'>) => routed(hd.call, recordResealRoutes);

// The four re-seal calls: a record the server sealed to the member's public key (migration 0023,
// the demo seed), sent back re-sealed under the data key once opened. Keepalive, so a reload right
// after the opening does not cut it.

/** Re-seals a current medication under the data key (PUT …/medications/:id/record). */
export async function resealUserMedication(hd: Pick<HealthDeck, 'call'>, record: HealthRecordReseal) {
  return reseal(hd)('userMedicationSealRecord', { params: { id: record.id }, body: await resealBody(record), keepalive: true });
}

/** Re-seals an entry of the medications log under the data key (PUT …/medications-log/:id/record). */
export async function resealMedicationLogEntry(hd: Pick<HealthDeck, 'call'>, record: HealthRecordReseal) {
  return reseal(hd)('medicationLogSealRecord', { params: { id: record.id }, body: await resealBody(record), keepalive: true });
}

/** Re-seals an allergy under the data key (PUT …/allergies/:id/record). */
export async function resealUserAllergy(hd: Pick<HealthDeck, 'call'>, record: HealthRecordReseal) {
  return reseal(hd)('userAllergySealRecord', { params: { id: record.id }, body: await resealBody(record), keepalive: true });
}

/** Re-seals a health issue under the data key (PUT …/health-issues/:id/record). */
export async function resealUserHealthIssue(hd: Pick<HealthDeck, 'call'>, record: HealthRecordReseal) {
  return reseal(hd)('userHealthIssueSealRecord', { params: { id: record.id }, body: await resealBody(record), keepalive: true });
}

type Resealer = (hd: Pick<HealthDeck, 'call'>, record: HealthRecordReseal) => Promise<unknown>;

/**
 * Opens each row's encrypted_data (data key for `hd1.`, private key for the server's OpenPGP
 * messages: migration 0023's, the demo seed's). One the private key opened is then sent back
 * re-sealed under the data key through `send` (resealOpened), so after a reload it opens without
 * the password.
 */
async function openAll<R extends { id: string; encrypted_data: string }, D>(hd: RecordsHost, rows: R[], send: Resealer): Promise<OpenedRecords<Omit<R, 'encrypted_data'> & D>> {
  const privateKey = hd.$privateKey.get();
  const out: OpenedRecords<Omit<R, 'encrypted_data'> & D> = { records: [], locked: false, unreadable: 0 };
  for (const { encrypted_data, ...row } of rows) {
    try {
      const details = resealOpened(hd, encrypted_data, await openClinicalRecord<D>(hd, encrypted_data, { privateKey }), (sealed) =>
        send(hd, { id: row.id, opened: encrypted_data, encrypted_data: sealed }),
      );
      if (details === null) out.locked = true;
      else out.records.push({ ...row, ...details });
    } catch {
      out.unreadable += 1;
    }
  }
  return out;
}

/** The member's records of one kind, opened; saving needs them all open (to update the one already recorded). */
async function allOpen<T>(read: Promise<OpenedRecords<T>>): Promise<T[]> {
  const opened = await read;
  if (opened.locked) throw new HealthDeckError(HEALTH_DATA_LOCKED, 423);
  return opened.records;
}

/** The active medications, allergies and health issues the member can add (ours). */
export function fetchHealthRecordsCatalogue(hd: Pick<HealthDeck, 'call'>, signal?: AbortSignal): Promise<HealthRecordsCatalogueResponse> {
  return call(hd)('healthRecordsCatalogue', { signal });
}

/** Which keys are open: part of the query keys of the sealed reads, so unlocking reads them again. */
export function healthRecordsKeyState(hd: Pick<HealthDeck, '$dataKey' | '$privateKey'>): string {
  return `${hd.$dataKey.get() ? 'data-key' : 'no-data-key'}+${hd.$privateKey.get() ? 'private-key' : 'no-private-key'}`;
}

export async function fetchCurrentMedications(hd: RecordsHost, signal?: AbortSignal): Promise<OpenedRecords<OpenedMedication>> {
  return openAll<UserMedication, MedicationDetails>(hd, (await call(hd)('currentMedications', { signal })).medications, resealUserMedication);
}

export async function fetchMedicationsLog(hd: RecordsHost, limit?: number, signal?: AbortSignal): Promise<OpenedRecords<OpenedMedicationLogEntry>> {
  const { medications_log } = await call(hd)('medicationsLog', { query: limit === undefined ? {} : { limit }, signal });
  return openAll<MedicationLogEntry, MedicationDetails>(hd, medications_log, resealMedicationLogEntry);
}

/**
 * Starts a catalogue medication, or changes it when the member already takes it (spec: saving
 * again updates); its details are sealed here. Current medications and the log are read again.
 */
export async function scheduleMedication(hd: RecordsHost, input: MedicationInput): Promise<OpenedMedication> {
  const catalogue = await fetchHealthRecordsCatalogue(hd);
  const medication = catalogue.medications.find((m) => m.id === input.medication_id);
  if (!medication) throw refused(MEDICATION_NOT_FOUND_MESSAGE, 'medication_id');
  const existing = (await allOpen(fetchCurrentMedications(hd))).find((m) => m.medication_id === medication.id);
  const details: MedicationDetails = { medication_id: medication.id, name: medication.name, drug_type: medication.drug_type, strength: medication.strength, dosage: input.dosage.trim() };
  const result = await call(hd)('medicationSchedule', {
    body: {
      ...(existing ? { id: existing.id } : {}),
      encrypted_data: await sealForServer(hd, details),
      recurrence: input.recurrence ?? 'daily',
      times: input.times,
      start_date: input.start_date,
      end_date: input.end_date ?? null,
    },
  });
  await hd.queryClient.invalidateQueries({ queryKey: healthRecordsKeys.medications });
  const { encrypted_data: _sealed, ...schedule } = result.medication;
  return { ...schedule, ...details };
}

export async function fetchCurrentAllergies(hd: RecordsHost, signal?: AbortSignal): Promise<OpenedRecords<OpenedAllergy>> {
  return openAll<{ id: string; encrypted_data: string }, AllergyDetails>(hd, (await call(hd)('currentAllergies', { signal })).allergies, resealUserAllergy);
}

/** Records a catalogue allergy, or updates it when already recorded; sealed here. */
export async function saveAllergy(hd: RecordsHost, input: AllergyInput): Promise<OpenedAllergy> {
  const allergy = (await fetchHealthRecordsCatalogue(hd)).allergies.find((a) => a.id === input.allergy_id);
  if (!allergy) throw refused(ALLERGY_NOT_FOUND_MESSAGE, 'allergy_id');
  const existing = (await allOpen(fetchCurrentAllergies(hd))).find((a) => a.allergy_id === allergy.id);
  const details: AllergyDetails = { allergy_id: allergy.id, name: allergy.name, category: allergy.category, severity: input.severity, reaction: (input.reaction ?? '').trim() };
  const result = await call(hd)('saveUserAllergy', { body: { ...(existing ? { id: existing.id } : {}), encrypted_data: await sealForServer(hd, details) } });
  await hd.queryClient.invalidateQueries({ queryKey: healthRecordsKeys.currentAllergies });
  return { id: result.allergy.id, ...details };
}

export async function fetchCurrentHealthIssues(hd: RecordsHost, signal?: AbortSignal): Promise<OpenedRecords<OpenedHealthIssue>> {
  const { health_issues } = await call(hd)('currentHealthIssues', { signal });
  return openAll<{ id: string; encrypted_data: string }, HealthIssueDetails>(hd, health_issues, resealUserHealthIssue);
}

/** Records a catalogue health issue, or updates it when already recorded; sealed here. The diagnosis date cannot be after today (the browser's day). */
export async function saveHealthIssue(hd: RecordsHost, input: HealthIssueInput): Promise<OpenedHealthIssue> {
  const issue = (await fetchHealthRecordsCatalogue(hd)).health_issues.find((i) => i.id === input.health_issue_id);
  if (!issue) throw refused(HEALTH_ISSUE_NOT_FOUND_MESSAGE, 'health_issue_id');
  const diagnosed_on = input.diagnosed_on ?? null;
  if (diagnosed_on !== null && diagnosed_on > localDay()) throw refused(DIAGNOSIS_IN_FUTURE_MESSAGE, 'diagnosed_on');
  const existing = (await allOpen(fetchCurrentHealthIssues(hd))).find((i) => i.health_issue_id === issue.id);
  const details: HealthIssueDetails = { health_issue_id: issue.id, name: issue.name, icd10_code: issue.icd10_code, diagnosed_on, notes: (input.notes ?? '').trim() };
  const result = await call(hd)('saveUserHealthIssue', { body: { ...(existing ? { id: existing.id } : {}), encrypted_data: await sealForServer(hd, details) } });
  await hd.queryClient.invalidateQueries({ queryKey: healthRecordsKeys.currentHealthIssues });
  return { id: result.health_issue.id, ...details };
}

type Signal = { signal?: AbortSignal };

export const healthRecordsCatalogueQuery = (hd: RecordsHost) => ({
  queryKey: healthRecordsKeys.catalogue,
  queryFn: ({ signal }: Signal) => fetchHealthRecordsCatalogue(hd, signal),
});
// Sealed reads, opened in the browser: the open keys are part of the query key.
export const currentMedicationsQuery = (hd: RecordsHost) => ({
  queryKey: [...healthRecordsKeys.currentMedications, healthRecordsKeyState(hd)] as const,
  queryFn: ({ signal }: Signal) => fetchCurrentMedications(hd, signal),
});
export const medicationsLogQuery = (hd: RecordsHost, limit?: number) => ({
  queryKey: [...healthRecordsKeys.medicationsLog(limit), healthRecordsKeyState(hd)] as const,
  queryFn: ({ signal }: Signal) => fetchMedicationsLog(hd, limit, signal),
});
export const currentAllergiesQuery = (hd: RecordsHost) => ({
  queryKey: [...healthRecordsKeys.currentAllergies, healthRecordsKeyState(hd)] as const,
  queryFn: ({ signal }: Signal) => fetchCurrentAllergies(hd, signal),
});
export const currentHealthIssuesQuery = (hd: RecordsHost) => ({
  queryKey: [...healthRecordsKeys.currentHealthIssues, healthRecordsKeyState(hd)] as const,
  queryFn: ({ signal }: Signal) => fetchCurrentHealthIssues(hd, signal),
});
export const scheduleMedicationMutation = (hd: RecordsHost) => ({
  mutationKey: ['medications', 'schedule'] as const,
  mutationFn: (input: MedicationInput) => scheduleMedication(hd, input),
});
export const saveAllergyMutation = (hd: RecordsHost) => ({
  mutationKey: ['allergies', 'save'] as const,
  mutationFn: (input: AllergyInput) => saveAllergy(hd, input),
});
export const saveHealthIssueMutation = (hd: RecordsHost) => ({
  mutationKey: ['health-issues', 'save'] as const,
  mutationFn: (input: HealthIssueInput) => saveHealthIssue(hd, input),
});

// spec 000 §7.6 Health records: current medications, current allergies, current health issues,
// save-user-allergy, medications-log, medications schedule, and the catalogue they are added from.
// spec 000 §8: health issue, medication and allergy saves raise BadRequest with the server message
// (the transport's handling for these rows).
// Which medications, allergies and health issues the member has, and what they wrote about
// them, are sealed here before they are sent and opened here after they are read (docs/ENCRYPTION.md);
// the rules the server cannot apply to sealed values (the catalogue record exists, "saving one
// already recorded updates it", the diagnosis date not in the future) are applied here. Apart from
// the actions list (health-action-list.ts), so an element showing the actions carries none of this.
import {
  healthRecordsRoutes,
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
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { BadRequest, HealthDeckError } from '../transport/errors.js';
import { HEALTH_DATA_LOCKED, openClinicalRecord, resealOpened, sealForServer } from './clinical-record.js';
import type { HealthRecordSealRoute } from './record-reseal.js';
import { localDay } from '../rules/local-day.js';

export const MEDICATIONS_KEY = ['medications'] as const;
export const CURRENT_MEDICATIONS_KEY = [...MEDICATIONS_KEY, 'current'] as const;
export const medicationsLogKey = (limit?: number) => [...MEDICATIONS_KEY, 'log', limit ?? 'default'] as const;
export const CURRENT_ALLERGIES_KEY = ['allergies', 'current'] as const;
export const CURRENT_HEALTH_ISSUES_KEY = ['health-issues', 'current'] as const;
export const HEALTH_RECORDS_CATALOGUE_KEY = ['health-records', 'catalogue'] as const;

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

/** A refusal of the kind the server gave before the values were sealed (spec 000 §8: the message and the field). */
function refused(message: string, field: string): BadRequest {
  return new BadRequest(message, { statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
}

export function createHealthRecordsApi(hd: RecordsHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, healthRecordsRoutes);

  /**
   * Opens each row's encrypted_data (data key for `hd1.`, private key for the server's OpenPGP
   * messages: migration 0023's, the demo seed's). One the private key opened is then sent back
   * re-sealed under the data key through `reseal` (resealOpened; the call loads on demand), so after
   * a reload it opens without the password.
   */
  async function openAll<R extends { id: string; encrypted_data: string }, D>(rows: R[], reseal: HealthRecordSealRoute): Promise<OpenedRecords<Omit<R, 'encrypted_data'> & D>> {
    const privateKey = hd.$privateKey.get();
    const out: OpenedRecords<Omit<R, 'encrypted_data'> & D> = { records: [], locked: false, unreadable: 0 };
    for (const { encrypted_data, ...row } of rows) {
      try {
        const details = resealOpened(hd, encrypted_data, await openClinicalRecord<D>(hd, encrypted_data, { privateKey }), (sealed) =>
          import('./record-reseal.js').then((m) => m.sendResealedHealthRecord(hd, reseal, row.id, encrypted_data, sealed)),
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
  async function allOpen<T>(read: () => Promise<OpenedRecords<T>>): Promise<T[]> {
    const opened = await read();
    if (opened.locked) throw new HealthDeckError(HEALTH_DATA_LOCKED, 423);
    return opened.records;
  }

  const api = {
    /** The active medications, allergies and health issues the member can add (ours). */
    catalogue: (signal?: AbortSignal): Promise<HealthRecordsCatalogueResponse> => call('healthRecordsCatalogue', { signal }),
    /** Which keys are open: part of the query keys of the sealed reads, so unlocking reads them again. */
    keyState: (): string => `${hd.$dataKey.get() ? 'data-key' : 'no-data-key'}+${hd.$privateKey.get() ? 'private-key' : 'no-private-key'}`,

    async currentMedications(signal?: AbortSignal): Promise<OpenedRecords<OpenedMedication>> {
      return openAll<UserMedication, MedicationDetails>((await call('currentMedications', { signal })).medications, 'userMedicationSealRecord');
    },
    async medicationsLog(limit?: number, signal?: AbortSignal): Promise<OpenedRecords<OpenedMedicationLogEntry>> {
      return openAll<MedicationLogEntry, MedicationDetails>(
        (await call('medicationsLog', { query: limit === undefined ? {} : { limit }, signal })).medications_log,
        'medicationLogSealRecord',
      );
    },
    /**
     * Starts a catalogue medication, or changes it when the member already takes it (spec: saving
     * again updates); its details are sealed here. Current medications and the log are read again.
     */
    async scheduleMedication(input: MedicationInput): Promise<OpenedMedication> {
      const catalogue = await api.catalogue();
      const medication = catalogue.medications.find((m) => m.id === input.medication_id);
      if (!medication) throw refused(MEDICATION_NOT_FOUND_MESSAGE, 'medication_id');
      const existing = (await allOpen(() => api.currentMedications())).find((m) => m.medication_id === medication.id);
      const details: MedicationDetails = { medication_id: medication.id, name: medication.name, drug_type: medication.drug_type, strength: medication.strength, dosage: input.dosage.trim() };
      const result = await call('medicationSchedule', {
        body: {
          ...(existing ? { id: existing.id } : {}),
          encrypted_data: await sealForServer(hd, details),
          recurrence: input.recurrence ?? 'daily',
          times: input.times,
          start_date: input.start_date,
          end_date: input.end_date ?? null,
        },
      });
      await queryClient.invalidateQueries({ queryKey: MEDICATIONS_KEY });
      const { encrypted_data: _sealed, ...schedule } = result.medication;
      return { ...schedule, ...details };
    },

    async currentAllergies(signal?: AbortSignal): Promise<OpenedRecords<OpenedAllergy>> {
      return openAll<{ id: string; encrypted_data: string }, AllergyDetails>((await call('currentAllergies', { signal })).allergies, 'userAllergySealRecord');
    },
    /** Records a catalogue allergy, or updates it when already recorded; sealed here. */
    async saveAllergy(input: AllergyInput): Promise<OpenedAllergy> {
      const allergy = (await api.catalogue()).allergies.find((a) => a.id === input.allergy_id);
      if (!allergy) throw refused(ALLERGY_NOT_FOUND_MESSAGE, 'allergy_id');
      const existing = (await allOpen(() => api.currentAllergies())).find((a) => a.allergy_id === allergy.id);
      const details: AllergyDetails = { allergy_id: allergy.id, name: allergy.name, category: allergy.category, severity: input.severity, reaction: (input.reaction ?? '').trim() };
      const result = await call('saveUserAllergy', { body: { ...(existing ? { id: existing.id } : {}), encrypted_data: await sealForServer(hd, details) } });
      await queryClient.invalidateQueries({ queryKey: CURRENT_ALLERGIES_KEY });
      return { id: result.allergy.id, ...details };
    },

    async currentHealthIssues(signal?: AbortSignal): Promise<OpenedRecords<OpenedHealthIssue>> {
      return openAll<{ id: string; encrypted_data: string }, HealthIssueDetails>((await call('currentHealthIssues', { signal })).health_issues, 'userHealthIssueSealRecord');
    },
    /** Records a catalogue health issue, or updates it when already recorded; sealed here. The diagnosis date cannot be after today (the browser's day). */
    async saveHealthIssue(input: HealthIssueInput): Promise<OpenedHealthIssue> {
      const issue = (await api.catalogue()).health_issues.find((i) => i.id === input.health_issue_id);
      if (!issue) throw refused(HEALTH_ISSUE_NOT_FOUND_MESSAGE, 'health_issue_id');
      const diagnosed_on = input.diagnosed_on ?? null;
      if (diagnosed_on !== null && diagnosed_on > localDay()) throw refused(DIAGNOSIS_IN_FUTURE_MESSAGE, 'diagnosed_on');
      const existing = (await allOpen(() => api.currentHealthIssues())).find((i) => i.health_issue_id === issue.id);
      const details: HealthIssueDetails = { health_issue_id: issue.id, name: issue.name, icd10_code: issue.icd10_code, diagnosed_on, notes: (input.notes ?? '').trim() };
      const result = await call('saveUserHealthIssue', { body: { ...(existing ? { id: existing.id } : {}), encrypted_data: await sealForServer(hd, details) } });
      await queryClient.invalidateQueries({ queryKey: CURRENT_HEALTH_ISSUES_KEY });
      return { id: result.health_issue.id, ...details };
    },
  };
  return api;
}
export type HealthRecordsApi = ReturnType<typeof createHealthRecordsApi>;

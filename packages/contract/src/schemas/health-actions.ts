import { z } from 'zod';
import { ALLERGY_CATEGORIES, CareCategory, DrugType, DurationUnit, Recurrence } from './admin-classes/content.js';
import { EncryptedData } from './measurements.js';
import { ResealedRecord } from './kits.js';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date');
const Uuid = (name: string) => z.string().uuid(`${name} must be a UUID`);

/** Where a member stands with a health action (spec 000 §4: "the resulting status is not shown"; ours). */
export const HEALTH_ACTION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const HealthActionStatus = z.enum(HEALTH_ACTION_STATUSES);
export type HealthActionStatus = z.infer<typeof HealthActionStatus>;

/** One health action of the member in one programme (spec 000 §3.3 program_id with health_action_id, priority). */
export const UserHealthAction = z.object({
  id: z.string().uuid(),
  health_action_id: z.string().uuid(),
  program_id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  code: z.string(),
  care_category: CareCategory,
  recurrence: Recurrence,
  duration: z.number().int().nullable(),
  duration_unit: DurationUnit.nullable(),
  url: z.string().nullable(),
  priority: z.number().int(),
  status: HealthActionStatus,
  started_at: z.string().datetime({ offset: true }).nullable(),
  completed_at: z.string().datetime({ offset: true }).nullable(),
});
export type UserHealthAction = z.infer<typeof UserHealthAction>;

/** spec 000 §7.6 user-health-actions, completed, in-progress. */
export const UserHealthActionsResponse = z.object({ health_actions: z.array(UserHealthAction) });
export type UserHealthActionsResponse = z.infer<typeof UserHealthActionsResponse>;

/** spec 000 §3.3 Health action status change: program_id, health_action_id. */
export const HealthActionStatusRequest = z.object({
  program_id: Uuid('program_id'),
  health_action_id: Uuid('health_action_id'),
});
export type HealthActionStatusRequest = z.infer<typeof HealthActionStatusRequest>;
export const HealthActionStatusResponse = z.object({ health_action: UserHealthAction });
export type HealthActionStatusResponse = z.infer<typeof HealthActionStatusResponse>;

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM times');

// Which medication, allergy or health issue a member has, and what they wrote about it, is
// sealed in the browser (`encrypted_data`: an `hd1.` record under the member's data key, or an
// OpenPGP message to the member's public key for rows the server sealed: migration 0022, the demo
// seed). The server keeps readable only what it computes with: a medication's recurrence, times and
// dates (which medications are current, the non-recurring end date, reminders). docs/ENCRYPTION.md.

/** What a medication record holds once opened: the catalogue medication as picked, and the dosage. */
export const MedicationDetails = z.object({
  medication_id: z.string(),
  name: z.string(),
  drug_type: DrugType,
  strength: z.string(),
  dosage: z.string(),
});
export type MedicationDetails = z.infer<typeof MedicationDetails>;

/** A medication the member takes (spec 000 §7.6 current medications): the schedule, and the sealed MedicationDetails. */
export const UserMedication = z.object({
  id: z.string().uuid(),
  /** spec 000 §3.4 Recurrence: how often the times repeat (see MedicationScheduleRequest). */
  recurrence: Recurrence,
  times: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string().nullable(),
  encrypted_data: z.string(),
});
export type UserMedication = z.infer<typeof UserMedication>;
export const CurrentMedicationsResponse = z.object({ medications: z.array(UserMedication) });
export type CurrentMedicationsResponse = z.infer<typeof CurrentMedicationsResponse>;

/**
 * spec 000 §7.6 POST medications schedule: start (or change, with the `id` of the member's record)
 * taking a medication. Recurrence (spec 000 §3.4): daily — at the times every day; weekly — on the
 * start date's weekday; monthly — on the start date's day of the month; non-recurring — once, on the
 * start date (the end date is then the start date). `encrypted_data` seals MedicationDetails.
 */
export const MedicationScheduleRequest = z.object({
  id: Uuid('id').optional(),
  encrypted_data: EncryptedData,
  recurrence: Recurrence.default('daily'),
  times: z.array(Time).min(1, 'Add at least one time').max(8),
  start_date: Day,
  end_date: Day.nullable().default(null),
});
export type MedicationScheduleRequest = z.input<typeof MedicationScheduleRequest>;
export const MedicationScheduleResponse = z.object({ medication: UserMedication });
export type MedicationScheduleResponse = z.infer<typeof MedicationScheduleResponse>;

export const MEDICATION_LOG_EVENTS = ['scheduled', 'rescheduled'] as const;
/** spec 000 §7.6 medications-log: what changed in the member's medications, newest first (the details as saved then, sealed). */
export const MedicationLogEntry = z.object({
  id: z.string().uuid(),
  user_medication_id: z.string().uuid(),
  event: z.enum(MEDICATION_LOG_EVENTS),
  recurrence: Recurrence,
  times: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string().nullable(),
  encrypted_data: z.string(),
  created_at: z.string().datetime({ offset: true }),
});
export type MedicationLogEntry = z.infer<typeof MedicationLogEntry>;
export const MedicationsLogQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();
export const MedicationsLogResponse = z.object({ medications_log: z.array(MedicationLogEntry) });
export type MedicationsLogResponse = z.infer<typeof MedicationsLogResponse>;

export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
/** What an allergy record holds once opened: the catalogue allergy as picked, severity and reaction. */
export const AllergyDetails = z.object({
  allergy_id: z.string(),
  name: z.string(),
  category: z.enum(ALLERGY_CATEGORIES),
  severity: z.enum(ALLERGY_SEVERITIES),
  reaction: z.string(),
});
export type AllergyDetails = z.infer<typeof AllergyDetails>;
export const UserAllergy = z.object({ id: z.string().uuid(), encrypted_data: z.string() });
export type UserAllergy = z.infer<typeof UserAllergy>;
export const CurrentAllergiesResponse = z.object({ allergies: z.array(UserAllergy) });
export type CurrentAllergiesResponse = z.infer<typeof CurrentAllergiesResponse>;

/** spec 000 §7.6 save-user-allergy POST: a new allergy, or (with the `id` of the member's record) a change to one. */
export const SaveUserAllergyRequest = z.object({ id: Uuid('id').optional(), encrypted_data: EncryptedData });
export type SaveUserAllergyRequest = z.input<typeof SaveUserAllergyRequest>;
export const SaveUserAllergyResponse = z.object({ allergy: UserAllergy });
export type SaveUserAllergyResponse = z.infer<typeof SaveUserAllergyResponse>;

/** What a health issue record holds once opened: the catalogue health issue as picked, diagnosis date and notes. */
export const HealthIssueDetails = z.object({
  health_issue_id: z.string(),
  name: z.string(),
  icd10_code: z.string(),
  diagnosed_on: z.string().nullable(),
  notes: z.string(),
});
export type HealthIssueDetails = z.infer<typeof HealthIssueDetails>;
export const UserHealthIssue = z.object({ id: z.string().uuid(), encrypted_data: z.string() });
export type UserHealthIssue = z.infer<typeof UserHealthIssue>;
export const CurrentHealthIssuesResponse = z.object({ health_issues: z.array(UserHealthIssue) });
export type CurrentHealthIssuesResponse = z.infer<typeof CurrentHealthIssuesResponse>;

/** Saves one of the member's health issues (spec 000 §8 "health issue … save": 400 carries the server message); `id` changes one. */
export const SaveUserHealthIssueRequest = z.object({ id: Uuid('id').optional(), encrypted_data: EncryptedData });
export type SaveUserHealthIssueRequest = z.input<typeof SaveUserHealthIssueRequest>;
export const SaveUserHealthIssueResponse = z.object({ health_issue: UserHealthIssue });
export type SaveUserHealthIssueResponse = z.infer<typeof SaveUserHealthIssueResponse>;

/** A medications log entry the re-seal names that is not the member's (404 of medicationLogSealRecord). */
export const MEDICATION_LOG_ENTRY_NOT_FOUND_MESSAGE = 'Medications log entry not found';
/** 409 of the health records' re-seals: the record is no longer the one that was opened. */
export const HEALTH_RECORD_CHANGED_MESSAGE = 'This health record has changed. Open it again.';
export const HealthRecordParams = z.object({ id: Uuid('id') });
/**
 * Ours (docs/decisions/0034-server-sealed-records-resealed.md): a medication, medications log entry,
 * allergy or health issue the server sealed to the member's public key (migration 0023, the demo
 * seed), re-sealed in the member's browser under the data key (hd1. only). These rows have no
 * updated_at and a save changes a record in place, so the version opened is named by the record
 * itself: `sealed_sha256`, the SHA-256 (hex) of the encrypted_data the browser opened.
 */
export const HealthRecordSealBody = z.object({
  encrypted_data: ResealedRecord,
  sealed_sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sealed_sha256 must be the SHA-256 (hex) of the record opened'),
});
export type HealthRecordSealBody = z.infer<typeof HealthRecordSealBody>;
export const MedicationLogEntryResponse = z.object({ entry: MedicationLogEntry });
export type MedicationLogEntryResponse = z.infer<typeof MedicationLogEntryResponse>;

/** A catalogue medication a member can pick (spec 000 §3.1 medications, §3.4 drug types). */
export const CatalogueMedication = z.object({ id: z.string().uuid(), name: z.string(), generic_name: z.string(), drug_type: DrugType, strength: z.string() });
export type CatalogueMedication = z.infer<typeof CatalogueMedication>;
/** A catalogue allergy a member can pick (spec 000 §3.1 allergies). */
export const CatalogueAllergy = z.object({ id: z.string().uuid(), name: z.string(), category: z.enum(ALLERGY_CATEGORIES) });
export type CatalogueAllergy = z.infer<typeof CatalogueAllergy>;
/** A catalogue health issue a member can pick (spec 000 §3.1 health_issues). */
export const CatalogueHealthIssue = z.object({ id: z.string().uuid(), name: z.string(), icd10_code: z.string() });
export type CatalogueHealthIssue = z.infer<typeof CatalogueHealthIssue>;

/**
 * What a member picks from when adding a medication, allergy or health issue: the active catalogue
 * records, by name (ours: the spec's saves take catalogue ids but show no member read of the catalogues).
 */
export const HealthRecordsCatalogueResponse = z.object({
  medications: z.array(CatalogueMedication),
  allergies: z.array(CatalogueAllergy),
  health_issues: z.array(CatalogueHealthIssue),
});
export type HealthRecordsCatalogueResponse = z.infer<typeof HealthRecordsCatalogueResponse>;

// The member's whole record as the browser holds it once opened (docs/decisions/0103-fhir-export.md):
// what the FHIR bundle and the PDF summary are made from. Plain data only, so it crosses into the
// export worker by structured clone.
import type { Appointment, BodyMetricRecord, ConsentRecordItem, DailyLog, HraFormKind, KitStatusData, ProviderCode } from '@healthdeck/contract/light';
import type { OpenedAllergy, OpenedHealthIssue, OpenedMedication } from '../domains/health-records.js';
import type { BodyMeasurement } from '../domains/measurements.js';
import type { DecryptedVitals } from '../rules/vitals.js';

export interface ExportedVital {
  id: string;
  created_at: string;
  values: DecryptedVitals;
}

export interface ExportedMeasurement {
  id: string;
  created_at: string;
  value: BodyMeasurement;
}

export interface ExportedKit {
  id: string;
  kit_id: string;
  name: string;
  provider_code: ProviderCode;
  updated_at: string;
  /** The vendor sandbox that made the report up, or null for a real lab. */
  sandbox: string | null;
  report: KitStatusData;
}

export interface ExportedForm {
  /** An HRA section's kind, or 'nutrition'. */
  kind: HraFormKind | 'nutrition';
  status: string;
  updated_at: string | null;
  answers: unknown;
}

export type ExportedAppointment = Omit<Appointment, 'encrypted_data'>;

export interface MemberRecord {
  /** When the export was made (ISO date and time). */
  exported_at: string;
  member: { id: string; name: string | null; email: string };
  vitals: ExportedVital[];
  measurements: ExportedMeasurement[];
  kits: ExportedKit[];
  /** Hydration, sleep levels, mood and symptoms the member logged, one entry a day. */
  daily_logs: DailyLog[];
  /** Sleep and physical summaries from connected devices. */
  body_metrics: BodyMetricRecord[];
  forms: ExportedForm[];
  medications: OpenedMedication[];
  allergies: OpenedAllergy[];
  health_issues: OpenedHealthIssue[];
  appointments: ExportedAppointment[];
  consents: ConsentRecordItem[];
  /** Sealed records that could not be opened with the keys at hand (left out, and said so). */
  unopened: number;
}

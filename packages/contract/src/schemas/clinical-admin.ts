import { z } from 'zod';
import { Measurement } from './measurements.js';
import { VitalRecord } from './vitals.js';
import { HraSection, RiskScoreKind } from './hra.js';
import { TelehealthForm } from './telehealth.js';

export const AdminUserParams = z.object({ id: z.string().uuid('The user id must be a UUID') });

/** spec 000 §7.2 simulate medical record (POST with user_id). */
export const SimulateMedicalRecordRequest = z.object({ user_id: z.string().uuid('user_id must be a user id') });
export const SimulateMedicalRecordResponse = z.object({ vital: VitalRecord, measurement: Measurement });
export type SimulateMedicalRecordResponse = z.infer<typeof SimulateMedicalRecordResponse>;
export const MEMBER_NOT_FOUND_MESSAGE = 'User not found';
export const MEMBER_HAS_NO_KEY_MESSAGE = 'The member has no public key yet (they have not signed in since registering)';

/** What a simulated record holds once decrypted (spec 001 §3 vitals values and body measurement). */
export interface SimulatedVitals {
  hr: number;
  hrv: number;
  sbp: number;
  dbp: number;
  rr: number;
  spo2: number;
}
export interface SimulatedMeasurement {
  circumference_params: { chest: number; waist: number; low_hips: number };
  bmi: number;
  bmr: number;
  fat_body_mass: number;
  fat_percentage: number;
  lean_body_mass: number;
}

/** A risk score as stored: which screening, when, and its score and level sealed (RiskScoreValue once opened). */
export const RiskScore = z.object({
  kind: RiskScoreKind,
  encrypted_data: z.string(),
  submitted_at: z.string().datetime({ offset: true }),
});
export type RiskScore = z.infer<typeof RiskScore>;
/** spec 000 §7.2 user risk scores by user id (the latest of each kind). */
export const AdminRiskScoresResponse = z.object({ user_id: z.string().uuid(), risk_scores: z.array(RiskScore) });
export type AdminRiskScoresResponse = z.infer<typeof AdminRiskScoresResponse>;
/** spec 000 §7.2 user EPDS form by user id (ciphertext; readable with the escrow key only). */
export const AdminEpdsFormResponse = z.object({ user_id: z.string().uuid(), form: HraSection.nullable() });
export type AdminEpdsFormResponse = z.infer<typeof AdminEpdsFormResponse>;
/** spec 000 §7.2 admin telehealth form by user id. */
export const AdminTelehealthFormResponse = z.object({ user_id: z.string().uuid(), form: TelehealthForm.nullable() });
export type AdminTelehealthFormResponse = z.infer<typeof AdminTelehealthFormResponse>;
/** spec 000 §7.2 smartlink vitals: a member's vitals for the care advocate, newest first. */
export const AdminSmartlinkVitalsQuery = z.object({
  user_id: z.string().uuid('user_id must be a user id'),
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(10),
});
export const AdminSmartlinkVitalsResponse = z.object({
  user_id: z.string().uuid(),
  vitals: z.object({ total_count: z.number().int().min(0), models: z.array(VitalRecord) }),
});
export type AdminSmartlinkVitalsResponse = z.infer<typeof AdminSmartlinkVitalsResponse>;

import { z } from 'zod';
import { EncryptedData } from './measurements.js';
import { ResealedRecord } from './kits.js';
import { SandboxSource } from './common.js';

/** spec 001 §3 Vitals record: encrypted_data (decrypted values hr, hrv, sbp, dbp, rr, spo2 in the client). */
export const VitalRecord = z.object({
  id: z.string().uuid(),
  encrypted_data: z.string(),
  /** 'simulated' or 'seed' for random values the admin's simulate call or the demo seed wrote (docs/decisions/0090-sandboxes-say-so.md), else null. */
  sandbox: SandboxSource,
  created_at: z.string().datetime({ offset: true }),
});
export type VitalRecord = z.infer<typeof VitalRecord>;

/** spec 001 §7 Load vitals: page 1, take 1 (spec 001 §9 page size 1). */
export const VitalsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(1),
});

/** spec 001 §7: vitals.total_count and models[0].encrypted_data (newest first). */
export const VitalsResponse = z.object({
  vitals: z.object({ total_count: z.number().int().min(0), models: z.array(VitalRecord) }),
});
export type VitalsResponse = z.infer<typeof VitalsResponse>;

export const VitalCreateRequest = z.object({ encrypted_data: EncryptedData });
export type VitalCreateRequest = z.infer<typeof VitalCreateRequest>;
export const VitalCreateResponse = z.object({ vital: VitalRecord });
export type VitalCreateResponse = z.infer<typeof VitalCreateResponse>;

export const VitalParams = z.object({ id: z.string().uuid('id must be a vitals record id') });
export const VITAL_NOT_FOUND_MESSAGE = 'Vitals record not found';
/** 409 of vitalSealRecord: the record is no longer the one that was opened. */
export const VITAL_RECORD_CHANGED_MESSAGE = 'These vitals have changed. Open them again.';
/**
 * Ours: a vitals record the server sealed to the member's public key, re-sealed in the member's
 * browser under the data key (hd1. only), as kit reports are (KitSealReportBody). A vital is written
 * once and never updated (there is no updated_at): the record it re-seals is named by its
 * `created_at`, and the server replaces only the ciphertext it holds (compare-and-set).
 */
export const VitalSealRecordBody = z.object({
  encrypted_data: ResealedRecord,
  created_at: z.string().min(1, 'created_at is required'),
});
export type VitalSealRecordBody = z.infer<typeof VitalSealRecordBody>;
export const VitalRecordResponse = z.object({ vital: VitalRecord });
export type VitalRecordResponse = z.infer<typeof VitalRecordResponse>;

/** spec 001 §9: a scan takes about 60 seconds; a second vital sooner than that is refused. */
export const VITAL_MIN_INTERVAL_SECONDS = 60;
export const VITAL_TOO_SOON_MESSAGE = 'A vitals scan takes about 60 seconds. Please wait a minute before saving another.';

/** spec 001 §3 vital info keys. */
export const VITAL_INFO_KEYS = ['heartRate', 'heartRateVariability', 'bloodPressure', 'respirationRate', 'o2Saturation', 'stressIndex'] as const;

/**
 * One record of the admin class vital_warning_thresholds (spec 000 §3.1; shape not shown, ours):
 * for a decrypted value (hr, hrv, sbp, dbp, rr, spo2), the bounds outside which it is a warning
 * and the wider bounds outside which it is bad. The client applies them (it alone can decrypt).
 */
export const VITAL_VALUE_KEYS = ['hr', 'hrv', 'sbp', 'dbp', 'rr', 'spo2'] as const;
export const VitalWarningThreshold = z.object({
  value: z.enum(VITAL_VALUE_KEYS),
  warning_min: z.number().nullable(),
  warning_max: z.number().nullable(),
  bad_min: z.number().nullable(),
  bad_max: z.number().nullable(),
});
export type VitalWarningThreshold = z.infer<typeof VitalWarningThreshold>;
export const VitalThresholdsResponse = z.object({ thresholds: z.array(VitalWarningThreshold) });
export type VitalThresholdsResponse = z.infer<typeof VitalThresholdsResponse>;

import { z } from 'zod';
import { EncryptedData } from './measurements.js';
import { VITAL_SCAN_MAX_FRAMES } from '../vitals-scan-limits.js';

/** spec 001 §3 Vitals record: encrypted_data (decrypted values hr, hrv, sbp, dbp, rr, spo2 in the client). */
export const VitalRecord = z.object({
  id: z.string().uuid(),
  encrypted_data: z.string(),
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

/**
 * spec 001 §2 (the scan at /client/vitals) and §9 (scan about 60 seconds): the live-scan session.
 * The browser reads the mean colour of the face oval in each camera frame (no image leaves it)
 * and sends that light signal once the scan ends; the vitals vendor (the server's sandbox) answers
 * the values, which the browser seals and saves with vitalCreate. The server keeps nothing.
 */
export const VitalScanFrame = z.object({
  /** Milliseconds since the scan started. */
  t: z
    .number()
    .min(0)
    .max(10 * 60 * 1000),
  r: z.number().min(0).max(255),
  g: z.number().min(0).max(255),
  b: z.number().min(0).max(255),
});
export type VitalScanFrame = z.infer<typeof VitalScanFrame>;
export const VitalScanRequest = z.object({ frames: z.array(VitalScanFrame).min(1).max(VITAL_SCAN_MAX_FRAMES) });
export type VitalScanRequest = z.infer<typeof VitalScanRequest>;
export const VitalScanValues = z.object({ hr: z.number(), hrv: z.number(), sbp: z.number(), dbp: z.number(), rr: z.number(), spo2: z.number() });
export type VitalScanValues = z.infer<typeof VitalScanValues>;
export const VitalScanResponse = z.object({ values: VitalScanValues });
export type VitalScanResponse = z.infer<typeof VitalScanResponse>;

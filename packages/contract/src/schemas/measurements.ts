import { z } from 'zod';
import { SandboxSource } from './common.js';
import { ResealedAtUpdate } from './kits.js';

/** spec 000 §1: member data is stored encrypted; the server keeps only ciphertext. */
export const ENCRYPTED_DATA_MAX = 65536;
export const ENCRYPTED_DATA_MESSAGE = 'encrypted_data must be an encrypted record (hd1. or an OpenPGP message)';

/**
 * An `encrypted_data` field written by the member's client: an 'hd1.' record sealed under the
 * member's data key, or an armored OpenPGP message to their public key. Plain JSON is refused, so
 * nothing readable is ever stored by mistake: the server holds ciphertext it cannot open.
 */
export const EncryptedData = z
  .string()
  .max(ENCRYPTED_DATA_MAX, `encrypted_data must be at most ${ENCRYPTED_DATA_MAX} characters`)
  .refine((v) => /^hd1\.[A-Za-z0-9+/]+={0,2}$/.test(v) || v.trimStart().startsWith('-----BEGIN PGP MESSAGE-----'), ENCRYPTED_DATA_MESSAGE);

/** Server statuses of a measurement (spec 000 §3.3); pending and in_progress are shown as pending. */
export const MEASUREMENT_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const MeasurementStatus = z.enum(MEASUREMENT_STATUSES);
export type MeasurementStatus = z.infer<typeof MeasurementStatus>;

/** spec 000 §4: what the member sees: pending (pending or in_progress) or completed. */
export const ReportedMeasurementStatus = z.enum(['pending', 'completed']);

/** spec 000 §3.3 Measurements: encrypted_data, status. */
export const Measurement = z.object({
  id: z.string().uuid(),
  status: MeasurementStatus,
  encrypted_data: z.string().nullable(),
  sample_count: z.number().int().min(0),
  /** '3d-look' when the 3D Look sandbox measured the scan, 'simulated' or 'seed' when the admin's simulate call or the demo seed wrote it (made up: docs/decisions/0090-sandboxes-say-so.md), else null. */
  sandbox: SandboxSource,
  created_at: z.string().datetime({ offset: true }),
  updated_at: z.string().datetime({ offset: true }),
});
export type Measurement = z.infer<typeof Measurement>;

export const MeasurementsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * spec 001 §3 User.measurement_skip_reason, member free text: sealed in the browser under the data key
 * (docs/ENCRYPTION.md); a reason stored before it was, sealed by migration 0035 to the member's
 * public key, is re-sealed by the browser once opened (measurementSkipSealRecord).
 * `updated_at` names the version opened.
 */
export const MeasurementSkip = z.object({
  encrypted_data: z.string(),
  updated_at: z.string().datetime({ offset: true }),
});
export type MeasurementSkip = z.infer<typeof MeasurementSkip>;

/** Newest first; spec 001 §3 User.measurement_skip_reason (sealed) travels with the list. */
export const MeasurementsResponse = z.object({
  measurements: z.object({ total_count: z.number().int().min(0), models: z.array(Measurement) }),
  measurement_skip: MeasurementSkip.nullable(),
});
export type MeasurementsResponse = z.infer<typeof MeasurementsResponse>;

/**
 * Saves a measurement the client has measured and sealed. With `id`, completes a scan started by
 * sending samples (pending or in_progress) with its result.
 */
export const MeasurementCreateRequest = z.object({
  id: z.string().uuid('id must be a measurement id').optional(),
  encrypted_data: EncryptedData,
});
export type MeasurementCreateRequest = z.infer<typeof MeasurementCreateRequest>;
export const MeasurementResponse = z.object({ measurement: Measurement });
export type MeasurementResponse = z.infer<typeof MeasurementResponse>;

export const MeasurementParams = z.object({ id: z.string().uuid('id must be a measurement id') });
/** 409 of measurementSealRecord: the measurement changed (e.g. a started scan completed) since it was opened. */
export const MEASUREMENT_RECORD_CHANGED_MESSAGE = 'This measurement has changed. Open it again.';
/**
 * Ours: a body measurement the server sealed to the member's public key, re-sealed in the member's
 * browser under the data key (hd1. only), for the version it opened (`updated_at`), as kit reports are.
 */
export const MeasurementSealRecordBody = ResealedAtUpdate;
export type MeasurementSealRecordBody = z.infer<typeof MeasurementSealRecordBody>;

/** spec 000 §7.6 POST samples: scan samples (sealed); without measurement_id they start a new scan. */
export const MeasurementSamplesRequest = z.object({
  measurement_id: z.string().uuid('measurement_id must be a measurement id').optional(),
  encrypted_data: EncryptedData,
});
export type MeasurementSamplesRequest = z.infer<typeof MeasurementSamplesRequest>;

/**
 * spec 000 §3.3 Measurement skip: reason, sealed; spec 001 §9's max 256 is checked in the browser
 * before sealing (sdk rules/skip-body-scan.ts): the server sees only the sealed reason and refuses a
 * readable one.
 */
export const MeasurementSkipRequest = z.object({ encrypted_data: EncryptedData });
export type MeasurementSkipRequest = z.infer<typeof MeasurementSkipRequest>;
export const MeasurementSkipResponse = z.object({ measurement_skip: MeasurementSkip });
export type MeasurementSkipResponse = z.infer<typeof MeasurementSkipResponse>;
/** 409 of measurementSkipSealRecord: the member saved another reason since the one opened. */
export const MEASUREMENT_SKIP_CHANGED_MESSAGE = 'This skip reason has changed. Open it again.';
/** 404 of measurementSkipSealRecord: the member has no skip reason. */
export const MEASUREMENT_SKIP_NOT_FOUND_MESSAGE = 'Skip reason not found';
/** Ours: a skip reason migration 0035 sealed to the member's public key, re-sealed in the browser (hd1. only), as kit reports are. */
export const MeasurementSkipSealBody = ResealedAtUpdate;
export type MeasurementSkipSealBody = z.infer<typeof MeasurementSkipSealBody>;

/**
 * spec 000 §4 Last measurement: status pending and in_progress are reported as pending (with no
 * data); null when the member has none.
 */
export const LastMeasurement = z.object({
  id: z.string().uuid(),
  status: ReportedMeasurementStatus,
  encrypted_data: z.string().nullable(),
  /** As Measurement's. */
  sandbox: SandboxSource,
  created_at: z.string().datetime({ offset: true }),
  updated_at: z.string().datetime({ offset: true }),
});
export type LastMeasurement = z.infer<typeof LastMeasurement>;
export const LastMeasurementResponse = z.object({
  measurement: LastMeasurement.nullable(),
  measurement_skip: MeasurementSkip.nullable(),
});
export type LastMeasurementResponse = z.infer<typeof LastMeasurementResponse>;

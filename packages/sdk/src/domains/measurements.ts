// spec 000 §3.3 (measurements: encrypted_data, status; Measurement skip: reason), §4 (Last
// measurement: pending and in_progress are reported as pending; nothing without encrypted data or
// private key), §7.6 (GET, POST, skip, last-measurement, POST samples); spec 001 §3 Body measurement,
// §5, §7, §8. The last measurement's read and the skip each register only their own route row, so
// the body scan's first screen does not register the other calls'. The skip reason is member free
// text: sealed here, opened here (docs/ENCRYPTION.md).
import {
  measurementLastRoutes,
  measurementSkipRoutes,
  measurementsRoutes,
  recordResealRoutes,
  type LastMeasurementResponse,
  type Measurement,
  type MeasurementSkip,
  type MeasurementsResponse,
  type RouteQuery,
} from '@healthdeck/contract/light';
import type { CircumferenceParams } from '../rules/body-scan.js';
import { routed } from '../transport/http.js';
import { BadRequest } from '../transport/errors.js';
import { SKIP_BODY_SCAN_ERRORS, SKIP_REASON_MAX } from '../rules/skip-body-scan.js';
import { openClinicalRecord, resealOpened, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export type MeasurementsQuery = NonNullable<RouteQuery<'measurements'>>;

/** Every key starts with ['measurements']: a save, samples, a skip (and a vital simulated by staff) invalidate them. */
export const measurementsKeys = {
  all: ['measurements'] as const,
  list: (query: MeasurementsQuery = {}) => ['measurements', 'list', query] as const,
  last: ['measurements', 'last'] as const,
};

/** spec 001 §8: what the member is shown when the last measurement cannot be loaded. */
export const LAST_MEASUREMENT_FAILED = 'Failed to get last measurement, please try again later.';

/** spec 001 §3 Body measurement (what a measurement holds once opened). */
export interface BodyMeasurement {
  circumference_params?: CircumferenceParams;
  bmi?: number;
  bmr?: number;
  fat_body_mass?: number;
  fat_percentage?: number;
  lean_body_mass?: number;
}

/** spec 000 §4: the last measurement as the member sees it. */
export interface OpenedLastMeasurement {
  id: string;
  status: 'pending' | 'completed';
  /** The opened body measurement; null while pending or without the key. */
  value: BodyMeasurement | null;
  /** The sandbox that made it up (contract SandboxSource: '3d-look'), null when real: the screen marks it as demo data. */
  sandbox: Measurement['sandbox'];
  created_at: string;
}

const call = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, measurementsRoutes);
const changed = (hd: ClinicalHost) => hd.queryClient.invalidateQueries({ queryKey: measurementsKeys.all });

/** The member's measurements, newest first, with the skip reason. */
export function fetchMeasurements(hd: ClinicalHost, query: MeasurementsQuery = {}, signal?: AbortSignal): Promise<MeasurementsResponse> {
  return call(hd)('measurements', { query, signal });
}

/** Seals and saves a body measurement; with `id`, completes a scan started by samples. */
export async function saveMeasurement(hd: ClinicalHost, value: BodyMeasurement, id?: string): Promise<Measurement> {
  const encrypted_data = await sealForServer(hd, value);
  const result = await call(hd)('measurementCreate', { body: id ? { id, encrypted_data } : { encrypted_data } });
  await changed(hd);
  return result.measurement;
}

/** Seals and sends scan samples; without a measurement id they start a new (pending) scan. */
export async function addMeasurementSamples(hd: ClinicalHost, samples: unknown, measurementId?: string): Promise<Measurement> {
  const encrypted_data = await sealForServer(hd, samples);
  const result = await call(hd)('measurementSamples', { body: measurementId ? { measurement_id: measurementId, encrypted_data } : { encrypted_data } });
  await changed(hd);
  return result.measurement;
}

/** A refusal worded as the server gave it before the reason was sealed (spec 001 §5, §9). */
function skipRefused(message: string): BadRequest {
  return new BadRequest(message, { statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { reason: message } });
}

/**
 * spec 001 §5, §7: saves the skip reason (the free text if given, else the option; max 256, checked
 * here: the reason is sealed under the data key before it is sent, docs/ENCRYPTION.md).
 */
export async function skipMeasurement(hd: ClinicalHost, reason: string): Promise<{ measurement_skip_reason: string }> {
  const trimmed = reason.trim();
  if (!trimmed) throw skipRefused(SKIP_BODY_SCAN_ERRORS.reasonRequired);
  if ([...trimmed].length > SKIP_REASON_MAX) throw skipRefused(SKIP_BODY_SCAN_ERRORS.reasonTooLong);
  const encrypted_data = await sealForServer(hd, trimmed);
  await routed(hd.call, measurementSkipRoutes)('measurementSkip', { body: { encrypted_data } });
  await changed(hd);
  return { measurement_skip_reason: trimmed };
}

/**
 * Sends a skip reason the server sealed (migration 0035) back re-sealed under the data key, for the
 * version opened: a reason saved since is never overwritten (409). Keepalive, as the other re-seals.
 */
export function resealMeasurementSkip(hd: Pick<ClinicalHost, 'call'>, skip: MeasurementSkip, encrypted_data: string) {
  return routed(hd.call, recordResealRoutes)('measurementSkipSealRecord', { body: { encrypted_data, updated_at: skip.updated_at }, keepalive: true });
}

/**
 * The skip reason opened: 'hd1.' with the data key, one migration 0035 sealed to the member with the
 * private key (then re-sealed, resealOpened). `locked` when there is a reason this browser cannot
 * open yet (the widget then treats the scan as skipped without quoting it).
 */
export async function openMeasurementSkip(hd: ClinicalHost, skip: MeasurementSkip | null, keys: OpenKeys = {}): Promise<{ reason: string | null; locked: boolean }> {
  if (!skip) return { reason: null, locked: false };
  try {
    const reason = resealOpened(hd, skip.encrypted_data, await openClinicalRecord<string>(hd, skip.encrypted_data, keys), (sealed) => resealMeasurementSkip(hd, skip, sealed));
    return { reason, locked: reason === null };
  } catch {
    // Sealed under a key this member no longer has (before a password reset): shown as skipped.
    return { reason: null, locked: true };
  }
}

/** spec 000 §4, spec 001 §7: the last measurement as the server answers it (pending reported as pending, no data). */
export function fetchLastMeasurement(hd: ClinicalHost, signal?: AbortSignal): Promise<LastMeasurementResponse> {
  return routed(hd.call, measurementLastRoutes)('measurementLast', { signal });
}

/**
 * Sends a measurement the server sealed back re-sealed under the data key, for the version opened:
 * a scan completed since is never overwritten (409). Keepalive, so a reload right after the opening
 * does not cut it.
 */
function sendResealedMeasurement(hd: ClinicalHost, measurement: Pick<Measurement, 'id' | 'updated_at'>, encrypted_data: string) {
  return routed(hd.call, recordResealRoutes)('measurementSealRecord', {
    params: { id: measurement.id },
    body: { encrypted_data, updated_at: measurement.updated_at },
    keepalive: true,
  });
}

/**
 * Opens a body measurement; one the server sealed (simulated, seeded, the 3D Look sandbox's) is then
 * sent back re-sealed under the data key (resealOpened), so after a reload it opens without the password.
 */
export async function openMeasurement(hd: ClinicalHost, measurement: Pick<Measurement, 'id' | 'encrypted_data' | 'updated_at'>, keys: OpenKeys = {}): Promise<BodyMeasurement | null> {
  const opened = await openClinicalRecord<BodyMeasurement>(hd, measurement.encrypted_data, keys);
  return resealOpened(hd, measurement.encrypted_data, opened, (encrypted_data) => sendResealedMeasurement(hd, measurement, encrypted_data));
}

/** The last measurement and the skip reason as the member sees them (opened in the client). */
export interface OpenedLastMeasurementResponse {
  measurement: OpenedLastMeasurement | null;
  /** spec 001 §3 User.measurement_skip_reason, opened; null when none or while locked. */
  measurement_skip_reason: string | null;
  /** A reason exists that this browser cannot open yet (the private key is needed). */
  measurement_skip_locked: boolean;
}

/** The last measurement opened in the client (see openMeasurement); null when there is none. */
export async function fetchLastMeasurementOpened(hd: ClinicalHost, keys: OpenKeys = {}, signal?: AbortSignal): Promise<OpenedLastMeasurementResponse> {
  const { measurement, measurement_skip } = await fetchLastMeasurement(hd, signal);
  const skip = await openMeasurementSkip(hd, measurement_skip, keys);
  const skipped = { measurement_skip_reason: skip.reason, measurement_skip_locked: skip.locked };
  if (!measurement) return { measurement: null, ...skipped };
  const value = measurement.status === 'completed' ? await openMeasurement(hd, measurement, keys) : null;
  return { measurement: { id: measurement.id, status: measurement.status, value, sandbox: measurement.sandbox, created_at: measurement.created_at }, ...skipped };
}

type Signal = { signal?: AbortSignal };

export const measurementsQuery = (hd: ClinicalHost, query: MeasurementsQuery = {}) => ({
  queryKey: measurementsKeys.list(query),
  queryFn: ({ signal }: Signal) => fetchMeasurements(hd, query, signal),
});
/** spec 001 §7 Last measurement, opened in the client (the open keys are not part of the cache key). */
export const lastMeasurementQuery = (hd: ClinicalHost, keys: OpenKeys = {}) => ({
  queryKey: measurementsKeys.last,
  queryFn: ({ signal }: Signal) => fetchLastMeasurementOpened(hd, keys, signal),
});

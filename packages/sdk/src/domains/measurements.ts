// spec 000 §3.3 (measurements: encrypted_data, status), §4 (Last measurement: pending and
// in_progress are reported as pending; nothing without encrypted data or private key), §7.6
// (GET, POST, skip, last-measurement, POST samples); spec 001 §3 Body measurement, §7, §8.
// A standalone factory: the body-scan screens pay for it, the embed does not.
import type { LastMeasurementResponse, Measurement, MeasurementsResponse, MeasurementSkipResponse, RouteQuery } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { measurementsRoutes } from '@healthdeck/contract/light';
import type { CircumferenceParams } from '../rules/body-scan.js';
import { MEASUREMENTS_KEY, openClinicalRecord, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

// The clinical record helpers lived here first; they are their own module so the domains that only
// open and seal records (telehealth, vitals, HRA…) do not bring the measurements calls with them.
export { HEALTH_DATA_LOCKED, MEASUREMENTS_KEY, openClinicalRecord, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export const MEASUREMENTS_LAST_KEY = ['measurements', 'last'] as const;
export const measurementsListKey = (query: MeasurementsQuery = {}) => ['measurements', 'list', query] as const;

export type MeasurementsQuery = NonNullable<RouteQuery<'measurements'>>;
/** spec 001 §3 Body measurement (what a measurement holds once opened). */
export interface BodyMeasurement {
  circumference_params?: CircumferenceParams;
  bmi?: number;
  bmr?: number;
  fat_body_mass?: number;
  fat_percentage?: number;
  lean_body_mass?: number;
}

/** spec 001 §8: what the member is shown when the last measurement cannot be loaded. */
export const LAST_MEASUREMENT_FAILED = 'Failed to get last measurement, please try again later.';

/** spec 000 §4: the last measurement as the member sees it. */
export interface OpenedLastMeasurement {
  id: string;
  status: 'pending' | 'completed';
  /** The opened body measurement; null while pending or without the key. */
  value: BodyMeasurement | null;
  created_at: string;
}

export function createMeasurementsApi(hd: ClinicalHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, measurementsRoutes);
  const changed = () => queryClient.invalidateQueries({ queryKey: MEASUREMENTS_KEY });
  return {
    /** The member's measurements, newest first, with the skip reason. */
    list: (query: MeasurementsQuery = {}, signal?: AbortSignal): Promise<MeasurementsResponse> => call('measurements', { query, signal }),
    /** Seals and saves a body measurement; with `id`, completes a scan started by samples. */
    async save(value: BodyMeasurement, id?: string): Promise<Measurement> {
      const encrypted_data = await sealForServer(hd, value);
      const result = await call('measurementCreate', { body: id ? { id, encrypted_data } : { encrypted_data } });
      await changed();
      return result.measurement;
    },
    /** Seals and sends scan samples; without a measurement id they start a new (pending) scan. */
    async addSamples(samples: unknown, measurementId?: string): Promise<Measurement> {
      const encrypted_data = await sealForServer(hd, samples);
      const result = await call('measurementSamples', { body: measurementId ? { measurement_id: measurementId, encrypted_data } : { encrypted_data } });
      await changed();
      return result.measurement;
    },
    /** spec 001 §5, §7: saves the skip reason (the free text if given, else the option; max 256). */
    async skip(reason: string): Promise<MeasurementSkipResponse> {
      const result = await call('measurementSkip', { body: { reason } });
      await changed();
      return result;
    },
    /** spec 000 §4, spec 001 §7: the last measurement (pending reported as pending, no data). */
    last: (signal?: AbortSignal): Promise<LastMeasurementResponse> => call('measurementLast', { signal }),
    /** The last measurement opened in the client; null when there is none. */
    async lastOpened(keys: OpenKeys = {}, signal?: AbortSignal): Promise<{ measurement: OpenedLastMeasurement | null; measurement_skip_reason: string | null }> {
      const { measurement, measurement_skip_reason } = await call('measurementLast', { signal });
      if (!measurement) return { measurement: null, measurement_skip_reason };
      const value = measurement.status === 'completed' ? await openClinicalRecord<BodyMeasurement>(hd, measurement.encrypted_data, keys) : null;
      return { measurement: { id: measurement.id, status: measurement.status, value, created_at: measurement.created_at }, measurement_skip_reason };
    },
    open: (measurement: Pick<Measurement, 'encrypted_data'>, keys: OpenKeys = {}) => openClinicalRecord<BodyMeasurement>(hd, measurement.encrypted_data, keys),
  };
}
export type MeasurementsApi = ReturnType<typeof createMeasurementsApi>;

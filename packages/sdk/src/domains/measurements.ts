// spec 000 §3.3 (measurements: encrypted_data, status), §4 (Last measurement: pending and
// in_progress are reported as pending; nothing without encrypted data or private key), §7.6
// (GET, POST, skip, last-measurement, POST samples); spec 001 §3 Body measurement, §7, §8.
// A standalone factory: the body-scan screens pay for it, the embed does not. The last measurement's
// read and the skip's save are modules of their own (measurement-last.ts, measurement-skip.ts), so the
// body scan widget brings only the calls it makes; this composes them with the other calls.
import type { LastMeasurementResponse, Measurement, MeasurementsResponse, RouteQuery } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { measurementsRoutes } from '@healthdeck/contract/light';
import { MEASUREMENTS_KEY, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';
import { createMeasurementLastApi, openMeasurement, type BodyMeasurement } from './measurement-last.js';
import { createMeasurementSkipApi } from './measurement-skip.js';

// The clinical record helpers lived here first; they are their own module so the domains that only
// open and seal records (telehealth, vitals, HRA…) do not bring the measurements calls with them.
export { HEALTH_DATA_LOCKED, MEASUREMENTS_KEY, openClinicalRecord, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export { MEASUREMENTS_LAST_KEY, type BodyMeasurement, type OpenedLastMeasurement } from './measurement-last.js';
export const measurementsListKey = (query: MeasurementsQuery = {}) => ['measurements', 'list', query] as const;

export type MeasurementsQuery = NonNullable<RouteQuery<'measurements'>>;

/** spec 001 §8: what the member is shown when the last measurement cannot be loaded. */
export const LAST_MEASUREMENT_FAILED = 'Failed to get last measurement, please try again later.';

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
    ...createMeasurementSkipApi(hd),
    /** spec 000 §4, spec 001 §7: the last measurement (pending reported as pending, no data). */
    last: (signal?: AbortSignal): Promise<LastMeasurementResponse> => call('measurementLast', { signal }),
    ...createMeasurementLastApi(hd),
    /** Opens a measurement; one the server sealed is re-sealed under the data key once opened (openMeasurement). */
    open: (measurement: Pick<Measurement, 'id' | 'encrypted_data' | 'updated_at'>, keys: OpenKeys = {}) => openMeasurement(hd, measurement, keys),
  };
}
export type MeasurementsApi = ReturnType<typeof createMeasurementsApi>;

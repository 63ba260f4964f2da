// spec 000 §4 (Last measurement: pending and in_progress are reported as pending; nothing without
// encrypted data or private key), spec 001 §3 Body measurement, §7: the last measurement opened in
// the browser, with its route row. What the body scan widget reads first: a module of its own, so it
// does not bring the other measurements calls (createMeasurementsApi, measurements.ts, composes it).
import { measurementLastRoutes, type Measurement } from '@healthdeck/contract/light';
import type { CircumferenceParams } from '../rules/body-scan.js';
import { routed } from '../transport/http.js';
import { openClinicalRecord, resealOpened, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export const MEASUREMENTS_LAST_KEY = ['measurements', 'last'] as const;

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
  created_at: string;
}

/**
 * Opens a body measurement; one the server sealed is then sent back re-sealed under the data key, for
 * the version opened (resealOpened; the call loads on demand). measurements.ts's open uses it too.
 */
export async function openMeasurement(hd: ClinicalHost, measurement: Pick<Measurement, 'id' | 'encrypted_data' | 'updated_at'>, keys: OpenKeys = {}): Promise<BodyMeasurement | null> {
  return resealOpened(hd, measurement.encrypted_data, await openClinicalRecord<BodyMeasurement>(hd, measurement.encrypted_data, keys), (encrypted_data) =>
    import('./record-reseal.js').then((m) => m.sendResealedMeasurement(hd, measurement, encrypted_data)),
  );
}

export function createMeasurementLastApi(hd: ClinicalHost) {
  const call = routed(hd.call, measurementLastRoutes);
  return {
    /**
     * The last measurement opened in the client; null when there is none. One the server sealed
     * (simulated, seeded, the 3D Look sandbox's) is then sent back re-sealed under the data key
     * (openMeasurement), so after a reload it opens without the password.
     */
    async lastOpened(keys: OpenKeys = {}, signal?: AbortSignal): Promise<{ measurement: OpenedLastMeasurement | null; measurement_skip_reason: string | null }> {
      const { measurement, measurement_skip_reason } = await call('measurementLast', { signal });
      if (!measurement) return { measurement: null, measurement_skip_reason };
      const value = measurement.status === 'completed' ? await openMeasurement(hd, measurement, keys) : null;
      return { measurement: { id: measurement.id, status: measurement.status, value, created_at: measurement.created_at }, measurement_skip_reason };
    },
  };
}
export type MeasurementLastApi = ReturnType<typeof createMeasurementLastApi>;

// spec 001 §5, §7 (and spec 000 §3.3 Measurement skip: reason): saving the member's skip reason,
// with its route row. The body scan's skip step loads it on demand: a module of its own
// (createMeasurementsApi, measurements.ts, composes it).
import { measurementSkipRoutes, type MeasurementSkipResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { MEASUREMENTS_KEY, type ClinicalHost } from './clinical-record.js';

export function createMeasurementSkipApi(hd: ClinicalHost) {
  const call = routed(hd.call, measurementSkipRoutes);
  return {
    /** spec 001 §5, §7: saves the skip reason (the free text if given, else the option; max 256). */
    async skip(reason: string): Promise<MeasurementSkipResponse> {
      const result = await call('measurementSkip', { body: { reason } });
      await hd.queryClient.invalidateQueries({ queryKey: MEASUREMENTS_KEY });
      return result;
    },
  };
}
export type MeasurementSkipApi = ReturnType<typeof createMeasurementSkipApi>;

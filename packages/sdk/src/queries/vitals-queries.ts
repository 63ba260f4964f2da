// Query options for vitals (spec 001 §7 Load vitals). Keys start with ['vitals'] (save invalidates
// them) or ['admin', 'clinical'] (simulate medical record invalidates those).
import { VITAL_THRESHOLDS_KEY, adminSmartlinkVitalsKey, vitalsListKey, type AdminSmartlinkVitalsQuery, type VitalsApi, type VitalsQuery } from '../domains/vitals.js';
import type { OpenKeys } from '../domains/clinical-record.js';

type Signal = { signal?: AbortSignal };

export function vitalsQueries(api: VitalsApi) {
  return {
    list: (query: VitalsQuery = {}) => ({ queryKey: vitalsListKey(query), queryFn: ({ signal }: Signal) => api.list(query, signal) }),
    /** ['vitals', 'latest']: page 1, take 1, opened (the widget's snapshot or base step). */
    latest: (keys: OpenKeys = {}) => ({ queryKey: ['vitals', 'latest'] as const, queryFn: ({ signal }: Signal) => api.latest(keys, signal) }),
    thresholds: () => ({ queryKey: VITAL_THRESHOLDS_KEY, queryFn: ({ signal }: Signal) => api.thresholds(signal) }),
    admin: {
      smartlinkVitals: (query: AdminSmartlinkVitalsQuery) => ({ queryKey: adminSmartlinkVitalsKey(query), queryFn: ({ signal }: Signal) => api.admin.smartlinkVitals(query, signal) }),
    },
  };
}
export type VitalsQueries = ReturnType<typeof vitalsQueries>;

// Query options (@tanstack/query-core) for measurements (spec 000 §7.6). Every key starts with
// ['measurements'], which save, samples and skip invalidate.
import { MEASUREMENTS_LAST_KEY, measurementsListKey, type MeasurementsApi, type MeasurementsQuery, type OpenKeys } from '../domains/measurements.js';

type Signal = { signal?: AbortSignal };

export function measurementsQueries(api: MeasurementsApi) {
  return {
    list: (query: MeasurementsQuery = {}) => ({ queryKey: measurementsListKey(query), queryFn: ({ signal }: Signal) => api.list(query, signal) }),
    /** spec 001 §7 Last measurement, opened in the client (the key is not part of the cache key). */
    last: (keys: OpenKeys = {}) => ({ queryKey: MEASUREMENTS_LAST_KEY, queryFn: ({ signal }: Signal) => api.lastOpened(keys, signal) }),
  };
}
export type MeasurementsQueries = ReturnType<typeof measurementsQueries>;

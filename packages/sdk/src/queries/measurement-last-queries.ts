// Query options for the last measurement (spec 001 §7); a module of its own, like its domain part.
import { MEASUREMENTS_LAST_KEY, type MeasurementLastApi } from '../domains/measurement-last.js';
import type { OpenKeys } from '../domains/clinical-record.js';

type Signal = { signal?: AbortSignal };

export function measurementLastQueries(api: Pick<MeasurementLastApi, 'lastOpened'>) {
  return {
    /** spec 001 §7 Last measurement, opened in the client (the key is not part of the cache key). */
    last: (keys: OpenKeys = {}) => ({ queryKey: MEASUREMENTS_LAST_KEY, queryFn: ({ signal }: Signal) => api.lastOpened(keys, signal) }),
  };
}

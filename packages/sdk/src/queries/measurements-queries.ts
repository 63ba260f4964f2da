// Query options (@tanstack/query-core) for measurements (spec 000 §7.6). Every key starts with
// ['measurements'], which save, samples and skip invalidate.
import { measurementsListKey, type MeasurementsApi, type MeasurementsQuery } from '../domains/measurements.js';
import { measurementLastQueries } from './measurement-last-queries.js';

type Signal = { signal?: AbortSignal };

export function measurementsQueries(api: MeasurementsApi) {
  return {
    list: (query: MeasurementsQuery = {}) => ({ queryKey: measurementsListKey(query), queryFn: ({ signal }: Signal) => api.list(query, signal) }),
    ...measurementLastQueries(api),
  };
}
export type MeasurementsQueries = ReturnType<typeof measurementsQueries>;

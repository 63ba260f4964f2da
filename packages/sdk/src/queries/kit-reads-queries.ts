// Query options (@tanstack/query-core) for the member's kit reads (spec 000 §7.5 client kits, one,
// last): what the kit widgets read, apart from the other kit queries (kits-queries.ts composes them).
import { KITS_LAST_KEY, KITS_LIST_KEY, kitKey } from '../domains/kit-keys.js';
import type { KitReadsApi } from '../domains/kit-reads.js';

type Signal = { signal?: AbortSignal };

export function kitReadsQueries(api: KitReadsApi) {
  return {
    list: () => ({ queryKey: KITS_LIST_KEY, queryFn: ({ signal }: Signal) => api.list(signal) }),
    one: (id: string) => ({ queryKey: kitKey(id), queryFn: ({ signal }: Signal) => api.get(id, signal) }),
    last: () => ({ queryKey: KITS_LAST_KEY, queryFn: ({ signal }: Signal) => api.last(signal) }),
  };
}
export type KitReadsQueries = ReturnType<typeof kitReadsQueries>;

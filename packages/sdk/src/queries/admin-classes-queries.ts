// @tanstack/query-core option factories of the generic administration (spec 000 §7.1) and media
// (§7.2). Keys start ['admin', 'classes', classkey] so the api's add/set/delete of a class
// invalidate exactly its listings and records; media under ['admin', 'media'].
import type { Classkey, MediaListQuery } from '@healthdeck/contract/light';
import { adminClassRecordKey, adminClassSearchKey, type AdminClassesApi, type ClassSearchOptions } from '../domains/admin-classes.js';
import { adminMediaKey, adminMediaListKey, type MediaApi } from '../domains/media.js';

type QueryFnContext = { signal?: AbortSignal };

export function createAdminClassesQueries(api: AdminClassesApi) {
  return {
    search: <K extends Classkey>(classkey: K, options: ClassSearchOptions<K> = {}) => ({
      queryKey: adminClassSearchKey(classkey, options),
      queryFn: ({ signal }: QueryFnContext) => api.search(classkey, options, signal),
    }),
    get: <K extends Classkey>(classkey: K, id: string) => ({
      queryKey: adminClassRecordKey(classkey, id),
      queryFn: ({ signal }: QueryFnContext) => api.get(classkey, id, signal),
    }),
  };
}
export type AdminClassesQueries = ReturnType<typeof createAdminClassesQueries>;

export function createMediaQueries(api: MediaApi) {
  return {
    list: (query: MediaListQuery = {}) => ({
      queryKey: adminMediaListKey(query),
      queryFn: ({ signal }: QueryFnContext) => api.list(query, signal),
    }),
    get: (id: string) => ({
      queryKey: adminMediaKey(id),
      queryFn: ({ signal }: QueryFnContext) => api.get(id, signal),
    }),
  };
}
export type MediaQueries = ReturnType<typeof createMediaQueries>;

// Query options (@tanstack/query-core) for programs and action groups (spec 000 §7.2); writes
// invalidate ['admin', 'programs'] or ['admin', 'action-groups'].
import { adminActionGroupKey, adminActionGroupsListKey, adminProgramKey, adminProgramsListKey, type ActionGroupsQuery, type ProgramsApi, type ProgramsQuery } from '../domains/programs.js';

type Signal = { signal?: AbortSignal };

export function programsQueries(api: ProgramsApi) {
  return {
    list: (query: ProgramsQuery = {}) => ({ queryKey: adminProgramsListKey(query), queryFn: ({ signal }: Signal) => api.list(query, signal) }),
    get: (id: string) => ({ queryKey: adminProgramKey(id), queryFn: ({ signal }: Signal) => api.get(id, signal) }),
    actionGroups: (query: ActionGroupsQuery = {}) => ({ queryKey: adminActionGroupsListKey(query), queryFn: ({ signal }: Signal) => api.actionGroups.list(query, signal) }),
    actionGroup: (id: string) => ({ queryKey: adminActionGroupKey(id), queryFn: ({ signal }: Signal) => api.actionGroups.get(id, signal) }),
  };
}
export type ProgramsQueries = ReturnType<typeof programsQueries>;

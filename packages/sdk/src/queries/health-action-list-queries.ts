// Query options for the member's health actions (spec 000 §7.6); changeStatus invalidates ['health-actions'].
import { healthActionsKey, type HealthActionListApi } from '../domains/health-action-list.js';

type Signal = { signal?: AbortSignal };

export function healthActionListQueries(api: HealthActionListApi) {
  return {
    list: () => ({ queryKey: healthActionsKey('all'), queryFn: ({ signal }: Signal) => api.list(signal) }),
    completed: () => ({ queryKey: healthActionsKey('completed'), queryFn: ({ signal }: Signal) => api.completed(signal) }),
    inProgress: () => ({ queryKey: healthActionsKey('in-progress'), queryFn: ({ signal }: Signal) => api.inProgress(signal) }),
  };
}
export type HealthActionListQueries = ReturnType<typeof healthActionListQueries>;

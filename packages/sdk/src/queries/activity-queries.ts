// Query options (@tanstack/query-core) for activity history and daily logs (spec 000 §7.6, §7.2).
import { activityHistoryKey, adminDailyLogsKey, dailyLogsKey, type ActivityApi, type ActivityHistoryQuery, type DailyLogsRange } from '../domains/activity.js';

type Signal = { signal?: AbortSignal };

export function activityQueries(api: ActivityApi) {
  return {
    /** ['activity', 'history', query]: record() invalidates every page. */
    history: (query: ActivityHistoryQuery = {}) => ({ queryKey: activityHistoryKey(query), queryFn: ({ signal }: Signal) => api.history(query, signal) }),
    dailyLogs: (range: DailyLogsRange = {}) => ({ queryKey: dailyLogsKey(range), queryFn: ({ signal }: Signal) => api.dailyLogs(range, signal) }),
    adminUserDailyLogs: (userId: string, range: DailyLogsRange = {}) => ({
      queryKey: adminDailyLogsKey(userId, range),
      queryFn: ({ signal }: Signal) => api.adminUserDailyLogs(userId, range, signal),
    }),
  };
}
export type ActivityQueries = ReturnType<typeof activityQueries>;

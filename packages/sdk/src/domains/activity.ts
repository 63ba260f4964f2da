// spec 000 §3.4, §7.6 user-flow-activity (start/finish event pairs and the client events), GET
// activity history and daily logs; §7.2 admin users daily-logs by user id. Recording an event is
// user-flow.ts (the screens that record a flow need only it); createActivityApi has every call.
import type { ActivityHistoryResponse, DailyLogsResponse, RouteQuery, UserFlowEvent } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { activityRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { browserTimeZone } from './browser-time-zone.js';
import { ACTIVITY_KEY, saveUserFlowEvent } from './user-flow.js';

export { ACTIVITY_KEY };
export type ActivityHistoryQuery = NonNullable<RouteQuery<'activityHistory'>>;
/** Days to read (1–31, default 7) ending `end` (YYYY-MM-DD, default today in the browser's zone). */
export type DailyLogsRange = Omit<NonNullable<RouteQuery<'dailyLogs'>>, 'tz'>;
export const activityHistoryKey = (query: ActivityHistoryQuery = {}) => [...ACTIVITY_KEY, 'history', query] as const;
export const dailyLogsKey = (range: DailyLogsRange = {}) => [...ACTIVITY_KEY, 'daily-logs', range] as const;
export const adminDailyLogsKey = (userId: string, range: DailyLogsRange = {}) => ['admin', 'users', userId, 'daily-logs', range] as const;

export function createActivityApi(hd: HealthDeck) {
  const call = routed(hd.call, activityRoutes);
  return {
    record: (event: UserFlowEvent, detail?: string) => saveUserFlowEvent(hd, event, detail),
    /** The member's own events, newest first, paged (page from 1, take up to 100). */
    history: (query: ActivityHistoryQuery = {}, signal?: AbortSignal): Promise<ActivityHistoryResponse> => call('activityHistory', { query, signal }),
    /** What the member logged per day (hydration, sleep, mood, symptoms, tasks), newest first. */
    dailyLogs: (range: DailyLogsRange = {}, signal?: AbortSignal): Promise<DailyLogsResponse> => call('dailyLogs', { query: { ...range, tz: browserTimeZone() }, signal }),
    /** Admin: a user's daily logs by id (spec 000 §7.2 users daily-logs). */
    adminUserDailyLogs: (userId: string, range: DailyLogsRange = {}, signal?: AbortSignal): Promise<DailyLogsResponse> =>
      call('adminUserDailyLogs', { params: { id: userId }, query: { ...range, tz: browserTimeZone() }, signal }),
  };
}
export type ActivityApi = ReturnType<typeof createActivityApi>;

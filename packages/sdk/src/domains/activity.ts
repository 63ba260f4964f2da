// spec 000 §3.4, §7.6 GET activity history and daily logs; §7.2 admin users daily-logs by user id.
// Recording an event is user-flow.ts (the screens that record a flow need only it).
import type { ActivityHistoryResponse, DailyLogsResponse, RouteQuery } from '@healthdeck/contract/light';
import { activityRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { browserTimeZone } from './browser-time-zone.js';
import { ACTIVITY_KEY } from './user-flow.js';

export type ActivityHistoryQuery = NonNullable<RouteQuery<'activityHistory'>>;
/** Days to read (1–31, default 7) ending `end` (YYYY-MM-DD, default today in the browser's zone). */
export type DailyLogsRange = Omit<NonNullable<RouteQuery<'dailyLogs'>>, 'tz'>;

/** The member's reads sit under ACTIVITY_KEY: recording an event (user-flow.ts) invalidates every history page. */
export const activityKeys = {
  history: (query: ActivityHistoryQuery = {}) => [...ACTIVITY_KEY, 'history', query] as const,
  dailyLogs: (range: DailyLogsRange = {}) => [...ACTIVITY_KEY, 'daily-logs', range] as const,
  userDailyLogs: (userId: string, range: DailyLogsRange = {}) => ['admin', 'users', userId, 'daily-logs', range] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, activityRoutes);

/** The member's own events, newest first, paged (page from 1, take up to 100). */
export function fetchActivityHistory(hd: HealthDeck, query: ActivityHistoryQuery = {}, signal?: AbortSignal): Promise<ActivityHistoryResponse> {
  return call(hd)('activityHistory', { query, signal });
}

/** What the member logged per day (hydration, sleep, mood, symptoms, tasks), newest first. */
export function fetchDailyLogs(hd: HealthDeck, range: DailyLogsRange = {}, signal?: AbortSignal): Promise<DailyLogsResponse> {
  return call(hd)('dailyLogs', { query: { ...range, tz: browserTimeZone() }, signal });
}

/** Admin: a user's daily logs by id (spec 000 §7.2 users daily-logs). */
export function fetchUserDailyLogs(hd: HealthDeck, userId: string, range: DailyLogsRange = {}, signal?: AbortSignal): Promise<DailyLogsResponse> {
  return call(hd)('adminUserDailyLogs', { params: { id: userId }, query: { ...range, tz: browserTimeZone() }, signal });
}

type Signal = { signal?: AbortSignal };

export const activityHistoryQuery = (hd: HealthDeck, query: ActivityHistoryQuery = {}) => ({
  queryKey: activityKeys.history(query),
  queryFn: ({ signal }: Signal) => fetchActivityHistory(hd, query, signal),
});

export const dailyLogsQuery = (hd: HealthDeck, range: DailyLogsRange = {}) => ({
  queryKey: activityKeys.dailyLogs(range),
  queryFn: ({ signal }: Signal) => fetchDailyLogs(hd, range, signal),
});

export const userDailyLogsQuery = (hd: HealthDeck, userId: string, range: DailyLogsRange = {}) => ({
  queryKey: activityKeys.userDailyLogs(userId, range),
  queryFn: ({ signal }: Signal) => fetchUserDailyLogs(hd, userId, range, signal),
});

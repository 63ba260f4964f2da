import type { RouteMeta } from '../route-table.js';

// The rows of the activity's reads (recording a user-flow event is user-flow.ts): a part of routeTable
// (route-table.ts). A browser bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const activityRoutes = {
  // spec 000 §3.4, §7.6 activity history, daily logs; §7.2 users daily-logs
  activityHistory: { method: 'GET', path: '/api/client/user/activity-history', auth: 'member', successStatus: 200, operation: 'load activity history' },
  dailyLogs: { method: 'GET', path: '/api/client/user/daily-logs', auth: 'member', successStatus: 200, operation: 'load daily logs' },
  adminUserDailyLogs: { method: 'GET', path: '/api/admin/users/:id/daily-logs', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load user daily logs' },
} as const satisfies Record<string, RouteMeta>;

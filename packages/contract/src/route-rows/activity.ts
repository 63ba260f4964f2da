import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's activity code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const activityRoutes = {
  // spec 000 §3.4, §7.6 user-flow-activity, activity history, daily logs; §7.2 users daily-logs
  userFlowActivity: { method: 'POST', path: '/api/client/user/user-flow-activity', auth: 'member', successStatus: 200, operation: 'save user flow activity' },
  activityHistory: { method: 'GET', path: '/api/client/user/activity-history', auth: 'member', successStatus: 200, operation: 'load activity history' },
  dailyLogs: { method: 'GET', path: '/api/client/user/daily-logs', auth: 'member', successStatus: 200, operation: 'load daily logs' },
  adminUserDailyLogs: { method: 'GET', path: '/api/admin/users/:id/daily-logs', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load user daily logs' },
} as const satisfies Record<string, RouteMeta>;

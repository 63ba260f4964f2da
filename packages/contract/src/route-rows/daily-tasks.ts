import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's daily-tasks code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const dailyTasksRoutes = {
  // spec 000 §7.6 / spec 001 §4, §7 daily tasks and stars
  dailyTasks: { method: 'GET', path: '/api/client/user/tasks', auth: 'member', successStatus: 200, operation: 'fetch daily tasks' },
  dailyTaskToggle: { method: 'POST', path: '/api/client/user/tasks/:id/toggle', auth: 'member', successStatus: 200, operation: 'toggle daily task' },
} as const satisfies Record<string, RouteMeta>;

import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's streaks code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const streaksRoutes = {
  // spec 001 §4, §7 streaks and milestones (daily journal)
  streaks: { method: 'GET', path: '/api/client/daily-journal/streaks', auth: 'member', successStatus: 200, operation: 'load milestone streak' },
  milestoneProgression: { method: 'POST', path: '/api/client/user/milestone-progression', auth: 'member', successStatus: 200, operation: 'add milestone progression' },
} as const satisfies Record<string, RouteMeta>;

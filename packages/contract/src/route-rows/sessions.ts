import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's sessions code makes: a part of routeTable (route-table.ts).
export const sessionsRoutes = {
  // Ours: the signed-in sessions of the caller, and signing out one or all the others.
  sessions: { method: 'GET', path: '/api/client/user/sessions', auth: 'member', successStatus: 200, operation: 'load sessions' },
  sessionEnd: { method: 'DELETE', path: '/api/client/user/sessions/:id', auth: 'member', successStatus: 204, operation: 'sign out a session' },
  sessionsEndOthers: { method: 'POST', path: '/api/client/user/sessions/end-others', auth: 'member', successStatus: 200, operation: 'sign out other sessions' },
} as const satisfies Record<string, RouteMeta>;

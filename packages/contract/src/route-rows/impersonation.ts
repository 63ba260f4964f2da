import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's impersonation code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const impersonationRoutes = {
  accessLog: { method: 'GET', path: '/api/client/user/access-log', auth: 'member', successStatus: 200, operation: 'load access log' },
  // Only with a token acting as the member (403 otherwise); audited under the member as one unlock.
  impersonationUnlock: { method: 'GET', path: '/api/client/impersonation/unlock', auth: 'member', successStatus: 200, operation: 'unlock as staff' },
  moreActiveSso: { method: 'GET', path: '/api/client/user/more-active-sso', auth: 'member', successStatus: 200, operation: 'get single sign-on login' },
} as const satisfies Record<string, RouteMeta>;

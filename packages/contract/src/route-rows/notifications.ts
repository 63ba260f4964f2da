import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's notifications code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const notificationsRoutes = {
  // spec 000 §7.6 Notifications: GET unread, POST mark-as-read
  notificationsUnread: { method: 'GET', path: '/api/client/notifications/unread', auth: 'member', successStatus: 200, operation: 'load notifications' },
  notificationsMarkRead: { method: 'POST', path: '/api/client/notifications/mark-as-read', auth: 'member', successStatus: 200, operation: 'mark notifications as read' },
} as const satisfies Record<string, RouteMeta>;

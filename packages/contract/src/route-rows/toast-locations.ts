import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's toast-locations code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const toastLocationsRoutes = {
  // spec 000 §2 toast-message locations (toast_message_locations admin class) the browser filters toasts by
  toastLocations: { method: 'GET', path: '/api/client/toast-message-locations', auth: 'member', successStatus: 200, operation: 'load toast message locations' },
} as const satisfies Record<string, RouteMeta>;

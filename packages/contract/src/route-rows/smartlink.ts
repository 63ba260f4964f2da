import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's smartlink code makes but the free slots' (smartlink-slots.ts): a part of
// routeTable (route-table.ts). A browser bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const smartlinkRoutes = {
  // spec 000 §3.3, §7.6 Smartlink (care advocate calls): create, reschedule, cancel, appointments
  smartlinkCreate: { method: 'POST', path: '/api/client/smartlink/create', auth: 'member', successStatus: 200, operation: 'create appointment' },
  smartlinkReschedule: { method: 'POST', path: '/api/client/smartlink/reschedule', auth: 'member', successStatus: 200, operation: 'reschedule appointment' },
  smartlinkCancel: { method: 'POST', path: '/api/client/smartlink/cancel', auth: 'member', successStatus: 200, operation: 'cancel appointment' },
  smartlinkAppointments: { method: 'GET', path: '/api/client/smartlink/appointments', auth: 'member', successStatus: 200, operation: 'load appointments' },
  // Ours: a call's details, sealed by the server to the member's public key, re-sealed by the member's browser under the data key.
  smartlinkSealDetails: { method: 'PUT', path: '/api/client/smartlink/appointments/:id/details', auth: 'member', successStatus: 200, operation: 'save your call details' },
} as const satisfies Record<string, RouteMeta>;

import type { RouteMeta } from '../route-table.js';

// The rows of the member's appointments with both providers (sdk domains/appointments.ts): the list
// and the last one (the reminder). A part of routeTable (route-table.ts).
export const appointmentsRoutes = {
  // spec 000 §3.4, §7.6 / spec 001 §2, §4 Reminder
  userAppointments: { method: 'GET', path: '/api/client/user/appointments', auth: 'member', successStatus: 200, operation: 'load appointments' },
  userLastAppointment: { method: 'GET', path: '/api/client/user/last-appointment', auth: 'member', successStatus: 200, operation: 'get last appointment' },
} as const satisfies Record<string, RouteMeta>;

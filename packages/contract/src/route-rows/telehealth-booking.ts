import type { RouteMeta } from '../route-table.js';

// The rows of booking, rescheduling and cancelling a telehealth visit (sdk domains/telehealth-booking.ts):
// a part of routeTable (route-table.ts), loaded with the steps that confirm.
export const telehealthBookingRoutes = {
  // spec 000 §3.3, §7.6, §8 (reschedule surfaces the server message)
  telehealthAppointment: { method: 'POST', path: '/api/client/telehealth/appointment', auth: 'member', successStatus: 200, operation: 'create appointment' },
  telehealthReschedule: {
    method: 'POST',
    path: '/api/client/telehealth/reschedule',
    auth: 'member',
    successStatus: 200,
    operation: 'reschedule appointment',
    handling: { serverMessage: 'any' },
  },
  telehealthCancel: { method: 'POST', path: '/api/client/telehealth/cancel', auth: 'member', successStatus: 200, operation: 'cancel appointment' },
} as const satisfies Record<string, RouteMeta>;

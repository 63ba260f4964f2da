import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's telehealth code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const telehealthRoutes = {
  // spec 000 §3.3, §3.4, §4, §7.6 / spec 001 §3 Reminder, §7 telehealth (MediOrbis) and appointments
  telehealthForm: { method: 'GET', path: '/api/client/telehealth/form', auth: 'member', successStatus: 200, operation: 'load telehealth form' },
  telehealthFormSave: { method: 'POST', path: '/api/client/telehealth/form', auth: 'member', successStatus: 200, operation: 'save telehealth form' },
  telehealthTimeslots: { method: 'GET', path: '/api/client/telehealth/timeslots', auth: 'member', successStatus: 200, operation: 'load time slots' },
  telehealthPhysicians: { method: 'GET', path: '/api/client/telehealth/physicians', auth: 'member', successStatus: 200, operation: 'load physicians' },
  telehealthPhysicianSchedule: { method: 'GET', path: '/api/client/telehealth/physicians/:id/schedule', auth: 'member', successStatus: 200, operation: 'load physician schedule' },
  telehealthPharmacies: { method: 'GET', path: '/api/client/telehealth/pharmacies', auth: 'member', successStatus: 200, operation: 'load pharmacies' },
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
  userAppointments: { method: 'GET', path: '/api/client/user/appointments', auth: 'member', successStatus: 200, operation: 'load appointments' },
  userLastAppointment: { method: 'GET', path: '/api/client/user/last-appointment', auth: 'member', successStatus: 200, operation: 'get last appointment' },
  adminUserTelehealthForm: { method: 'GET', path: '/api/admin/users/:id/telehealth-form', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load telehealth form' },
} as const satisfies Record<string, RouteMeta>;

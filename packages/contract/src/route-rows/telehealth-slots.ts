import type { RouteMeta } from '../route-table.js';

// The rows of what a telehealth booking reads before it is confirmed (sdk domains/telehealth.ts):
// free slots, physicians, a physician's schedule, pharmacies. A part of routeTable (route-table.ts).
export const telehealthSlotsRoutes = {
  // spec 000 §7.6 / spec 001 §5, §7 telehealth (MediOrbis) scheduling
  telehealthTimeslots: { method: 'GET', path: '/api/client/telehealth/timeslots', auth: 'member', successStatus: 200, operation: 'load time slots' },
  telehealthPhysicians: { method: 'GET', path: '/api/client/telehealth/physicians', auth: 'member', successStatus: 200, operation: 'load physicians' },
  telehealthPhysicianSchedule: { method: 'GET', path: '/api/client/telehealth/physicians/:id/schedule', auth: 'member', successStatus: 200, operation: 'load physician schedule' },
  telehealthPharmacies: { method: 'GET', path: '/api/client/telehealth/pharmacies', auth: 'member', successStatus: 200, operation: 'load pharmacies' },
} as const satisfies Record<string, RouteMeta>;

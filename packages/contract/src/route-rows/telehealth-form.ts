import type { RouteMeta } from '../route-table.js';

// The rows of the member's telehealth form (sdk domains/telehealth-form.ts): a part of routeTable
// (route-table.ts). The telehealth domain's calls are split by the screens that make them, so an
// element carries only the rows it calls.
export const telehealthFormRoutes = {
  // spec 000 §3.3, §7.6 telehealth form
  telehealthForm: { method: 'GET', path: '/api/client/telehealth/form', auth: 'member', successStatus: 200, operation: 'load telehealth form' },
  telehealthFormSave: { method: 'POST', path: '/api/client/telehealth/form', auth: 'member', successStatus: 200, operation: 'save telehealth form' },
} as const satisfies Record<string, RouteMeta>;

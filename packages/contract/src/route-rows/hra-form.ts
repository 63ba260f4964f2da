import type { RouteMeta } from '../route-table.js';

// The rows of the member's HRA form (sdk domains/hra-form.ts): spec 000 §3.4, §7.6 (GET form, POST
// save with a save query parameter, POST submit). A part of routeTable (route-table.ts).
export const hraFormRoutes = {
  hraForm: { method: 'GET', path: '/api/client/hra/form', auth: 'member', successStatus: 200, operation: 'load health assessment', handling: { on204: 'null' } },
  hraSave: { method: 'POST', path: '/api/client/hra/save', auth: 'member', successStatus: 200, operation: 'save health assessment' },
  hraSubmit: { method: 'POST', path: '/api/client/hra/submit', auth: 'member', successStatus: 200, operation: 'submit health assessment' },
} as const satisfies Record<string, RouteMeta>;

import type { RouteMeta } from '../route-table.js';

// The row of the member's nutrition form read (sdk domains/nutrition-form.ts): spec 000 §7.6 GET,
// what the nutrition form widget reads first. A part of nutritionFormRoutes (nutrition-form.ts).
export const nutritionFormReadRoutes = {
  nutritionForm: { method: 'GET', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'load nutrition form' },
} as const satisfies Record<string, RouteMeta>;

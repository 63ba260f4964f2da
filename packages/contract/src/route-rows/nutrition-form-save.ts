import type { RouteMeta } from '../route-table.js';

// The rows of the member's nutrition form save and submit (sdk domains/nutrition-form.ts): spec
// 000 §7.6 POST, submit; the widget loads them on the first Save draft or Submit. A part of
// nutritionFormRoutes (nutrition-form.ts).
export const nutritionFormSaveRoutes = {
  nutritionFormSave: { method: 'POST', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'save nutrition form' },
  nutritionFormSubmit: { method: 'POST', path: '/api/client/nutrition-form/submit', auth: 'member', successStatus: 200, operation: 'submit nutrition form' },
} as const satisfies Record<string, RouteMeta>;

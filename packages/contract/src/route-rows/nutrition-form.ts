import type { RouteMeta } from '../route-table.js';
import { nutritionFormReadRoutes } from './nutrition-form-read.js';
import { nutritionFormSaveRoutes } from './nutrition-form-save.js';

// The rows of the member's nutrition form (sdk domains/nutrition-form.ts): spec 000 §7.6 (GET, POST,
// submit). A part of routeTable (route-table.ts): the read and the writes are parts of their own
// (nutrition-form-read.ts, nutrition-form-save.ts), as the widget makes them; this is both.
export const nutritionFormRoutes = { ...nutritionFormReadRoutes, ...nutritionFormSaveRoutes } as const satisfies Record<string, RouteMeta>;

import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's meals code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const mealsRoutes = {
  // spec 000 §7.6 Meals / spec 001 §3 Calorie intake, §7 'Daily calorie intake' → intake
  mealsDailyIntake: { method: 'GET', path: '/api/client/meals/daily-intake', auth: 'member', successStatus: 200, operation: 'load daily calorie intake' },
  mealIngredients: { method: 'GET', path: '/api/client/meals/ingredients', auth: 'member', successStatus: 200, operation: 'load ingredients' },
  mealPictureUpload: { method: 'POST', path: '/api/client/meals/picture', auth: 'member', successStatus: 200, operation: 'upload meal picture', multipart: true },
  mealPicture: { method: 'GET', path: '/api/client/meals/picture/:id', auth: 'member', successStatus: 200, operation: 'load meal picture', file: true },
  mealSave: { method: 'POST', path: '/api/client/meals', auth: 'member', successStatus: 200, operation: 'create meal', handling: { on400: 'body' } },
} as const satisfies Record<string, RouteMeta>;

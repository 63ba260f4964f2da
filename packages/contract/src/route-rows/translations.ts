import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's translations code makes: a part of routeTable (route-table.ts).
// Administered content said in each language (docs/decisions/0107-content-translations.md).
export const translationsRoutes = {
  adminTranslations: { method: 'GET', path: '/api/admin/translations/:kind/:id', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'load translations' },
  adminTranslationsSave: { method: 'PUT', path: '/api/admin/translations/:kind/:id', auth: 'admin', permission: 'classes.write', successStatus: 200, operation: 'save translations' },
  adminTranslationReport: { method: 'GET', path: '/api/admin/translation-report', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'load the translation report' },
} as const satisfies Record<string, RouteMeta>;

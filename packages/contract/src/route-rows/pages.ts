import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's pages code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const pagesRoutes = {
  adminPageLayoutSave: { method: 'PUT', path: '/api/admin/pages/:id/layout', auth: 'admin', permission: 'pages.write', successStatus: 200, operation: 'save page layout' },
  clientPage: { method: 'GET', path: '/api/client/pages', auth: 'member', successStatus: 200, operation: 'load page' },
  clientPagesMenu: { method: 'GET', path: '/api/client/pages/menu', auth: 'member', successStatus: 200, operation: 'load pages' },
} as const satisfies Record<string, RouteMeta>;

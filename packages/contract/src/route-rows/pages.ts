import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's pages code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const pagesRoutes = {
  // Layouts are published, not saved: one draft per page, numbered versions, rollback (decision 0096).
  adminPageLayout: { method: 'GET', path: '/api/admin/pages/:id/layout', auth: 'admin', permission: 'pages.write', successStatus: 200, operation: 'load page layout' },
  adminPageLayoutDraftSave: { method: 'PUT', path: '/api/admin/pages/:id/layout/draft', auth: 'admin', permission: 'pages.write', successStatus: 200, operation: 'save layout draft' },
  adminPageLayoutDraftDiscard: {
    method: 'DELETE',
    path: '/api/admin/pages/:id/layout/draft',
    auth: 'admin',
    permission: 'pages.write',
    successStatus: 200,
    operation: 'discard layout draft',
  },
  adminPageLayoutPublish: { method: 'POST', path: '/api/admin/pages/:id/layout/publish', auth: 'admin', permission: 'pages.write', successStatus: 200, operation: 'publish page layout' },
  adminPageLayoutVersions: { method: 'GET', path: '/api/admin/pages/:id/layout/versions', auth: 'admin', permission: 'pages.write', successStatus: 200, operation: 'load layout history' },
  adminPageLayoutRestore: {
    method: 'POST',
    path: '/api/admin/pages/:id/layout/versions/:version/restore',
    auth: 'admin',
    permission: 'pages.write',
    successStatus: 200,
    operation: 'roll back page layout',
  },
  adminPageLayoutPreview: { method: 'POST', path: '/api/admin/pages/:id/layout/preview', auth: 'admin', permission: 'pages.write', successStatus: 200, operation: 'preview layout draft' },
  clientPage: { method: 'GET', path: '/api/client/pages', auth: 'member', successStatus: 200, operation: 'load page' },
  clientPagesMenu: { method: 'GET', path: '/api/client/pages/menu', auth: 'member', successStatus: 200, operation: 'load pages' },
} as const satisfies Record<string, RouteMeta>;

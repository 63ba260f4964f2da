import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's programs code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const programsRoutes = {
  // spec 000 §7.2 programs and action groups (action group create and delete: 400 carries the server message, spec 000 §8)
  adminPrograms: { method: 'GET', path: '/api/admin/programs', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load programs' },
  adminProgram: { method: 'GET', path: '/api/admin/programs/:id', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load program' },
  adminProgramCreate: { method: 'POST', path: '/api/admin/programs', auth: 'admin', permission: 'programs.write', successStatus: 200, operation: 'create program' },
  adminProgramUpdate: { method: 'PUT', path: '/api/admin/programs/:id', auth: 'admin', permission: 'programs.write', successStatus: 200, operation: 'update program' },
  adminProgramDelete: { method: 'DELETE', path: '/api/admin/programs/:id', auth: 'admin', permission: 'programs.write', successStatus: 204, operation: 'delete program' },
  adminActionGroups: { method: 'GET', path: '/api/admin/action-groups', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load action groups' },
  adminActionGroup: { method: 'GET', path: '/api/admin/action-groups/:id', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load action group' },
  adminActionGroupCreate: {
    method: 'POST',
    path: '/api/admin/action-groups',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 200,
    operation: 'create action group',
    handling: { on400: 'bad-request' },
  },
  adminActionGroupUpdate: { method: 'PUT', path: '/api/admin/action-groups/:id', auth: 'admin', permission: 'programs.write', successStatus: 200, operation: 'update action group' },
  adminActionGroupDelete: {
    method: 'DELETE',
    path: '/api/admin/action-groups/:id',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 204,
    operation: 'delete action group',
    handling: { on400: 'bad-request' },
  },
} as const satisfies Record<string, RouteMeta>;

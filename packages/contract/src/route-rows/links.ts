import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's links code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const linksRoutes = {
  // spec 000 §3.3 link pairs, §7.2 link and unlink endpoints, §4 campaigns toggled per organisation
  linkUserOrganization: { method: 'POST', path: '/api/admin/users-organization/link', auth: 'admin', permission: 'users.write', successStatus: 204, operation: 'link user to organization' },
  unlinkUserOrganization: {
    method: 'POST',
    path: '/api/admin/users-organization/unlink',
    auth: 'admin',
    permission: 'users.write',
    successStatus: 204,
    operation: 'unlink user from organization',
  },
  linkRolePermission: { method: 'POST', path: '/api/admin/roles-permission/link', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'add permission to role' },
  unlinkRolePermission: {
    method: 'POST',
    path: '/api/admin/roles-permission/unlink',
    auth: 'admin',
    permission: 'roles.write',
    successStatus: 204,
    operation: 'remove permission from role',
  },
  linkOrganizationProgram: {
    method: 'POST',
    path: '/api/admin/organizations-program/link',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 204,
    operation: 'link program to organization',
  },
  unlinkOrganizationProgram: {
    method: 'POST',
    path: '/api/admin/organizations-program/unlink',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 204,
    operation: 'unlink program from organization',
  },
  linkUserProgram: { method: 'POST', path: '/api/admin/users-program/link', auth: 'admin', permission: 'users.write', successStatus: 204, operation: 'link user to program' },
  unlinkUserProgram: { method: 'POST', path: '/api/admin/users-program/unlink', auth: 'admin', permission: 'users.write', successStatus: 204, operation: 'unlink user from program' },
  linkUserRole: { method: 'POST', path: '/api/admin/users-role/link', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'add role to user' },
  unlinkUserRole: { method: 'POST', path: '/api/admin/users-role/unlink', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'remove role from user' },
  linkWidgetProgram: { method: 'POST', path: '/api/admin/widgets-program/link', auth: 'admin', permission: 'widgets.write', successStatus: 204, operation: 'link widget to program' },
  unlinkWidgetProgram: { method: 'POST', path: '/api/admin/widgets-program/unlink', auth: 'admin', permission: 'widgets.write', successStatus: 204, operation: 'unlink widget from program' },
  linkCampaign: { method: 'POST', path: '/api/admin/campaigns/link', auth: 'admin', permission: 'campaigns.write', successStatus: 204, operation: 'link campaign' },
  unlinkCampaign: { method: 'POST', path: '/api/admin/campaigns/unlink', auth: 'admin', permission: 'campaigns.write', successStatus: 204, operation: 'unlink campaign' },
  toggleCampaign: { method: 'POST', path: '/api/admin/campaigns/toggle', auth: 'admin', permission: 'campaigns.write', successStatus: 200, operation: 'toggle campaign' },
  linkProgramHealthAction: {
    method: 'POST',
    path: '/api/admin/programs-health-action/link',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 200,
    operation: 'link health action to program',
  },
  unlinkProgramHealthAction: {
    method: 'POST',
    path: '/api/admin/programs-health-action/unlink',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 204,
    operation: 'unlink health action from program',
  },
  /** The linked records of one record by pair (src/link-pairs.ts), with is_active and priority where the pair has them. */
  adminLinks: { method: 'GET', path: '/api/admin/links', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'load links' },
  adminWidgetsBatch: { method: 'PUT', path: '/api/admin/widgets/batch', auth: 'admin', permission: 'widgets.write', successStatus: 200, operation: 'update widgets' },
} as const satisfies Record<string, RouteMeta>;

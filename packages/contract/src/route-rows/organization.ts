import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's organization code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const organizationRoutes = {
  // spec 000 §7.2 users activation-url and enrollment; spec 001 §7 single sign-on login
  adminUserActivationUrl: { method: 'GET', path: '/api/admin/users/:id/activation-url', auth: 'admin', permission: 'users.write', successStatus: 200, operation: 'get activation url' },
  adminUserEnrollment: { method: 'POST', path: '/api/admin/users/enrollment', auth: 'admin', permission: 'users.write', successStatus: 200, operation: 'enroll user' },
  // spec 000 §7.2 organization and pages; spec 001 §2 page layouts
  memberOrganization: { method: 'GET', path: '/api/client/organization', auth: 'member', successStatus: 200, operation: 'load organization' },
} as const satisfies Record<string, RouteMeta>;

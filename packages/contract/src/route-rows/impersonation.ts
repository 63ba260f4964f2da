import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's impersonation code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const impersonationRoutes = {
  accessLog: { method: 'GET', path: '/api/client/user/access-log', auth: 'member', successStatus: 200, operation: 'load access log' },
  loginSaml: {
    method: 'POST',
    path: '/api/auth/login-saml',
    auth: 'none',
    successStatus: 200,
    operation: 'sign in with single sign-on',
    handling: { loginErrorCodes: ['INVALID_CREDENTIALS'] },
  },
  moreActiveSso: { method: 'GET', path: '/api/client/user/more-active-sso', auth: 'member', successStatus: 200, operation: 'get single sign-on login' },
  // ours: the escrow-wrapped data key for staff to open the clinical reads (docs/decisions/0037-impersonation-and-staff-reads.md)
  adminUserEmergencyKey: {
    method: 'GET',
    path: '/api/admin/users/:id/emergency-key',
    auth: 'admin',
    permission: 'clinical.read',
    successStatus: 200,
    operation: 'load emergency key',
  },
} as const satisfies Record<string, RouteMeta>;

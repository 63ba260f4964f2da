import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's single sign-on code makes: a part of routeTable (route-table.ts).
// SAML 2.0 per organisation (docs/decisions/0095-saml-single-sign-on.md). The protocol's own
// endpoints (the redirect to the identity provider, the assertion consumer service, the metadata)
// are browser navigations and XML, not calls: the server registers them beside these rows.
const admin = { auth: 'admin', permission: 'organizations.write' } as const;

export const samlRoutes = {
  // spec 000 §7.3 login-saml (§8: only INVALID_CREDENTIALS)
  loginSaml: {
    method: 'POST',
    path: '/api/auth/login-saml',
    auth: 'none',
    successStatus: 200,
    operation: 'sign in with single sign-on',
    handling: { loginErrorCodes: ['INVALID_CREDENTIALS'] },
  },
  samlDiscovery: { method: 'GET', path: '/api/auth/saml/discovery', auth: 'none', successStatus: 200, operation: 'find single sign-on' },
  adminSamlConfig: { method: 'GET', path: '/api/admin/organizations/:id/saml', ...admin, successStatus: 200, operation: 'load single sign-on settings' },
  adminSamlConfigSave: {
    method: 'PUT',
    path: '/api/admin/organizations/:id/saml',
    ...admin,
    handling: { serverMessage: [404, 409] },
    successStatus: 200,
    operation: 'save single sign-on settings',
  },
} as const satisfies Record<string, RouteMeta>;

import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's partner-keys code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const partnerKeysRoutes = {
  // partner authentication: an organisation's partner API keys, and the partner server's
  // exchange of a key plus a member's email for a short-lived member session
  adminPartnerKeys: {
    method: 'GET',
    path: '/api/admin/organizations/:id/partner-keys',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 200,
    operation: 'load partner API keys',
  },
  adminPartnerKeyCreate: {
    method: 'POST',
    path: '/api/admin/organizations/:id/partner-keys',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 201,
    operation: 'create partner API key',
  },
  adminPartnerKeyRevoke: {
    method: 'POST',
    path: '/api/admin/organizations/:id/partner-keys/:keyId/revoke',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 200,
    operation: 'revoke partner API key',
  },
  partnerMemberToken: { method: 'POST', path: '/api/partner/member-token', auth: 'none', partnerKey: true, successStatus: 200, operation: 'get member token' },
} as const satisfies Record<string, RouteMeta>;

import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's consents code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const consentsRoutes = {
  // spec 000 §3.3, §4, §7.6 legal agreements, consent and onboarding
  legalAgreements: { method: 'GET', path: '/api/client/user/legal-agreements', auth: 'member', successStatus: 200, operation: 'load legal agreements' },
  consentSave: { method: 'POST', path: '/api/client/user/consent', auth: 'member', successStatus: 200, operation: 'save user consent', handling: { on400: 'bad-request' } },
  // The member's consent record and withdrawal (not in the spec; docs/decisions/0097-consent-record-and-withdrawal.md)
  consentRecord: { method: 'GET', path: '/api/client/user/consents', auth: 'member', successStatus: 200, operation: 'load consent record' },
  consentWithdraw: { method: 'POST', path: '/api/client/user/consents/:id/withdraw', auth: 'member', successStatus: 200, operation: 'withdraw consent', handling: { on400: 'bad-request' } },
} as const satisfies Record<string, RouteMeta>;

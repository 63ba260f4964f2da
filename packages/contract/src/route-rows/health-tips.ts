import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's health-tips code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const healthTipsRoutes = {
  randomHealthTip: { method: 'GET', path: '/api/client/health-tips/random', auth: 'member', successStatus: 200, operation: 'load health tip' },
  randomReferral: { method: 'GET', path: '/api/client/referrals/random', auth: 'member', successStatus: 200, operation: 'load referral' },
  schedulingLink: { method: 'GET', path: '/api/client/user/scheduling-link', auth: 'member', successStatus: 200, operation: 'load scheduling link' },
  // spec 000 §3.4 page types REFERRALS and CONTACTUS: their pages' content (not in the spec's catalogue)
  referrals: { method: 'GET', path: '/api/client/referrals', auth: 'member', successStatus: 200, operation: 'load referrals' },
  contactLink: { method: 'GET', path: '/api/client/contact-link', auth: 'member', successStatus: 200, operation: 'load contact page' },
} as const satisfies Record<string, RouteMeta>;

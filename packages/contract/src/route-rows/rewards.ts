import type { RouteMeta } from '../route-table.js';

// The rows of the member's rewards calls (sdk domains/rewards.ts): spec 000 §7.4 Rewards client
// (eligible, redeem, the member's redemptions, background images). A part of routeTable
// (route-table.ts); staff's rows are rewards-admin.ts. A browser bundle imports the rows of the
// calls it makes, so the embed carries no row it never calls.
export const rewardsRoutes = {
  rewardsEligible: { method: 'GET', path: '/api/client/rewards/eligible', auth: 'member', successStatus: 200, operation: 'load eligible rewards' },
  rewardRedeem: { method: 'POST', path: '/api/client/rewards/:id/redeem', auth: 'member', successStatus: 200, operation: 'redeem reward', handling: { serverMessage: 'any' } },
  rewardRedemptions: { method: 'GET', path: '/api/client/rewards/redemptions', auth: 'member', successStatus: 200, operation: 'load redeemed rewards' },
  rewardImage: { method: 'GET', path: '/api/client/rewards/:id/background-image', auth: 'member', successStatus: 200, operation: 'load reward image', file: true },
} as const satisfies Record<string, RouteMeta>;

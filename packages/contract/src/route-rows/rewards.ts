import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's rewards code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const rewardsRoutes = {
  // spec 000 §7.4 Rewards (admin: data JSON + optional background_image; secrets at /{reward_id}/secrets; client: eligible, redeem)
  adminRewards: { method: 'GET', path: '/api/admin/rewards', auth: 'admin', permission: 'rewards.read', successStatus: 200, operation: 'load rewards' },
  adminReward: { method: 'GET', path: '/api/admin/rewards/:id', auth: 'admin', permission: 'rewards.read', successStatus: 200, operation: 'load reward' },
  adminRewardCreate: { method: 'POST', path: '/api/admin/rewards', auth: 'admin', permission: 'rewards.write', successStatus: 200, operation: 'create reward', multipart: true },
  adminRewardUpdate: { method: 'POST', path: '/api/admin/rewards/:id', auth: 'admin', permission: 'rewards.write', successStatus: 200, operation: 'update reward', multipart: true },
  adminRewardDelete: { method: 'DELETE', path: '/api/admin/rewards/:id', auth: 'admin', permission: 'rewards.write', successStatus: 204, operation: 'delete reward' },
  adminRewardSecrets: { method: 'GET', path: '/api/admin/rewards/:reward_id/secrets', auth: 'admin', permission: 'rewards.read', successStatus: 200, operation: 'load reward secrets' },
  adminRewardSecretCreate: {
    method: 'POST',
    path: '/api/admin/rewards/:reward_id/secrets',
    auth: 'admin',
    permission: 'rewards.write',
    successStatus: 200,
    operation: 'create reward secret',
  },
  adminRewardSecretUpdate: {
    method: 'PUT',
    path: '/api/admin/rewards/:reward_id/secrets/:id',
    auth: 'admin',
    permission: 'rewards.write',
    successStatus: 200,
    operation: 'update reward secret',
  },
  adminRewardSecretDelete: {
    method: 'DELETE',
    path: '/api/admin/rewards/:reward_id/secrets/:id',
    auth: 'admin',
    permission: 'rewards.write',
    successStatus: 204,
    operation: 'delete reward secret',
  },
  rewardsEligible: { method: 'GET', path: '/api/client/rewards/eligible', auth: 'member', successStatus: 200, operation: 'load eligible rewards' },
  rewardRedeem: { method: 'POST', path: '/api/client/rewards/:id/redeem', auth: 'member', successStatus: 200, operation: 'redeem reward', handling: { serverMessage: 'any' } },
  rewardRedemptions: { method: 'GET', path: '/api/client/rewards/redemptions', auth: 'member', successStatus: 200, operation: 'load redeemed rewards' },
  rewardImage: { method: 'GET', path: '/api/client/rewards/:id/background-image', auth: 'member', successStatus: 200, operation: 'load reward image', file: true },
} as const satisfies Record<string, RouteMeta>;

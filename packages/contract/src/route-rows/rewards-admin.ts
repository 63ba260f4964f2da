import type { RouteMeta } from '../route-table.js';

// The rows of staff's rewards calls (sdk domains/rewards-admin.ts): spec 000 §7.4 Rewards admin (data
// JSON + optional background_image; secrets at /{reward_id}/secrets). A part of routeTable
// (route-table.ts); the member's rows are rewards.ts, so the rewards element carries none of these.
export const rewardsAdminRoutes = {
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
} as const satisfies Record<string, RouteMeta>;

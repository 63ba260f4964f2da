// Query options (@tanstack/query-core) for rewards (spec 000 §7.4). Keys share the prefixes
// ['rewards'] and ['admin', 'rewards'] so redeem and admin writes invalidate exactly these reads.
import { ELIGIBLE_REWARDS_KEY, REWARD_REDEMPTIONS_KEY, adminRewardKey, adminRewardsListKey, rewardSecretsKey, type AdminRewardsQuery, type RewardsApi } from '../domains/rewards.js';

type Signal = { signal?: AbortSignal };

export function rewardsQueries(api: RewardsApi) {
  return {
    /** ['rewards', 'eligible']: read again after a redeem or an admin change. */
    eligible: () => ({ queryKey: ELIGIBLE_REWARDS_KEY, queryFn: ({ signal }: Signal) => api.eligible(signal) }),
    /** ['rewards', 'redemptions']: read again after a redeem. */
    redemptions: () => ({ queryKey: REWARD_REDEMPTIONS_KEY, queryFn: ({ signal }: Signal) => api.redemptions(signal) }),
    admin: {
      list: (query: AdminRewardsQuery = {}) => ({ queryKey: adminRewardsListKey(query), queryFn: ({ signal }: Signal) => api.admin.list(query, signal) }),
      get: (id: string) => ({ queryKey: adminRewardKey(id), queryFn: ({ signal }: Signal) => api.admin.get(id, signal) }),
      secrets: (rewardId: string) => ({ queryKey: rewardSecretsKey(rewardId), queryFn: ({ signal }: Signal) => api.admin.secrets(rewardId, signal) }),
    },
  };
}
export type RewardsQueries = ReturnType<typeof rewardsQueries>;

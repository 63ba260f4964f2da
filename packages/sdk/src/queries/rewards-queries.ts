// Query options (@tanstack/query-core) for the whole rewards domain (createRewardsApi, spec 000 §7.4).
// Keys share the prefixes ['rewards'] and ['admin', 'rewards'] so redeem and admin writes invalidate
// exactly these reads. The member's options are their own module (rewards-member-queries.ts), which
// the rewards element uses alone.
import { adminRewardKey, adminRewardsListKey, rewardSecretsKey, type AdminRewardsQuery } from '../domains/rewards-admin.js';
import type { RewardsApi } from '../domains/rewards.js';
import { memberRewardsQueries } from './rewards-member-queries.js';

type Signal = { signal?: AbortSignal };

export function rewardsQueries(api: RewardsApi) {
  return {
    ...memberRewardsQueries(api),
    admin: {
      list: (query: AdminRewardsQuery = {}) => ({ queryKey: adminRewardsListKey(query), queryFn: ({ signal }: Signal) => api.admin.list(query, signal) }),
      get: (id: string) => ({ queryKey: adminRewardKey(id), queryFn: ({ signal }: Signal) => api.admin.get(id, signal) }),
      secrets: (rewardId: string) => ({ queryKey: rewardSecretsKey(rewardId), queryFn: ({ signal }: Signal) => api.admin.secrets(rewardId, signal) }),
    },
  };
}
export type RewardsQueries = ReturnType<typeof rewardsQueries>;

// Query options for the member's rewards (spec 000 §7.4); a module of its own, like its domain. Keys
// share the prefix ['rewards'] so a redeem invalidates exactly these reads.
import { ELIGIBLE_REWARDS_KEY, REWARD_REDEMPTIONS_KEY, type MemberRewardsApi } from '../domains/rewards-member.js';

type Signal = { signal?: AbortSignal };

export function memberRewardsQueries(api: MemberRewardsApi) {
  return {
    /** ['rewards', 'eligible']: read again after a redeem or an admin change. */
    eligible: () => ({ queryKey: ELIGIBLE_REWARDS_KEY, queryFn: ({ signal }: Signal) => api.eligible(signal) }),
    /** ['rewards', 'redemptions']: read again after a redeem. */
    redemptions: () => ({ queryKey: REWARD_REDEMPTIONS_KEY, queryFn: ({ signal }: Signal) => api.redemptions(signal) }),
  };
}
export type MemberRewardsQueries = ReturnType<typeof memberRewardsQueries>;

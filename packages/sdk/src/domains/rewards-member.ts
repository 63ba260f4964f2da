// spec 000 §7.4 Rewards, the member's calls: GET eligible rewards, POST /client/rewards/{id}/redeem,
// the member's redemptions and background images, with their route rows. A module of its own, so
// the rewards element carries none of staff's calls (rewards-admin.ts); createRewardsApi
// (rewards.ts) composes both.
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { AccountResponse, EligibleRewardsResponse, RewardRedeemResponse, RewardRedemptionsResponse } from '@healthdeck/contract/light';
import { rewardsRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { accountKeys } from './account.js';
import { setStarBalance } from './daily-tasks.js';
import { notificationsKeys } from './notifications.js';

export const REWARDS_KEY = ['rewards'] as const;
export const ELIGIBLE_REWARDS_KEY = ['rewards', 'eligible'] as const;
export const REWARD_REDEMPTIONS_KEY = ['rewards', 'redemptions'] as const;

export type RewardsHost = Pick<HealthDeck, 'call' | 'queryClient' | '$account'>;

/** HealthDeck.$account is published read-only; the client's own atom is writable underneath. */
function isWritable<T>(store: ReadableAtom<T>): store is WritableAtom<T> {
  return typeof (store as Partial<WritableAtom<T>>).set === 'function';
}

export function createMemberRewardsApi(hd: RewardsHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, rewardsRoutes);

  /** The new balance goes where every reader looks: the ['account'] cache and $account. */
  const publishBalance = (stars: number) => {
    if (isWritable(hd.$account)) {
      setStarBalance(queryClient, hd.$account, stars);
      return;
    }
    const cached = queryClient.getQueryData<AccountResponse>(accountKeys.all);
    if (cached) queryClient.setQueryData<AccountResponse>(accountKeys.all, { ...cached, user: { ...cached.user, star_balance: stars } });
  };

  return {
    /** Active rewards in stock, each with can_redeem (enough stars), and the star balance. */
    async eligible(signal?: AbortSignal): Promise<EligibleRewardsResponse> {
      const result = await call('rewardsEligible', { signal });
      publishBalance(result.star_balance);
      return result;
    },
    /** The member's redeemed rewards with their secrets, newest first. */
    redemptions: (signal?: AbortSignal): Promise<RewardRedemptionsResponse> => call('rewardRedemptions', { signal }),
    /**
     * Redeems a reward. Refusals (not enough stars, out of stock, not available) reject with the
     * server's message; on success the balance is published at once and the eligible rewards, the
     * redemptions and the notifications are read again.
     */
    async redeem(id: string): Promise<RewardRedeemResponse> {
      const result = await call('rewardRedeem', { params: { id } });
      publishBalance(result.star_balance);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ELIGIBLE_REWARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: REWARD_REDEMPTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]);
      return result;
    },
    /** A reward's background image as a Blob (the route needs the bearer token, so no plain <img src>). */
    async backgroundImage(id: string, signal?: AbortSignal): Promise<Blob> {
      const response: unknown = await call('rewardImage', { params: { id }, signal });
      if (!(response instanceof Response)) throw new TypeError('The background image answer is not a file');
      return response.blob();
    },
  };
}
export type MemberRewardsApi = ReturnType<typeof createMemberRewardsApi>;

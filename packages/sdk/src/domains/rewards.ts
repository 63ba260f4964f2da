// spec 000 §7.4 Rewards, the member's side: GET eligible rewards, POST /client/rewards/{id}/redeem,
// the member's redemptions and background images. Staff's calls are rewards-admin.ts, so the
// rewards element carries none of their route rows.
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { AccountResponse, EligibleRewardsResponse, RewardRedeemResponse, RewardRedemptionsResponse } from '@healthdeck/contract/light';
import { rewardsRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { accountKeys } from './account.js';
import { setAccountStarBalance } from './daily-tasks.js';
import { notificationsKeys } from './notifications.js';

/** Every member rewards read starts ['rewards'], so a redeem invalidates exactly these. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  eligible: ['rewards', 'eligible'] as const,
  redemptions: ['rewards', 'redemptions'] as const,
  /** The picture changes with its url, so the url is part of the key. */
  image: (id: string, url: string) => ['rewards', 'image', id, url] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, rewardsRoutes);

/** HealthDeck.$account is published read-only; the client's own atom is writable underneath. */
function isWritable<T>(store: ReadableAtom<T>): store is WritableAtom<T> {
  return typeof (store as Partial<WritableAtom<T>>).set === 'function';
}

/** The new balance goes where every reader looks: the ['account'] cache and $account. */
function publishBalance(hd: HealthDeck, stars: number) {
  const { queryClient } = hd;
  if (isWritable(hd.$account)) {
    setAccountStarBalance(queryClient, hd.$account, stars);
    return;
  }
  const cached = queryClient.getQueryData<AccountResponse>(accountKeys.all);
  if (cached) queryClient.setQueryData<AccountResponse>(accountKeys.all, { ...cached, user: { ...cached.user, star_balance: stars } });
}

/** Active rewards in stock, each with can_redeem (enough stars), and the star balance. */
export async function fetchEligibleRewards(hd: HealthDeck, signal?: AbortSignal): Promise<EligibleRewardsResponse> {
  const result = await call(hd)('rewardsEligible', { signal });
  publishBalance(hd, result.star_balance);
  return result;
}

/** The member's redeemed rewards with their secrets, newest first. */
export function fetchRewardRedemptions(hd: HealthDeck, signal?: AbortSignal): Promise<RewardRedemptionsResponse> {
  return call(hd)('rewardRedemptions', { signal });
}

/**
 * Redeems a reward. Refusals (not enough stars, out of stock, not available) reject with the
 * server's message; on success the balance is published at once and the eligible rewards, the
 * redemptions and the notifications are read again.
 */
export async function redeemReward(hd: HealthDeck, id: string): Promise<RewardRedeemResponse> {
  const result = await call(hd)('rewardRedeem', { params: { id } });
  publishBalance(hd, result.star_balance);
  await Promise.all([rewardsKeys.eligible, rewardsKeys.redemptions, notificationsKeys.all].map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));
  return result;
}

/** A reward's background image as a Blob (the route needs the bearer token, so no plain <img src>). */
export async function fetchRewardImage(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<Blob> {
  const response: unknown = await call(hd)('rewardImage', { params: { id }, signal });
  if (!(response instanceof Response)) throw new TypeError('The background image answer is not a file');
  return response.blob();
}

type Signal = { signal?: AbortSignal };

/** ['rewards', 'eligible']: read again after a redeem or an admin change. */
export const eligibleRewardsQuery = (hd: HealthDeck) => ({ queryKey: rewardsKeys.eligible, queryFn: ({ signal }: Signal) => fetchEligibleRewards(hd, signal) });

/** ['rewards', 'redemptions']: read again after a redeem. */
export const rewardRedemptionsQuery = (hd: HealthDeck) => ({
  queryKey: rewardsKeys.redemptions,
  queryFn: ({ signal }: Signal) => fetchRewardRedemptions(hd, signal),
});

/** A picture does not change under the same url: kept for the page's life, not retried. */
export const rewardImageQuery = (hd: HealthDeck, id: string, url: string) => ({
  queryKey: rewardsKeys.image(id, url),
  queryFn: ({ signal }: Signal) => fetchRewardImage(hd, id, signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * Redeem a reward. A refusal means the page was out of date (stars spent elsewhere, stock gone,
 * reward withdrawn): the eligible list (which also publishes the true balance) and the
 * redemptions (a redeem elsewhere shows there) are read again.
 */
export const redeemRewardMutation = (hd: HealthDeck) => ({
  mutationKey: ['rewards', 'redeem'] as const,
  mutationFn: (id: string) => redeemReward(hd, id),
  onError: () => Promise.all([rewardsKeys.eligible, rewardsKeys.redemptions].map((queryKey) => hd.queryClient.invalidateQueries({ queryKey }))),
});

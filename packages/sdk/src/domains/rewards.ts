// spec 000 §7.4 Rewards: client (GET eligible rewards, POST /client/rewards/{id}/redeem, the
// member's redemptions, background images) and admin (create/update as multipart — data as JSON
// and an optional background_image —, delete, list, get; secrets at /{reward_id}/secrets).
// A standalone factory: pages that show rewards pay for it, the embed does not.
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type {
  AccountResponse,
  AdminRewardResponse,
  AdminRewardsResponse,
  EligibleRewardsResponse,
  RewardData,
  RewardRedeemResponse,
  RewardRedemptionsResponse,
  RewardSecretResponse,
  RewardSecretsResponse,
  RouteQuery,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { rewardsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { ACCOUNT_KEY } from './account.js';
import { setStarBalance } from './daily-tasks.js';
import { NOTIFICATIONS_KEY } from './notifications.js';

export const REWARDS_KEY = ['rewards'] as const;
export const ELIGIBLE_REWARDS_KEY = ['rewards', 'eligible'] as const;
export const REWARD_REDEMPTIONS_KEY = ['rewards', 'redemptions'] as const;
export const ADMIN_REWARDS_KEY = ['admin', 'rewards'] as const;
export const adminRewardsListKey = (query: AdminRewardsQuery = {}) => [...ADMIN_REWARDS_KEY, 'list', query] as const;
export const adminRewardKey = (id: string) => [...ADMIN_REWARDS_KEY, 'one', id] as const;
export const rewardSecretsKey = (rewardId: string) => [...ADMIN_REWARDS_KEY, 'secrets', rewardId] as const;

export type AdminRewardsQuery = NonNullable<RouteQuery<'adminRewards'>>;
export type RewardsHost = Pick<HealthDeck, 'call' | 'queryClient' | '$account'>;

/** What create and update send: the reward's fields (the `data` JSON) and, optionally, a new picture. */
export interface RewardInput {
  data: RewardData;
  backgroundImage?: Blob | null;
  /** The picture's file name in the form; default the File's own name, else 'background-image'. */
  fileName?: string;
}

function rewardForm(input: RewardInput): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(input.data));
  if (input.backgroundImage) {
    const name = input.fileName ?? (input.backgroundImage instanceof File ? input.backgroundImage.name : 'background-image');
    form.append('background_image', input.backgroundImage, name);
  }
  return form;
}

/** HealthDeck.$account is published read-only; the client's own atom is writable underneath. */
function isWritable<T>(store: ReadableAtom<T>): store is WritableAtom<T> {
  return typeof (store as Partial<WritableAtom<T>>).set === 'function';
}

export function createRewardsApi(hd: RewardsHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, rewardsRoutes);

  /** The new balance goes where every reader looks: the ['account'] cache and $account. */
  const publishBalance = (stars: number) => {
    if (isWritable(hd.$account)) {
      setStarBalance(queryClient, hd.$account, stars);
      return;
    }
    const cached = queryClient.getQueryData<AccountResponse>(ACCOUNT_KEY);
    if (cached) queryClient.setQueryData<AccountResponse>(ACCOUNT_KEY, { ...cached, user: { ...cached.user, star_balance: stars } });
  };

  /** After an admin write: every admin rewards read and the members' eligible list are stale. */
  const adminChanged = () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_REWARDS_KEY }), queryClient.invalidateQueries({ queryKey: ELIGIBLE_REWARDS_KEY })]);

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
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      ]);
      return result;
    },
    /** A reward's background image as a Blob (the route needs the bearer token, so no plain <img src>). */
    async backgroundImage(id: string, signal?: AbortSignal): Promise<Blob> {
      const response: unknown = await call('rewardImage', { params: { id }, signal });
      if (!(response instanceof Response)) throw new TypeError('The background image answer is not a file');
      return response.blob();
    },
    admin: {
      list: (query: AdminRewardsQuery = {}, signal?: AbortSignal): Promise<AdminRewardsResponse> => call('adminRewards', { query, signal }),
      get: (id: string, signal?: AbortSignal): Promise<AdminRewardResponse> => call('adminReward', { params: { id }, signal }),
      async create(input: RewardInput): Promise<AdminRewardResponse> {
        const result = await call('adminRewardCreate', { form: rewardForm(input) });
        await adminChanged();
        return result;
      },
      /** Replaces the reward's fields; the picture changes only with a new file or data.remove_background_image. */
      async update(id: string, input: RewardInput): Promise<AdminRewardResponse> {
        const result = await call('adminRewardUpdate', { params: { id }, form: rewardForm(input) });
        await adminChanged();
        return result;
      },
      async remove(id: string): Promise<void> {
        await call('adminRewardDelete', { params: { id } });
        queryClient.removeQueries({ queryKey: adminRewardKey(id) });
        await adminChanged();
      },
      secrets: (rewardId: string, signal?: AbortSignal): Promise<RewardSecretsResponse> => call('adminRewardSecrets', { params: { reward_id: rewardId }, signal }),
      async addSecret(rewardId: string, secret: string): Promise<RewardSecretResponse> {
        const result = await call('adminRewardSecretCreate', { params: { reward_id: rewardId }, body: { secret } });
        await adminChanged();
        return result;
      },
      async updateSecret(rewardId: string, id: string, secret: string): Promise<RewardSecretResponse> {
        const result = await call('adminRewardSecretUpdate', { params: { reward_id: rewardId, id }, body: { secret } });
        await queryClient.invalidateQueries({ queryKey: rewardSecretsKey(rewardId) });
        return result;
      },
      async removeSecret(rewardId: string, id: string): Promise<void> {
        await call('adminRewardSecretDelete', { params: { reward_id: rewardId, id } });
        await adminChanged();
      },
    },
  };
}
export type RewardsApi = ReturnType<typeof createRewardsApi>;

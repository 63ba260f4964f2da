// spec 000 §7.4 Rewards, staff's calls: create/update as multipart (data as JSON and an optional
// background_image), delete, list, get; secrets at /{reward_id}/secrets; with their route rows. A
// module of its own, so the member's rewards element does not bring them.
import type { AdminRewardResponse, AdminRewardsResponse, RewardData, RewardSecretResponse, RewardSecretsResponse, RouteQuery } from '@healthdeck/contract/light';
import { rewardsAdminRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { ELIGIBLE_REWARDS_KEY } from './rewards-member.js';

export const ADMIN_REWARDS_KEY = ['admin', 'rewards'] as const;
export const adminRewardsListKey = (query: AdminRewardsQuery = {}) => [...ADMIN_REWARDS_KEY, 'list', query] as const;
export const adminRewardKey = (id: string) => [...ADMIN_REWARDS_KEY, 'one', id] as const;
export const rewardSecretsKey = (rewardId: string) => [...ADMIN_REWARDS_KEY, 'secrets', rewardId] as const;

export type AdminRewardsQuery = NonNullable<RouteQuery<'adminRewards'>>;

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

export function createRewardsAdminApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, rewardsAdminRoutes);

  /** After an admin write: every admin rewards read and the members' eligible list are stale. */
  const adminChanged = () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_REWARDS_KEY }), queryClient.invalidateQueries({ queryKey: ELIGIBLE_REWARDS_KEY })]);

  return {
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
  };
}
export type RewardsAdminApi = ReturnType<typeof createRewardsAdminApi>;

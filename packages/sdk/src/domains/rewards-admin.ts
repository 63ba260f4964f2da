// spec 000 §7.4 Rewards, staff's side: create/update as multipart (data as JSON and an optional
// background_image), delete, list, get; secrets at /{reward_id}/secrets. A module of its own, so
// the member's rewards element does not bring these route rows.
import type { AdminRewardResponse, AdminRewardsResponse, RewardData, RewardSecretResponse, RewardSecretsResponse, RouteQuery } from '@healthdeck/contract/light';
import { rewardsAdminRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { fetchRewardImage, rewardsKeys } from './rewards.js';

export type AdminRewardsQuery = NonNullable<RouteQuery<'adminRewards'>>;

export const adminRewardsKeys = {
  all: ['admin', 'rewards'] as const,
  list: (query: AdminRewardsQuery = {}) => ['admin', 'rewards', 'list', query] as const,
  one: (id: string) => ['admin', 'rewards', 'one', id] as const,
  secrets: (rewardId: string) => ['admin', 'rewards', 'secrets', rewardId] as const,
  /** Under the admin prefix, so an admin write reads the picture again; `version` changes with the picture. */
  image: (id: string, version: string) => ['admin', 'rewards', 'image', id, version] as const,
};

/** What create and update send: the reward's fields (the `data` JSON) and, optionally, a new picture. */
export interface RewardInput {
  data: RewardData;
  backgroundImage?: Blob | null;
  /** The picture's file name in the form; default the File's own name, else 'background-image'. */
  fileName?: string;
}

const call = (hd: HealthDeck) => routed(hd.call, rewardsAdminRoutes);

function rewardForm(input: RewardInput): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(input.data));
  if (input.backgroundImage) {
    const name = input.fileName ?? (input.backgroundImage instanceof File ? input.backgroundImage.name : 'background-image');
    form.append('background_image', input.backgroundImage, name);
  }
  return form;
}

/** After an admin write: every admin rewards read and the members' eligible list are stale. */
const adminChanged = (hd: HealthDeck) =>
  Promise.all([hd.queryClient.invalidateQueries({ queryKey: adminRewardsKeys.all }), hd.queryClient.invalidateQueries({ queryKey: rewardsKeys.eligible })]);

export function fetchAdminRewards(hd: HealthDeck, query: AdminRewardsQuery = {}, signal?: AbortSignal): Promise<AdminRewardsResponse> {
  return call(hd)('adminRewards', { query, signal });
}

export function fetchAdminReward(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<AdminRewardResponse> {
  return call(hd)('adminReward', { params: { id }, signal });
}

export async function createReward(hd: HealthDeck, input: RewardInput): Promise<AdminRewardResponse> {
  const result = await call(hd)('adminRewardCreate', { form: rewardForm(input) });
  await adminChanged(hd);
  return result;
}

/** Replaces the reward's fields; the picture changes only with a new file or data.remove_background_image. */
export async function updateReward(hd: HealthDeck, id: string, input: RewardInput): Promise<AdminRewardResponse> {
  const result = await call(hd)('adminRewardUpdate', { params: { id }, form: rewardForm(input) });
  await adminChanged(hd);
  return result;
}

export async function deleteReward(hd: HealthDeck, id: string): Promise<void> {
  await call(hd)('adminRewardDelete', { params: { id } });
  hd.queryClient.removeQueries({ queryKey: adminRewardsKeys.one(id) });
  await adminChanged(hd);
}

export function fetchRewardSecrets(hd: HealthDeck, rewardId: string, signal?: AbortSignal): Promise<RewardSecretsResponse> {
  return call(hd)('adminRewardSecrets', { params: { reward_id: rewardId }, signal });
}

export async function addRewardSecret(hd: HealthDeck, rewardId: string, secret: string): Promise<RewardSecretResponse> {
  const result = await call(hd)('adminRewardSecretCreate', { params: { reward_id: rewardId }, body: { secret } });
  await adminChanged(hd);
  return result;
}

export async function updateRewardSecret(hd: HealthDeck, rewardId: string, id: string, secret: string): Promise<RewardSecretResponse> {
  const result = await call(hd)('adminRewardSecretUpdate', { params: { reward_id: rewardId, id }, body: { secret } });
  await hd.queryClient.invalidateQueries({ queryKey: adminRewardsKeys.secrets(rewardId) });
  return result;
}

export async function deleteRewardSecret(hd: HealthDeck, rewardId: string, id: string): Promise<void> {
  await call(hd)('adminRewardSecretDelete', { params: { reward_id: rewardId, id } });
  await adminChanged(hd);
}

type Signal = { signal?: AbortSignal };

export const adminRewardsQuery = (hd: HealthDeck, query: AdminRewardsQuery = {}) => ({
  queryKey: adminRewardsKeys.list(query),
  queryFn: ({ signal }: Signal) => fetchAdminRewards(hd, query, signal),
});

export const adminRewardQuery = (hd: HealthDeck, id: string) => ({
  queryKey: adminRewardsKeys.one(id),
  queryFn: ({ signal }: Signal) => fetchAdminReward(hd, id, signal),
});

export const rewardSecretsQuery = (hd: HealthDeck, rewardId: string) => ({
  queryKey: adminRewardsKeys.secrets(rewardId),
  queryFn: ({ signal }: Signal) => fetchRewardSecrets(hd, rewardId, signal),
});

/** The stored picture, read with the member's route (it needs the bearer token, so no plain <img src>). */
export const adminRewardImageQuery = (hd: HealthDeck, id: string, version: string) => ({
  queryKey: adminRewardsKeys.image(id, version),
  queryFn: ({ signal }: Signal) => fetchRewardImage(hd, id, signal),
});

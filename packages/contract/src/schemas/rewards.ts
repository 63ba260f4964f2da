import { z } from 'zod';
import { Paging } from './common.js';
import { REWARD_LIMITS } from '../constants.js';

const { messages } = REWARD_LIMITS;
const isoTime = z.string().datetime({ offset: true });

/**
 * spec 000 §3.3, §7.4 Rewards: the multipart `data` field of create and update (JSON text), next to
 * an optional `background_image` file. `remove_background_image` (update only) drops the image.
 */
export const RewardData = z.object({
  name: z.string({ error: messages.name }).trim().min(1, messages.name).max(REWARD_LIMITS.nameMax, messages.nameMax),
  description: z.string().trim().max(REWARD_LIMITS.descriptionMax, messages.descriptionMax).default(''),
  star_cost: z.number({ error: messages.starCost }).int(messages.starCost).min(1, messages.starCost).max(REWARD_LIMITS.starCostMax, messages.starCost),
  active: z.boolean().default(true),
  remove_background_image: z.boolean().optional(),
});
export type RewardData = z.input<typeof RewardData>;

/** A reward as admins see it: stock = secrets not yet redeemed (spec 000 §7.4 secrets). */
export const AdminReward = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  star_cost: z.number().int(),
  active: z.boolean(),
  /** GET it with the bearer token (the sdk's rewards.backgroundImage); null without an image. */
  background_image_url: z.string().nullable(),
  stock: z.number().int().min(0),
  secrets_total: z.number().int().min(0),
  created_at: isoTime,
  updated_at: isoTime,
});
export type AdminReward = z.infer<typeof AdminReward>;

export const AdminRewardsQuery = Paging.extend({
  search: z.string().trim().max(120).optional(),
});
export const AdminRewardsResponse = z.object({ rewards: z.array(AdminReward), total_count: z.number().int() });
export type AdminRewardsResponse = z.infer<typeof AdminRewardsResponse>;
export const AdminRewardResponse = z.object({ reward: AdminReward });
export type AdminRewardResponse = z.infer<typeof AdminRewardResponse>;

/** spec 000 §3.3 Rewards: id. */
export const RewardIdParams = z.object({ id: z.string().uuid('The reward id must be a UUID') });

/** spec 000 §3.3: redemption secrets belong to a reward (reward_id, id). */
export const RewardSecretsParams = z.object({ reward_id: z.string().uuid('The reward id must be a UUID') });
export const RewardSecretParams = RewardSecretsParams.extend({ id: z.string().uuid('The secret id must be a UUID') });

export const RewardSecretRequest = z.object({
  secret: z.string({ error: messages.secret }).trim().min(1, messages.secret).max(REWARD_LIMITS.secretMax, messages.secretMax),
});
export type RewardSecretRequest = z.input<typeof RewardSecretRequest>;

export const RewardSecret = z.object({
  id: z.string().uuid(),
  reward_id: z.string().uuid(),
  secret: z.string(),
  redeemed_at: isoTime.nullable(),
  created_at: isoTime,
});
export type RewardSecret = z.infer<typeof RewardSecret>;
export const RewardSecretsResponse = z.object({ secrets: z.array(RewardSecret) });
export type RewardSecretsResponse = z.infer<typeof RewardSecretsResponse>;
export const RewardSecretResponse = z.object({ secret: RewardSecret });
export type RewardSecretResponse = z.infer<typeof RewardSecretResponse>;

/** spec 000 §7.4 Client: GET eligible rewards — active rewards with stock, and whether the member can afford each. */
export const EligibleReward = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  star_cost: z.number().int(),
  background_image_url: z.string().nullable(),
  stock: z.number().int().min(1),
  /** The member has at least star_cost stars. */
  can_redeem: z.boolean(),
});
export type EligibleReward = z.infer<typeof EligibleReward>;
export const EligibleRewardsResponse = z.object({
  rewards: z.array(EligibleReward),
  star_balance: z.number().int().min(0),
});
export type EligibleRewardsResponse = z.infer<typeof EligibleRewardsResponse>;

/** One reward a member redeemed; the secret is shown to that member only. */
export const RewardRedemption = z.object({
  id: z.string().uuid(),
  reward_id: z.string().uuid().nullable(),
  reward_name: z.string(),
  star_cost: z.number().int(),
  secret: z.string(),
  redeemed_at: isoTime,
});
export type RewardRedemption = z.infer<typeof RewardRedemption>;

/** spec 000 §7.4 POST /client/rewards/{id}/redeem: the redemption and the new star balance. */
export const RewardRedeemResponse = z.object({ redemption: RewardRedemption, star_balance: z.number().int().min(0) });
export type RewardRedeemResponse = z.infer<typeof RewardRedeemResponse>;
export const RewardRedemptionsResponse = z.object({ redemptions: z.array(RewardRedemption) });
export type RewardRedemptionsResponse = z.infer<typeof RewardRedemptionsResponse>;

/** A download row (RouteMeta.file): the bytes of the image; the sdk answers a Blob. */
export const RewardImageResponse = z.unknown().describe('The background image bytes (JPEG, PNG or WebP)');

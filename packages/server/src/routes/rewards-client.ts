// spec 000 §7.4 Rewards, client side: GET eligible rewards, POST /client/rewards/{id}/redeem, the
// member's redeemed rewards, and the background image (domain/rewards/rewards.ts). Rewards are
// named in the member's language where they are translated (routes/translations.ts).
import type { SomeHandlers } from './types.js';
import { eligibleRewards, redeem, redemptionsOf, rewardImage } from '../domain/rewards/rewards.js';
import { memberTranslator } from '../http/member-translator.js';

export const rewardClientHandlers: SomeHandlers<'rewardsEligible' | 'rewardRedeem' | 'rewardRedemptions' | 'rewardImage'> = {
  async rewardsEligible({ user, request, reply, ctx }) {
    const eligible = await eligibleRewards(ctx.db, user.id);
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { rewards: eligible.rewards.map((reward) => reward.id) });
    return { ...eligible, rewards: eligible.rewards.map((reward) => translator.apply('rewards', reward.id, reward)) };
  },
  rewardRedeem: ({ params, user, ctx }) => redeem(ctx.db, user.id, params.id, ctx.config.now()),
  rewardRedemptions: async ({ user, ctx }) => ({ redemptions: await redemptionsOf(ctx.db, user.id) }),
  async rewardImage({ params, reply, ctx }) {
    const { bytes, contentType } = await rewardImage(ctx.db, params.id);
    reply.header('content-type', contentType).header('x-content-type-options', 'nosniff');
    return bytes;
  },
};

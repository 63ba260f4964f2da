// spec 000 §7.4 Rewards, client side: GET eligible rewards, POST /client/rewards/{id}/redeem, the
// member's redeemed rewards, and the background image (domain/rewards/rewards.ts).
import type { SomeHandlers } from './types.js';
import { eligibleRewards, redeem, redemptionsOf, rewardImage } from '../domain/rewards/rewards.js';

export const rewardClientHandlers: SomeHandlers<'rewardsEligible' | 'rewardRedeem' | 'rewardRedemptions' | 'rewardImage'> = {
  rewardsEligible: ({ user, ctx }) => eligibleRewards(ctx.db, user.id),
  rewardRedeem: ({ params, user, ctx }) => redeem(ctx.db, user.id, params.id, ctx.config.now()),
  rewardRedemptions: async ({ user, ctx }) => ({ redemptions: await redemptionsOf(ctx.db, user.id) }),
  async rewardImage({ params, reply, ctx }) {
    const { bytes, contentType } = await rewardImage(ctx.db, params.id);
    reply.header('content-type', contentType).header('x-content-type-options', 'nosniff');
    return bytes;
  },
};

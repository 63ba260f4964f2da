import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { RewardsProps } from './rewards';

export const rewardsWidget = describeWidget<RewardsProps>({
  folder: 'rewards',
  tag: 'hd-rewards',
  description:
    "The rewards store (spec 000 §7.4 client rewards): the member's star balance, the eligible rewards with their images, redeem with a confirmation (the server's message when refused: not enough stars, out of stock, not available), the redeemed reward's code shown once, and My rewards. The balance is the sdk's ['account'], shared with every widget that shows stars.",
  events: [
    { prop: 'onRedeemed', name: 'hd-redeemed', description: 'A reward was redeemed; detail {rewardId, starBalance}.' },
    { prop: 'onError', name: 'hd-error', description: 'The rewards could not be loaded; detail {message}.' },
  ],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton', 'list'),
    { name: 'balance', description: 'The star balance.' },
    { name: 'reward', description: 'One eligible reward.' },
    { name: 'image', description: "A reward's background image." },
    { name: 'cost', description: "A reward's star cost." },
    { name: 'short', description: 'The stars still missing to redeem a reward.' },
    { name: 'code', description: "The redeemed reward's code in the dialog." },
    { name: 'redemptions', description: 'My rewards.' },
    { name: 'redemption', description: 'One redeemed reward with its code.' },
  ],
  load: () => import('./element'),
});

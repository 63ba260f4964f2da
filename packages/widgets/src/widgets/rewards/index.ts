// @healthdeck/widgets/rewards: the widget's public surface (component, props, strings, sheet, descriptor).
export { Rewards } from './rewards';
export type { RewardsProps } from './rewards';
export { rewardsMessages } from './messages';
export type { RewardsMessages } from './messages';
export { rewardsStyles } from './styles';
export { rewardsWidget } from './widget';

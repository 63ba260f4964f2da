// @healthdeck/widgets/random-referral: the widget's public surface (component, props, strings, sheet, descriptor).
export { RandomReferral } from './random-referral';
export type { RandomReferralProps } from './random-referral';
export { randomReferralMessages } from './messages';
export type { RandomReferralMessages } from './messages';
export { randomReferralStyles } from './styles';
export { randomReferralWidget } from './widget';

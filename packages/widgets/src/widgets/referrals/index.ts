// @healthdeck/widgets/referrals: the widget's public surface (component, props, strings, sheet, descriptor).
export { Referrals, groupByCategory } from './referrals';
export type { ReferralsProps } from './referrals';
export { referralsMessages } from './messages';
export type { ReferralsMessages } from './messages';
export { referralsStyles } from './styles';
export { referralsWidget } from './widget';

// @healthdeck/widgets/health-tip: the widget's public surface (component, props, strings, sheet, descriptor).
export { HealthTip } from './health-tip';
export type { HealthTipProps } from './health-tip';
export { healthTipMessages } from './messages';
export type { HealthTipMessages } from './messages';
export { healthTipStyles } from './styles';
export { healthTipWidget } from './widget';

// @healthdeck/widgets/health-summary: the widget's public surface (component, props, strings, sheet, descriptor).
export { HealthSummary } from './health-summary';
export type { HealthSummaryProps } from './health-summary';
export { healthSummaryMessages } from './messages';
export type { HealthSummaryMessages } from './messages';
export { healthSummaryStyles } from './styles';
export { healthSummaryWidget } from './widget';

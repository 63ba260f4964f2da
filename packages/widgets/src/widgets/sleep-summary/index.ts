// @healthdeck/widgets/sleep-summary: the widget's public surface (component, props, strings, sheet, descriptor).
export { SleepSummary } from './sleep-summary';
export type { SleepSummaryProps } from './sleep-summary';
export { sleepSummaryMessages } from './messages';
export type { SleepSummaryMessages } from './messages';
export { sleepSummaryStyles } from './styles';
export { sleepSummaryWidget } from './widget';

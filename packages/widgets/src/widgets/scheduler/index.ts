// @healthdeck/widgets/scheduler: the widget's public surface (component, props, strings, sheet, descriptor).
export { Scheduler } from './scheduler';
export type { SchedulerProps, ConsultType } from './scheduler';
export { schedulerMessages } from './messages';
export type { SchedulerMessages } from './messages';
export { schedulerStyles } from './styles';
export { schedulerWidget } from './widget';

// @healthdeck/widgets/schedule: the widget's public surface (component, props, strings, sheet, descriptor).
export { Schedule } from './schedule';
export type { ScheduleProps } from './schedule';
export { scheduleMessages } from './messages';
export type { ScheduleMessages } from './messages';
export { scheduleStyles } from './styles';
export { scheduleWidget } from './widget';

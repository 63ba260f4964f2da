// @healthdeck/widgets/sleep-tracker: the widget's public surface (component, props, strings, sheet, descriptor).
export { SleepTracker, SLEEP_PROFILE_HREF } from './sleep-tracker';
export type { SleepTrackerProps, SleepChangeDetail } from './sleep-tracker';
export { sleepMessages } from './messages';
export type { SleepMessages } from './messages';
export { sleepTrackerStyles } from './styles';
export { sleepTrackerWidget } from './widget';

// @healthdeck/widgets/hydration-tracker: the widget's public surface (component, props, strings, sheet, descriptor).
export { HydrationTracker } from './hydration-tracker';
export type { HydrationTrackerProps, HydrationChangeDetail } from './hydration-tracker';
export { hydrationMessages } from './messages';
export type { HydrationMessages } from './messages';
export { hydrationTrackerStyles } from './styles';
export { hydrationTrackerWidget } from './widget';

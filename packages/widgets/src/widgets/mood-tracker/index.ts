// @healthdeck/widgets/mood-tracker: the widget's public surface (component, props, strings, sheet, descriptor).
export { MoodTracker } from './mood-tracker';
export type { MoodTrackerProps, MoodChangeDetail } from './mood-tracker';
export { moodMessages } from './messages';
export type { MoodMessages } from './messages';
export { moodTrackerStyles } from './styles';
export { moodTrackerWidget } from './widget';

// @healthdeck/widgets/activity: the widget's public surface (component, props, strings, sheet, descriptor).
export { Activity } from './activity';
export type { ActivityProps } from './activity';
export { activityMessages } from './messages';
export type { ActivityMessages, ActivityFlow } from './messages';
export { activityStyles } from './styles';
export { activityWidget } from './widget';

// @healthdeck/widgets/health-actions: the widget's public surface (component, props, strings, sheet, descriptor).
export { HealthActions, HEALTH_ACTIONS_TABS } from './health-actions';
export type { HealthActionsProps, HealthActionsTab } from './health-actions';
export { healthActionsMessages } from './messages';
export type { HealthActionsMessages } from './messages';
export { healthRecordsMessages } from './record-messages';
export type { HealthRecordsMessages } from './record-messages';
export { healthActionsStyles } from './styles';
export { healthActionsWidget } from './widget';

// @healthdeck/widgets/call-reminder: the widget's public surface (component, props, strings, sheet, descriptor).
export { CallReminder, APPOINTMENTS_PATH } from './call-reminder';
export type { CallReminderProps } from './call-reminder';
export { callReminderMessages } from './messages';
export type { CallReminderMessages } from './messages';
export { callReminderStyles } from './styles';
export { callReminderWidget } from './widget';

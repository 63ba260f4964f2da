import { defineWidgetElement } from '../../elements/define-element';
import { CallReminder } from './call-reminder';
import { callReminderStyles } from './styles';
import { callReminderWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = CallReminder;
export const styles = callReminderStyles;
export const define = () => defineWidgetElement(callReminderWidget, CallReminder, callReminderStyles);

import { defineWidgetElement } from '../../elements/define-element';
import { Schedule } from './schedule';
import { scheduleStyles } from './styles';
import { scheduleWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Schedule;
export const styles = scheduleStyles;
export const define = () => defineWidgetElement(scheduleWidget, Schedule, scheduleStyles);

import { defineWidgetElement } from '../../elements/define-element';
import { Scheduler } from './scheduler';
import { schedulerStyles } from './styles';
import { schedulerWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Scheduler;
export const styles = schedulerStyles;
export const define = () => defineWidgetElement(schedulerWidget, Scheduler, schedulerStyles);

import { defineWidgetElement } from '../../elements/define-element';
import { SleepTracker } from './sleep-tracker';
import { sleepTrackerStyles } from './styles';
import { sleepTrackerWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = SleepTracker;
export const styles = sleepTrackerStyles;
export const define = () => defineWidgetElement(sleepTrackerWidget, SleepTracker, sleepTrackerStyles);

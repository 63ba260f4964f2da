import { defineWidgetElement } from '../../elements/define-element';
import { SleepSummary } from './sleep-summary';
import { sleepSummaryStyles } from './styles';
import { sleepSummaryWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = SleepSummary;
export const styles = sleepSummaryStyles;
export const define = () => defineWidgetElement(sleepSummaryWidget, SleepSummary, sleepSummaryStyles);

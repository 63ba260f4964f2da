import { defineWidgetElement } from '../../elements/define-element';
import { HealthSummary } from './health-summary';
import { healthSummaryStyles } from './styles';
import { healthSummaryWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = HealthSummary;
export const styles = healthSummaryStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(healthSummaryWidget, HealthSummary, healthSummaryStyles);

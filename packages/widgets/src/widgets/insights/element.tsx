import { defineWidgetElement } from '../../elements/define-element';
import { Insights } from './insights';
import { insightsStyles } from './styles';
import { insightsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Insights;
export const styles = insightsStyles;
export const define = () => defineWidgetElement(insightsWidget, Insights, insightsStyles);

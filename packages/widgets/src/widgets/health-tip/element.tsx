import { defineWidgetElement } from '../../elements/define-element';
import { HealthTip } from './health-tip';
import { healthTipStyles } from './styles';
import { healthTipWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = HealthTip;
export const styles = healthTipStyles;
export const define = () => defineWidgetElement(healthTipWidget, HealthTip, healthTipStyles);

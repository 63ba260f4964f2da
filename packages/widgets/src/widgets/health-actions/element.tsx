import { defineWidgetElement } from '../../elements/define-element';
import { HealthActions } from './health-actions';
import { healthActionsStyles } from './styles';
import { healthActionsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = HealthActions;
export const styles = healthActionsStyles;
export const define = () => defineWidgetElement(healthActionsWidget, HealthActions, healthActionsStyles);

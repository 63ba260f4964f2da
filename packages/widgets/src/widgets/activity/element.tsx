import { defineWidgetElement } from '../../elements/define-element';
import { Activity } from './activity';
import { activityStyles } from './styles';
import { activityWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Activity;
export const styles = activityStyles;
export const define = () => defineWidgetElement(activityWidget, Activity, activityStyles);

import { defineWidgetElement } from '../../elements/define-element';
import { Vitals } from './vitals';
import { vitalsStyles } from '../../vitals/styles';
import { vitalsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Vitals;
export const styles = vitalsStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(vitalsWidget, Vitals, vitalsStyles);

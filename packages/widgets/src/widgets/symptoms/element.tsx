import { defineWidgetElement } from '../../elements/define-element';
import { Symptoms } from './symptoms';
import { symptomsStyles } from './styles';
import { symptomsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Symptoms;
export const styles = symptomsStyles;
export const define = () => defineWidgetElement(symptomsWidget, Symptoms, symptomsStyles);

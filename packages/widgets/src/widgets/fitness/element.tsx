import { defineWidgetElement } from '../../elements/define-element';
import { Fitness } from './fitness';
import { fitnessStyles } from './styles';
import { fitnessWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Fitness;
export const styles = fitnessStyles;
export const define = () => defineWidgetElement(fitnessWidget, Fitness, fitnessStyles);

import { defineWidgetElement } from '../../elements/define-element';
import { Calendly } from './calendly';
import { calendlyStyles } from './styles';
import { calendlyWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Calendly;
export const styles = calendlyStyles;
export const define = () => defineWidgetElement(calendlyWidget, Calendly, calendlyStyles);

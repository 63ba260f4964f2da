import { defineWidgetElement } from '../../elements/define-element';
import { HraForm } from './hra-form';
import { hraFormStyles } from './styles';
import { hraFormWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = HraForm;
export const styles = hraFormStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(hraFormWidget, HraForm, hraFormStyles);

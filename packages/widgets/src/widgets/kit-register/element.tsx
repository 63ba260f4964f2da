import { defineWidgetElement } from '../../elements/define-element';
import { KitRegister } from './kit-register';
import { kitRegisterStyles } from './styles';
import { kitRegisterWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = KitRegister;
export const styles = kitRegisterStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(kitRegisterWidget, KitRegister, kitRegisterStyles);

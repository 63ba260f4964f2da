// @healthdeck/widgets/kit-register: the widget's public surface (component, props, sheet, descriptor). Strings: testing-center's catalogue.
export { KitRegister } from './kit-register';
export type { KitRegisterProps } from './kit-register';
export { kitRegisterStyles } from './styles';
export { kitRegisterWidget } from './widget';

// @healthdeck/widgets/kit-register: the widget's public surface (component, props, sheet, descriptor). Strings: its own catalogue and the testing center's.
export { KitRegister } from './kit-register';
export type { KitRegisterProps } from './kit-register';
export { kitRegisterStyles } from './styles';
export { kitRegisterWidget } from './widget';
export { kitRegisterMessages } from '../../kits/register-messages';
export type { KitRegisterMessages } from '../../kits/register-messages';

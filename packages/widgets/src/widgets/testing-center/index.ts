// @healthdeck/widgets/testing-center: the widget's public surface (component, props, strings, sheet, descriptor).
export { TestingCenter, KIT_REGISTER_PATH } from './testing-center';
export type { TestingCenterProps } from './testing-center';
export { KitStatusButton } from '../../kits/kit-status-button';
export type { KitStatusButtonProps } from '../../kits/kit-status-button';
export { testingCenterMessages } from '../../kits/messages';
export type { TestingCenterMessages } from '../../kits/messages';
export { testingCenterStyles } from './styles';
export { testingCenterWidget } from './widget';

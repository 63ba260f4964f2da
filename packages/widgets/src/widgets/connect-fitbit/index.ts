// @healthdeck/widgets/connect-fitbit: the widget's public surface (component, props, strings, sheet, descriptor).
export { ConnectFitbit } from './connect-fitbit';
export type { ConnectFitbitProps } from './connect-fitbit';
export { connectFitbitMessages } from './messages';
export type { ConnectFitbitMessages } from './messages';
export { connectFitbitStyles } from './styles';
export { connectFitbitWidget } from './widget';

import { defineWidgetElement } from '../../elements/define-element';
import { ConnectFitbit } from './connect-fitbit';
import { connectFitbitStyles } from './styles';
import { connectFitbitWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = ConnectFitbit;
export const styles = connectFitbitStyles;
export const define = () => defineWidgetElement(connectFitbitWidget, ConnectFitbit, connectFitbitStyles);

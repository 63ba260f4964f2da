import { defineWidgetElement } from '../../elements/define-element';
import { Orders } from './orders';
import { ordersStyles } from './styles';
import { ordersWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Orders;
export const styles = ordersStyles;
export const define = () => defineWidgetElement(ordersWidget, Orders, ordersStyles);

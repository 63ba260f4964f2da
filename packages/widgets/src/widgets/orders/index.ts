// @healthdeck/widgets/orders: the widget's public surface (component, props, strings, sheet, descriptor).
export { Orders } from './orders';
export type { OrdersProps } from './orders';
export { ordersMessages } from './messages';
export type { OrdersMessages } from './messages';
export { ordersStyles } from './styles';
export { ordersWidget } from './widget';

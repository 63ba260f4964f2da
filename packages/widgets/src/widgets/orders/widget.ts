import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { OrdersProps } from './orders';

export const ordersWidget = describeWidget<OrdersProps>({
  folder: 'orders',
  tag: 'hd-orders',
  description:
    "The member's orders (spec 000 §7.5): order a General Health Test, an Auria test or a fitness tracker (the three order calls, each confirmed first), the orders with their status, and the lab sites nearest an address (spec 000 §7.6 lab-site lookup).",
  events: [
    { prop: 'onOrdered', name: 'hd-ordered', description: 'An order was placed; detail {orderNumber, product}.' },
    { prop: 'onError', name: 'hd-error', description: 'The orders could not be loaded; detail {message}.' },
  ],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton', 'list'),
    { name: 'products', description: 'The products to order.' },
    { name: 'product', description: 'One product with its order button.' },
    { name: 'placed', description: 'The confirmation of a placed order.' },
    { name: 'order', description: 'One order.' },
    { name: 'status', description: "An order's status." },
    { name: 'lab-form', description: 'The lab-site address form.' },
    { name: 'sites', description: 'The lab sites found.' },
    { name: 'site', description: 'One lab site.' },
    { name: 'distance', description: "A lab site's distance." },
  ],
  load: () => import('./element'),
});

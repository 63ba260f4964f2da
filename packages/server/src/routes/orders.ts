import type { OrderResponse } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { advanceFulfilment, listOrders, placeOrder, selectOrders, toOrder } from '../domain/orders/orders.js';

/** The sandbox shop ships an order an hour after it is placed and delivers it two days later. */
const noOrder = () => new Response(null, { status: 204 }) as unknown as OrderResponse;

export const orderHandlers: SomeHandlers<'orders' | 'order' | 'orderGeneralHealthTest' | 'orderFitbit' | 'orderAuriaTest' | 'adminOrders'> = {
  orders: ({ query, user, ctx }) => listOrders(ctx, query, user.id),
  async order({ user, ctx }) {
    await advanceFulfilment(ctx.db, ctx.config.now(), user.id);
    const row = await selectOrders(ctx.db).where('orders.user_id', '=', user.id).orderBy('orders.created_at', 'desc').orderBy('orders.order_number', 'desc').executeTakeFirst();
    return row ? { order: toOrder(row) } : noOrder();
  },
  orderGeneralHealthTest: ({ user, ctx }) => placeOrder(ctx, user.id, 'general-health-test'),
  orderFitbit: ({ user, ctx }) => placeOrder(ctx, user.id, 'fitbit'),
  orderAuriaTest: ({ user, ctx }) => placeOrder(ctx, user.id, 'auria-test'),
  adminOrders: ({ query, ctx }) => listOrders(ctx, query, null),
};

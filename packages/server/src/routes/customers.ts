// spec 000 §7.2 admin customers, §7.5 "Customers: GET list and one"; spec 001 §7 server table
// sorting of customers by billing first and last name, asc or desc.
import { sql } from 'kysely';
import { KIT_MESSAGES } from '@healthdeck/contract';
import { ApiHttpError } from '../http/api-error.js';
import { advanceFulfilment, selectOrders, toOrder } from '../domain/orders/orders.js';
import type { SomeHandlers } from './types.js';
import { containsPattern } from '../db/like-pattern.js';

export const customerHandlers: SomeHandlers<'adminCustomers' | 'adminCustomer'> = {
  async adminCustomers({ query, ctx }) {
    let base = ctx.db.selectFrom('customers');
    if (query.search) {
      const like = containsPattern(query.search);
      base = base.where((eb) => eb.or([eb('billing_email', 'ilike', like), eb('billing_first_name', 'ilike', like), eb('billing_last_name', 'ilike', like)]));
    }
    const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    let ordered = base.select([
      'customers.id',
      'customers.billing_first_name',
      'customers.billing_last_name',
      'customers.billing_email',
      'customers.created_at',
      sql<number>`(select count(*)::int from orders where orders.customer_id = customers.id)`.as('orders_count'),
    ]);
    if (query.sort) ordered = ordered.orderBy(sql.ref(`customers.${query.sort}`), sql.raw(query.direction));
    const rows = await ordered
      .orderBy('customers.created_at', 'desc')
      .orderBy('customers.id')
      .limit(query.take)
      .offset((query.page - 1) * query.take)
      .execute();
    return { customers: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total_count: total.n };
  },

  async adminCustomer({ params, ctx }) {
    const customer = await ctx.db
      .selectFrom('customers')
      .select(['id', 'billing_first_name', 'billing_last_name', 'billing_email', 'created_at'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!customer) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.customerNotFound);
    await advanceFulfilment(ctx.db, ctx.config.now(), null);
    const orders = await selectOrders(ctx.db).where('orders.customer_id', '=', customer.id).orderBy('orders.created_at', 'desc').execute();
    return { customer: { ...customer, created_at: customer.created_at.toISOString() }, orders: orders.map(toOrder) };
  },
};

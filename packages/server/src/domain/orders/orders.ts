// spec 000 §7.5 Orders: GET list; GET one (204 yields an empty object); POST create
// general-health-test, fitbit and auria-test orders, no body. §7.2 admin orders. spec 001 §7
// server table sorting: customer, billing email, tracking status, tracking number; asc or desc.
import { sql, type Kysely } from 'kysely';
import { ORDER_PRODUCTS, type Order, type OrderProduct, type OrderResponse, type OrdersResponse, type RouteQuery } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { kitVendors, productOf } from '../kits/kits.js';
import { containsPattern } from '../../db/like-pattern.js';

/**
 * Who fulfils orders: this build has no shop adapter, so every order's shipping status and tracking
 * number come from the sandbox fulfilment below, and each order says so.
 */
const FULFILLED_BY = 'shop' as const;

export const FULFILMENT = { shipAfterMs: 60 * 60 * 1000, deliverAfterMs: 48 * 60 * 60 * 1000 } as const;

/**
 * Moves orders along the sandbox shop's fulfilment (processing → shipped with a USPS-style tracking
 * number → delivered) as time passes; run before orders are read, so sorting sees current values.
 * A member's read moves only their own orders (null: every order, for the admin tables): one
 * member's request never writes another member's rows.
 */
export async function advanceFulfilment(db: Kysely<Database>, now: Date, userId: string | null): Promise<void> {
  const shipped = new Date(now.getTime() - FULFILMENT.shipAfterMs);
  const delivered = new Date(now.getTime() - FULFILMENT.deliverAfterMs);
  await sql`
    update orders set
      tracking_status = case when created_at <= ${delivered} then 'delivered' when created_at <= ${shipped} then 'shipped' else 'processing' end,
      tracking_number = case when created_at <= ${shipped} then coalesce(tracking_number, '9400' || translate(substr(md5(order_number), 1, 18), 'abcdef', '123456')) else tracking_number end
    where tracking_status <> 'delivered' and created_at <= ${shipped}
      ${userId === null ? sql`` : sql`and user_id = ${userId}`}`.execute(db);
}

export function selectOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.product',
      'orders.tracking_status',
      'orders.tracking_number',
      'orders.kit_id',
      'orders.created_at',
      'customers.id as customer_id',
      'customers.billing_first_name',
      'customers.billing_last_name',
      'customers.billing_email',
      'customers.created_at as customer_created_at',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    order_number: row.order_number,
    product: row.product,
    product_name: ORDER_PRODUCTS[row.product].name,
    tracking_status: row.tracking_status,
    tracking_number: row.tracking_number,
    kit_id: row.kit_id,
    sandbox: FULFILLED_BY,
    customer: {
      id: row.customer_id,
      billing_first_name: row.billing_first_name,
      billing_last_name: row.billing_last_name,
      billing_email: row.billing_email,
      created_at: row.customer_created_at.toISOString(),
    },
    created_at: row.created_at.toISOString(),
  };
}

const SORTS = {
  customer: sql`customers.billing_last_name || ' ' || customers.billing_first_name`,
  billing_email: sql`customers.billing_email`,
  tracking_status: sql`orders.tracking_status`,
  tracking_number: sql`orders.tracking_number`,
} as const;

/** One page of orders (the member's own, or all for admins), sorted as the server table asks. */
export async function listOrders(ctx: AppContext, query: RouteQuery<'orders'> & { page: number; take: number; direction: 'asc' | 'desc' }, userId: string | null): Promise<OrdersResponse> {
  await advanceFulfilment(ctx.db, ctx.config.now(), userId);
  let base = selectOrders(ctx.db);
  if (userId) base = base.where('orders.user_id', '=', userId);
  if (query.search) {
    const like = containsPattern(query.search);
    base = base.where((eb) =>
      eb.or([
        eb('orders.order_number', 'ilike', like),
        eb('customers.billing_email', 'ilike', like),
        eb('customers.billing_first_name', 'ilike', like),
        eb('customers.billing_last_name', 'ilike', like),
      ]),
    );
  }
  const total = await base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  let ordered = base;
  if (query.sort) ordered = ordered.orderBy(sql`${SORTS[query.sort]} ${sql.raw(query.direction)} nulls last`);
  const rows = await ordered
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.order_number', 'desc')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return { orders: rows.map(toOrder), total_count: total.n };
}

/** Billing names from the email until members have names: 'jane.doe@…' → Jane / Doe. */
export function billingNames(email: string): { first: string; last: string } {
  const [first = '', ...rest] = email
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean);
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return { first: cap(first), last: rest.map(cap).join(' ') };
}

/** The member's customer record, made on the first order. */
async function customerOf(db: Kysely<Database>, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const names = billingNames(user.email);
  await db
    .insertInto('customers')
    .values({ user_id: userId, billing_first_name: names.first, billing_last_name: names.last, billing_email: user.email })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await db.selectFrom('customers').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
}

/**
 * Places an order. A test order has its vendor ship a kit, registered to the member at once (it
 * reads 'Partially Completed' until they confirm it when it arrives, spec 001 §4).
 */
export async function placeOrder(ctx: AppContext, userId: string, product: OrderProduct): Promise<OrderResponse> {
  const now = ctx.config.now();
  const spec = ORDER_PRODUCTS[product];
  const vendors = kitVendors(ctx);
  const customerId = await customerOf(ctx.db, userId);
  const kitId = spec.provider_code ? await vendors[spec.provider_code].issueKit(spec.test_code) : null;
  const orderId = await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({ order_number: sql<string>`'HD' || nextval('order_number_seq')`, customer_id: customerId, user_id: userId, product, kit_id: kitId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (spec.provider_code && kitId) {
      await trx
        .insertInto('kits')
        .values({
          kit_id: kitId,
          provider_code: spec.provider_code,
          test_code: spec.test_code,
          test_name: productOf(vendors, spec.provider_code, spec.test_code).name,
          user_id: userId,
          order_id: order.id,
          registered_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return order.id;
  });
  return { order: toOrder(await selectOrders(ctx.db).where('orders.id', '=', orderId).executeTakeFirstOrThrow()) };
}

/** spec 000 §7.5 "GET one (204 yields an empty object)": Fastify sends a returned Response as is. */

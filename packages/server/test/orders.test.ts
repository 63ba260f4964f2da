// spec 000 §7.2, §7.5 orders and customers; spec 001 §7 server table sorting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, CustomerResponse, CustomersResponse, OrderResponse, OrdersResponse } from '@healthdeck/contract';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { FULFILMENT, billingNames } from '../src/domain/orders/orders.js';

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  server.setNow(new Date('2026-04-01T12:00:00Z'));
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const place = async (m: TestMember, name: 'orderGeneralHealthTest' | 'orderFitbit' | 'orderAuriaTest') => {
  const res = await server.call<OrderResponse>(name, { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body.order;
};

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('member orders (spec 000 §7.5)', () => {
  it('answers 204 for one order until the member has one, then the latest', async () => {
    const m = await signedInMember(server, uniqueEmail('jane.doe'));
    const none = await server.call('order', { token: m.accessToken });
    expect(none.status).toBe(204);
    expect(none.body).toBeNull();

    const test = await place(m, 'orderGeneralHealthTest');
    expect(test).toMatchObject({
      product: 'general-health-test',
      product_name: 'General Health Test',
      tracking_status: 'processing',
      tracking_number: null,
      kit_id: expect.stringMatching(/^SPT-/),
      // The sandbox shop fulfils it: its status and tracking number are made up, and the order says so.
      sandbox: 'shop',
    });
    expect(test.customer).toMatchObject({ billing_first_name: 'Jane', billing_last_name: expect.stringMatching(/^Doe /), billing_email: m.email });
    server.advance(1000);
    const fitbit = await place(m, 'orderFitbit');
    expect(fitbit).toMatchObject({ product: 'fitbit', kit_id: null });
    expect(fitbit.customer.id).toBe(test.customer.id);
    const one = await server.call<OrderResponse>('order', { token: m.accessToken });
    expect(one.body.order.id).toBe(fitbit.id);
    const auria = await place(m, 'orderAuriaTest');
    expect(auria.kit_id).toMatch(/^AUR-/);
  });

  it('ships an order after an hour with a tracking number and delivers it after two days', async () => {
    const m = await signedInMember(server);
    const order = await place(m, 'orderGeneralHealthTest');
    server.advance(FULFILMENT.shipAfterMs);
    const shipped = (await server.call<OrdersResponse>('orders', { token: m.accessToken })).body.orders[0];
    expect(shipped).toMatchObject({ id: order.id, tracking_status: 'shipped', tracking_number: expect.stringMatching(/^9400\d{18}$/) });
    server.advance(FULFILMENT.deliverAfterMs);
    const delivered = (await server.call<OrderResponse>('order', { token: m.accessToken })).body.order;
    expect(delivered).toMatchObject({ tracking_status: 'delivered', tracking_number: shipped.tracking_number });
  });

  it("lists only the member's own orders, sorted by each column both ways", async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    await place(a, 'orderGeneralHealthTest');
    server.advance(FULFILMENT.shipAfterMs);
    await place(a, 'orderFitbit');
    await place(b, 'orderAuriaTest');
    const mine = await server.call<OrdersResponse>('orders', { token: a.accessToken, query: { sort: 'tracking_status', direction: 'desc' } });
    expect(mine.body.total_count).toBe(2);
    expect(mine.body.orders.map((o) => o.tracking_status)).toEqual(['shipped', 'processing']);
    expect(mine.body.orders.every((o) => o.customer.billing_email === a.email)).toBe(true);
    const theirs = await server.call<OrdersResponse>('orders', { token: b.accessToken });
    expect(theirs.body.orders.map((o) => o.product)).toEqual(['auria-test']);
    expect((await server.call('orders', { token: a.accessToken, query: { sort: 'price' } })).status).toBe(400);
    expect((await server.call('orders', { token: a.accessToken, query: { direction: 'up' } })).status).toBe(400);
  });
});

describe('admin orders and customers (spec 000 §7.2, spec 001 §7)', () => {
  it('sorts orders by customer, billing email, tracking status and tracking number', async () => {
    for (const sort of ['customer', 'billing_email', 'tracking_status', 'tracking_number'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const res = await server.call<OrdersResponse>('adminOrders', { token: admin.accessToken, query: { sort, direction, take: 100 } });
        expect(res.status).toBe(200);
        const values = res.body.orders.map((o) =>
          sort === 'customer'
            ? `${o.customer.billing_last_name} ${o.customer.billing_first_name}`
            : sort === 'billing_email'
              ? o.customer.billing_email
              : sort === 'tracking_status'
                ? o.tracking_status
                : o.tracking_number,
        );
        const present = values.filter((v): v is string => v !== null);
        const sorted = [...present].sort(cmp);
        expect(present).toEqual(direction === 'asc' ? sorted : sorted.reverse());
        // Orders without a tracking number come last either way.
        expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      }
    }
    const page = await server.call<OrdersResponse>('adminOrders', { token: admin.accessToken, query: { take: 2, page: 2 } });
    expect(page.body.orders).toHaveLength(2);
    expect(page.body.total_count).toBeGreaterThan(4);
  });

  it('lists customers sorted by billing first and last name, and one customer with their orders', async () => {
    const zed = await signedInMember(server, uniqueEmail('zed.adams'));
    const amy = await signedInMember(server, uniqueEmail('amy.young'));
    const zedOrder = await place(zed, 'orderFitbit');
    await place(amy, 'orderFitbit');
    for (const sort of ['billing_first_name', 'billing_last_name'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const res = await server.call<CustomersResponse>('adminCustomers', { token: admin.accessToken, query: { sort, direction, take: 100 } });
        const values = res.body.customers.map((c) => c[sort]);
        const sorted = [...values].sort(cmp);
        expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    }
    const found = await server.call<CustomersResponse>('adminCustomers', { token: admin.accessToken, query: { search: 'zed.adams' } });
    expect(found.body.customers).toHaveLength(1);
    expect(found.body.customers[0]).toMatchObject({ billing_first_name: 'Zed', orders_count: 1 });
    const one = await server.call<CustomerResponse>('adminCustomer', { token: admin.accessToken, params: { id: found.body.customers[0].id } });
    expect(one.body.orders.map((o) => o.id)).toEqual([zedOrder.id]);
    const missing = await server.call<ApiError>('adminCustomer', { token: admin.accessToken, params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Customer not found');
    // Members cannot reach the admin tables.
    expect((await server.call('adminCustomers', { token: zed.accessToken })).status).toBe(403);
    expect((await server.call('adminOrders', { token: zed.accessToken })).status).toBe(403);
  });

  it('derives billing names from the email until members have names', () => {
    expect(billingNames('jane.doe@x.test')).toEqual({ first: 'Jane', last: 'Doe' });
    expect(billingNames('member@healthdeck.test')).toEqual({ first: 'Member', last: '' });
    expect(billingNames('mary_ann-smith@x.test')).toEqual({ first: 'Mary', last: 'Ann Smith' });
  });
});

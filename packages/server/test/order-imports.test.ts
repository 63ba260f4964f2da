// The orders and customers server tables' upload (spec 001 §2; ours), on the batch
// uploads' rule (spec 000 §7.6, §8): every row checked first, any bad row refuses the whole file
// with every row's error and nothing is imported; the tables then list what was imported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, BatchUploadResponse, routes, type CustomersResponse, type OrdersResponse, type RouteName } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';

let server: TestServer;
let admin: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

async function upload(name: RouteName, token: string, file: { name: string; text: string }) {
  const form = new FormData();
  form.append('file', new Blob([file.text], { type: file.name.endsWith('.json') ? 'application/json' : 'text/csv' }), file.name);
  const res = await server.fetch(routes[name].path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body: unknown = await res.json();
  if (res.status === 200) BatchUploadResponse.parse(body);
  else expect(ApiError.parse(body).statusCode).toBe(res.status);
  return { status: res.status, body: body as BatchUploadResponse & ApiError };
}

describe('customers and orders imports', () => {
  it('imports customers (a member’s email becomes theirs), then their orders, which the admin tables list', async () => {
    const member = await signedInMember(server);
    const customers = await upload('batchUploadCustomers', admin.accessToken, {
      name: 'customers.csv',
      text: `billing_first_name,billing_last_name,billing_email\nJane,Doe,jane.doe@shop.test\nMo,Member,${member.email.toUpperCase()}\n`,
    });
    expect(customers.status).toBe(200);
    expect(customers.body.upload).toMatchObject({ kind: 'customers', rows_imported: 2 });
    const stored = await server.db.selectFrom('customers').select(['billing_email', 'user_id']).orderBy('billing_last_name').execute();
    expect(stored).toEqual([
      { billing_email: 'jane.doe@shop.test', user_id: null },
      { billing_email: member.email, user_id: member.id },
    ]);

    const orders = await upload('batchUploadOrders', admin.accessToken, {
      name: 'orders.json',
      text: JSON.stringify([
        { order_number: 'SHOP-1001', billing_email: 'JANE.DOE@shop.test', product: 'fitbit', tracking_status: 'delivered', tracking_number: '9400111', order_date: '2026-04-02' },
        { order_number: 'SHOP-1002', billing_email: member.email, product: 'general-health-test' },
      ]),
    });
    expect(orders.status).toBe(200);
    expect(orders.body.upload).toMatchObject({ kind: 'orders', rows_imported: 2 });
    const list = await server.call<OrdersResponse>('adminOrders', { token: admin.accessToken, query: { search: 'SHOP-' } });
    expect(list.body.orders.map((o) => [o.order_number, o.product, o.tracking_status, o.tracking_number, o.customer.billing_email, o.kit_id])).toEqual([
      ['SHOP-1002', 'general-health-test', 'processing', null, member.email, null],
      ['SHOP-1001', 'fitbit', 'delivered', '9400111', 'jane.doe@shop.test', null],
    ]);
    expect(list.body.orders[1]!.created_at).toBe('2026-04-02T12:00:00.000Z');
    // The member's own orders list holds the one imported for their account.
    const own = await server.call<OrdersResponse>('orders', { token: member.accessToken });
    expect(own.body.orders.map((o) => o.order_number)).toEqual(['SHOP-1002']);
    const table = await server.call<CustomersResponse>('adminCustomers', { token: admin.accessToken, query: { search: 'jane.doe' } });
    expect(table.body.customers).toMatchObject([{ billing_first_name: 'Jane', billing_last_name: 'Doe', orders_count: 1 }]);
  });

  it('refuses a whole file with any bad row, listing every row’s errors, and imports nothing', async () => {
    const before = await server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload('batchUploadOrders', admin.accessToken, {
      name: 'orders.csv',
      text:
        'order_number,billing_email,product,tracking_status,order_date\n' +
        'SHOP-2001,jane.doe@shop.test,fitbit,,\n' +
        'SHOP-2002,nobody@shop.test,fitbit,,\n' +
        'SHOP-1001,jane.doe@shop.test,fitbit,,\n' +
        'SHOP-2001,jane.doe@shop.test,fitbit,,\n',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('3 of 4 rows have errors; nothing was imported');
    expect(res.body.fields).toEqual({
      'rows.2.billing_email': 'No customer has this billing email; import the customer first',
      'rows.3.order_number': 'An order with this number already exists',
      'rows.4.order_number': 'This order number is already in the file',
    });
    const shape = await upload('batchUploadOrders', admin.accessToken, {
      name: 'orders.csv',
      text: 'order_number,billing_email,product,tracking_status,order_date\nX 1,jane.doe@shop.test,kit,lost,2026-13-40\n',
    });
    expect(Object.keys(shape.body.fields ?? {}).sort()).toEqual(['rows.1.order_date', 'rows.1.order_number', 'rows.1.product', 'rows.1.tracking_status']);
    const after = await server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    const customers = await upload('batchUploadCustomers', admin.accessToken, {
      name: 'customers.csv',
      text: 'billing_first_name,billing_last_name,billing_email\nAl,,al@shop.test\nJ,D,Jane.Doe@shop.test\nB,C,b@shop.test\nB,C,B@shop.test\n',
    });
    expect(customers.status).toBe(400);
    expect(customers.body.fields).toEqual({ 'rows.1.billing_last_name': 'Required' });
    const dup = await upload('batchUploadCustomers', admin.accessToken, {
      name: 'customers.csv',
      text: 'billing_first_name,billing_last_name,billing_email\nJ,D,Jane.Doe@shop.test\nB,C,b@shop.test\nB,C,B@shop.test\n',
    });
    expect(dup.body.fields).toEqual({
      'rows.1.billing_email': 'A customer with this billing email already exists',
      'rows.3.billing_email': 'This billing email is already in the file',
    });
    expect(await server.db.selectFrom('customers').select('billing_email').where('billing_email', 'ilike', 'b@shop.test').execute()).toEqual([]);
  });

  it('is for administrators only', async () => {
    const member = await signedInMember(server);
    expect((await upload('batchUploadOrders', member.accessToken, { name: 'o.csv', text: 'order_number\nA\n' })).status).toBe(403);
    expect((await upload('batchUploadCustomers', member.accessToken, { name: 'c.csv', text: 'billing_email\na@b.test\n' })).status).toBe(403);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVALID_UPLOAD_FILE } from '@healthdeck/sdk';
import { apiError, json } from '@healthdeck/sdk/testing';
import { IMPORT_KINDS } from '../src/imports/import-kinds.js';
import { renderAdminAt } from './render-admin.js';

// The orders and customers server tables' upload and template (spec 001 §2 server table, §5 upload
// validation: csv or json only, else 'Please select a valid file.'), on the batch uploads' rule
// (spec 000 §7.6, §8: every bad row's error shown, nothing imported).

const UPLOAD_ID = '99999999-9999-4999-8999-000000000001';
const choose = (what: string, name: string, content = 'x\n') =>
  fireEvent.change(screen.getByLabelText(`Upload ${what} (CSV or JSON)`, { selector: 'input' }), { target: { files: [new File([content], name)] } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('orders and customers imports', () => {
  it('orders: refuses a file that is not csv or json; lists every bad row of a refused file; imports and reads the table again', async () => {
    let refuse = true;
    const api = await renderAdminAt('/admin/orders', {
      adminOrders: () => json({ orders: [], total_count: 0 }),
      batchUploadOrders: () =>
        refuse
          ? apiError(400, '2 of 2 rows have errors; nothing was imported', 'VALIDATION_FAILED', {
              'rows.2.order_number': 'An order with this number already exists',
              'rows.1.billing_email': 'No customer has this billing email; import the customer first',
            })
          : json({ upload: { id: UPLOAD_ID, kind: 'orders', file_name: 'orders.csv', rows_imported: 2 } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 5000 });
    choose('orders', 'orders.xlsx');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_UPLOAD_FILE);
    expect(api.called('batchUploadOrders')).toHaveLength(0);

    choose('orders', 'orders.csv');
    expect((await screen.findByRole('alert')).textContent).toBe('2 of 2 rows have errors; nothing was imported');
    const rows = within(screen.getByRole('region', { name: 'Rows with errors' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent));
    expect(rows).toEqual([
      ['1', 'billing_email', 'No customer has this billing email; import the customer first'],
      ['2', 'order_number', 'An order with this number already exists'],
    ]);

    refuse = false;
    const reads = api.called('adminOrders').length;
    choose('orders', 'orders.csv');
    expect(await screen.findByText('Imported 2 rows from orders.csv.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rows with errors' })).toBeNull();
    expect(((api.called('batchUploadOrders').at(-1)!.body as FormData).get('file') as File).name).toBe('orders.csv');
    await waitFor(() => expect(api.called('adminOrders').length).toBeGreaterThan(reads));
  });

  it('customers: the upload sends the file and the template downloads with the columns the server reads', async () => {
    const api = await renderAdminAt('/admin/customers', {
      adminCustomers: () => json({ customers: [], total_count: 0 }),
      batchUploadCustomers: () => json({ upload: { id: UPLOAD_ID, kind: 'customers', file_name: 'c.json', rows_imported: 1 } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Customers' }, { timeout: 5000 });
    choose('customers', 'c.json', '[]');
    expect(await screen.findByText('Imported 1 row from c.json.')).toBeTruthy();
    expect(api.called('batchUploadCustomers')).toHaveLength(1);

    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved).toEqual(['customers-template.csv']));
    expect(IMPORT_KINDS.customers.template.content.split('\n')[0]).toBe('billing_first_name,billing_last_name,billing_email');
    expect(IMPORT_KINDS.orders.template.content.split('\n')[0]).toBe(IMPORT_KINDS.orders.columns.map((c) => c.name).join(','));
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVALID_UPLOAD_FILE } from '@healthdeck/sdk';
import { json, type FakeCall } from '@healthdeck/sdk/testing';
import { kitIdsOf } from '../src/server-table/kit-ids-file.js';
import { renderAdminAt } from './render-admin.js';

// spec 001 §2 Server table (admin), §5 upload validation, §7 sort fields, §9 page size 10 and
// search debounce 400 ms; spec 000 §7.5 admin sync kit (the sandbox advance).

const NOW = '2026-03-01T10:00:00.000Z';
function kit(n: number, status = 'Registered') {
  const id = `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`;
  return {
    id,
    kit_id: `SPT-T${String(n).padStart(4, '0')}`,
    provider_code: 'spot' as const,
    status: 'registered',
    updated_at: NOW,
    test_code: 'general-health',
    name: 'General Health',
    biomarkers: 12,
    order_number: null,
    order_date: null,
    confirmed: true,
    results_ready: false,
    created_at: NOW,
    user_email: `member${n}@example.test`,
    provider_name: 'Spot',
    details_status: status,
    vendor_step: 1,
    // Issued by the Spot sandbox: the table offers to advance it.
    sandbox: 'spot' as const,
  };
}
const KITS = Array.from({ length: 23 }, (_, i) => kit(i + 1));

function kitsHandlers(statuses = new Map<string, string>()) {
  return {
    adminKits: (call: FakeCall) => {
      const page = Number(call.query.get('page') ?? '1');
      const take = Number(call.query.get('take') ?? '10');
      const search = call.query.get('search')?.toUpperCase();
      const rows = KITS.map((k) => ({ ...k, details_status: statuses.get(k.id) ?? k.details_status })).filter(
        (k) => !search || k.kit_id.includes(search) || k.user_email.toUpperCase().includes(search),
      );
      return json({ kits: rows.slice((page - 1) * take, page * take), total_count: rows.length });
    },
    adminKitSync: (call: FakeCall) => {
      const found = KITS.find((k) => k.id === call.params.id) ?? KITS[0];
      const advance = (call.body as { advance?: boolean } | undefined)?.advance === true;
      if (advance) statuses.set(found.id, 'Resulted');
      return json({ kit: { ...found, details_status: statuses.get(found.id) ?? found.details_status } });
    },
  };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('kits server table', () => {
  it('shows a skeleton, then 10 kits a page; sorts by the spec 001 §7 fields; searches 400 ms after typing', async () => {
    const api = await renderAdminAt('/admin/kits', kitsHandlers());
    await screen.findByRole('heading', { level: 1, name: 'Kits' }, { timeout: 5000 });
    expect(document.querySelectorAll('.hd-skeleton-row')).toHaveLength(10);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(api.called('adminKits')[0]?.query.get('take')).toBe('10');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    for (const [header, field] of [
      ['User email', 'user_email'],
      ['Test name', 'test_name'],
      ['Provider name', 'provider_name'],
      ['Details status', 'details_status'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(api.called('adminKits').at(-1)?.query.get('sort')).toBe(field));
      expect(api.called('adminKits').at(-1)?.query.get('direction')).toBe('asc');
    }
    // Kit ID and Updated do not sort on the server.
    expect(screen.queryByRole('button', { name: 'Kit ID' })).toBeNull();

    const calls = api.called('adminKits').length;
    const box = screen.getByRole('searchbox', { name: 'Search kits' });
    fireEvent.change(box, { target: { value: 'SPT-T002' } });
    fireEvent.change(box, { target: { value: 'SPT-T0023' } });
    await new Promise((r) => setTimeout(r, 250));
    expect(api.called('adminKits')).toHaveLength(calls);
    await waitFor(() => expect(api.called('adminKits').at(-1)?.query.get('search')).toBe('SPT-T0023'));
    expect(api.called('adminKits')).toHaveLength(calls + 1);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('advances a sandbox kit and syncs one', async () => {
    const api = await renderAdminAt('/admin/kits', kitsHandlers());
    fireEvent.click(await screen.findByRole('button', { name: 'Advance kit SPT-T0001 (sandbox)' }, { timeout: 5000 }));
    await screen.findByText('Kit SPT-T0001 synced: Resulted.', {}, { timeout: 3000 });
    expect(api.called('adminKitSync')[0]?.body).toEqual({ advance: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sync kit SPT-T0002' }));
    await screen.findByText('Kit SPT-T0002 synced: Registered.');
    expect(api.called('adminKitSync')[1]?.body).toEqual({});
  });
});

describe('upload validation (spec 001 §5: csv or json only)', () => {
  const choose = (name: string, content: string) =>
    fireEvent.change(screen.getByLabelText('Upload kit IDs to sync (CSV or JSON)', { selector: 'input' }), { target: { files: [new File([content], name)] } });

  it.each(['kits.txt', 'kits.xlsx', 'kits', 'kits.csv.pdf'])("refuses %s with 'Please select a valid file.' and sends nothing", async (name) => {
    const api = await renderAdminAt('/admin/kits', kitsHandlers());
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 5000 });
    choose(name, 'kit_id\nSPT-T0001\n');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_UPLOAD_FILE);
    expect(INVALID_UPLOAD_FILE).toBe('Please select a valid file.');
    expect(api.called('adminKitSync')).toHaveLength(0);
  });

  it.each([
    ['kits.CSV', 'kit_id,note\nSPT-T0003,x\nSPT-NOPE,y\n'],
    ['kits.json', JSON.stringify([{ kit_id: 'SPT-T0003' }, 'SPT-NOPE'])],
  ])('accepts %s and syncs the kits it names', async (name, content) => {
    const api = await renderAdminAt('/admin/kits', kitsHandlers());
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 5000 });
    choose(name, content);
    expect(await screen.findByText('Synced 1 kit. Not found: SPT-NOPE.')).toBeTruthy();
    expect(api.called('adminKitSync').map((c) => c.params.id)).toEqual([KITS[2]?.id]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a file without kit_id is refused with what is missing', async () => {
    await renderAdminAt('/admin/kits', kitsHandlers());
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 5000 });
    choose('kits.csv', 'id\nSPT-T0001\n');
    expect((await screen.findByRole('alert')).textContent).toBe('The CSV file needs a kit_id column.');
  });

  it('reads quoted CSV cells and drops repeats', () => {
    expect(kitIdsOf('a.csv', 'name,kit_id\n"Doe, Jane", SPT-1 \nX,SPT-1\nY,\n')).toEqual({ ids: ['SPT-1'] });
    expect(kitIdsOf('a.json', '{"kit_id":"SPT-1"}')).toEqual({ error: 'The JSON file must be a list of kit ids or of objects with kit_id.' });
  });
});

describe('orders and customers tables (spec 001 §7 sort fields)', () => {
  it('orders sort by customer, billing email, tracking status and tracking number', async () => {
    const api = await renderAdminAt('/admin/orders', { adminOrders: () => json({ orders: [], total_count: 0 }) });
    await screen.findByText('No Results Found.', {}, { timeout: 5000 });
    for (const [header, field] of [
      ['Customer', 'customer'],
      ['Billing email', 'billing_email'],
      ['Tracking status', 'tracking_status'],
      ['Tracking number', 'tracking_number'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(api.called('adminOrders').at(-1)?.query.get('sort')).toBe(field));
      expect(api.called('adminOrders').at(-1)?.query.get('direction')).toBe('asc');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Tracking number' }));
    await waitFor(() => expect(api.called('adminOrders').at(-1)?.query.get('direction')).toBe('desc'));
  });

  it('customers sort by billing first and last name', async () => {
    const api = await renderAdminAt('/admin/customers', { adminCustomers: () => json({ customers: [], total_count: 0 }) });
    await screen.findByText('No Results Found.', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Billing first name' }));
    await waitFor(() => expect(api.called('adminCustomers').at(-1)?.query.get('sort')).toBe('billing_first_name'));
    fireEvent.click(screen.getByRole('button', { name: 'Billing last name' }));
    await waitFor(() => expect(api.called('adminCustomers').at(-1)?.query.get('sort')).toBe('billing_last_name'));
    expect(screen.queryByRole('button', { name: 'Billing email' })).toBeNull();
  });
});

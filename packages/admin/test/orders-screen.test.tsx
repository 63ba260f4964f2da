import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '@healthdeck/contract/light';
import { json } from '@healthdeck/sdk/testing';
import { renderAdminAt } from './render-admin.js';

// /admin/orders: an order the sandbox shop fulfils shows its made-up tracking number marked as demo
// data (docs/decisions/0090-sandboxes-say-so.md).

const order = (n: number, sandbox: Order['sandbox']): Order => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  order_number: `HD${1000 + n}`,
  product: 'fitbit',
  product_name: 'Fitbit',
  tracking_status: 'shipped',
  tracking_number: `9400${n}`,
  kit_id: null,
  sandbox,
  customer: { id: '33333333-3333-4333-8333-333333333333', billing_first_name: 'Ann', billing_last_name: 'Lee', billing_email: 'ann@example.test', created_at: '2026-02-20T10:00:00.000Z' },
  created_at: '2026-02-20T10:00:00.000Z',
});

describe('orders table', () => {
  it('marks the tracking number of an order the sandbox shop fulfils as demo data; a real shop’s order carries no mark', async () => {
    await renderAdminAt('/admin/orders', { adminOrders: () => json({ orders: [order(1, 'shop'), order(2, null)], total_count: 2 }) });
    const demo = (await screen.findByText('94001', { exact: false }, { timeout: 5000 })).closest('tr')!;
    expect(within(demo).getByRole('note').textContent).toBe('Demo data Made up by a test version of the shop; not real health information.');
    const real = screen.getByText('94002', { exact: false }).closest('tr')!;
    expect(within(real).queryByRole('note')).toBeNull();
  });
});

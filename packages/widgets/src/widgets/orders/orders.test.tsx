import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_PRODUCTS, type LabSite, type Order, type OrderProduct } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { Orders } from './orders';

afterEach(() => vi.restoreAllMocks());

const CUSTOMER = {
  id: '11111111-1111-4111-8111-111111111111',
  billing_first_name: 'Member',
  billing_last_name: '',
  billing_email: 'member@healthdeck.test',
  created_at: '2026-01-05T12:00:00.000Z',
};
let n = 0;
function order(product: OrderProduct, overrides: Partial<Order> = {}): Order {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    order_number: `HD${1000 + n}`,
    product,
    product_name: ORDER_PRODUCTS[product].name,
    tracking_status: 'processing',
    tracking_number: null,
    kit_id: ORDER_PRODUCTS[product].provider_code ? `KIT-${n}` : null,
    sandbox: null,
    customer: CUSTOMER,
    created_at: '2026-01-05T12:00:00.000Z',
    ...overrides,
  };
}
const SITE = (id: string, distance: number): LabSite => ({
  id,
  name: `Spot ${id}`,
  address: `${id} Main St, New York, NY 10118`,
  lat: 40.7,
  lng: -74,
  phone: '(212) 555-0141',
  hours: 'Mon-Fri 7:00am-5:00pm',
  distance_miles: distance,
});
const ORIGIN = { lat: 40.71, lng: -74, formatted_address: 'New York, NY' };

async function setup(orders: Order[] = []): Promise<{ client: HealthDeck; server: FakeServer; state: { orders: Order[] } }> {
  const state = { orders };
  const placed = (product: OrderProduct) => () => {
    const made = order(product);
    state.orders.unshift(made);
    return json({ order: made });
  };
  const server = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    orders: () => json({ orders: state.orders, total_count: state.orders.length }),
    orderGeneralHealthTest: placed('general-health-test'),
    orderAuriaTest: placed('auria-test'),
    orderFitbit: placed('fitbit'),
    labSites: ({ query }) => {
      const address = query.get('address') ?? '';
      if (address.includes('Nowhere')) return apiError(400, 'We could not find this address.', 'BAD_REQUEST');
      if (address.includes('Majuro')) return json({ origin: { lat: 7.1, lng: 171.4, formatted_address: 'Majuro, MH' }, sites: [], sandbox: null });
      return json({ origin: ORIGIN, sites: [SITE('midtown', 2.4), SITE('downtown', 3.1)], sandbox: 'geocoding' });
    },
  });
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  return { client, server, state };
}

function renderOrders(client: HealthDeck, props = {}) {
  render(
    <HealthDeckProvider client={client}>
      <Orders {...props} />
    </HealthDeckProvider>,
  );
}

describe('Orders (spec 000 §7.5 orders)', () => {
  it('shows a loading skeleton, then a clear empty state (not an error) for a member with no order', async () => {
    const { client, server } = await setup([]);
    const release = server.holdNext('orders');
    renderOrders(client);
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeTruthy();
    release();
    expect(await screen.findByText('You have no orders yet. Order a test or a device above.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the orders with their status, order number, date, kit and tracking number', async () => {
    const { client } = await setup([order('auria-test', { tracking_status: 'shipped', tracking_number: '9400111' }), order('fitbit', { tracking_status: 'delivered' })]);
    renderOrders(client);
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Auria Breast Cancer Screening Test');
    expect(items[0].textContent).toContain('Status: Shipped');
    expect(items[0].textContent).toContain('01/05/2026');
    expect(items[0].textContent).toContain('9400111');
    expect(items[1].textContent).toContain('Fitbit');
    expect(items[1].textContent).toContain('Delivered');
    expect(items[1].textContent).not.toContain('Kit ID');
  });

  it("writes the order date in the member's language: day first in German, not the English month first", async () => {
    const { client } = await setup([order('auria-test')]);
    render(
      <HealthDeckProvider client={client} language="de">
        <Orders />
      </HealthDeckProvider>,
    );
    expect(await screen.findByText('05.01.2026')).toBeTruthy();
    expect(screen.queryByText('01/05/2026')).toBeNull();
  });

  it('marks an order the sandbox shop fulfils as demo data (its status and tracking number are made up); a real shop’s order carries no mark', async () => {
    const { client } = await setup([order('auria-test', { tracking_status: 'shipped', tracking_number: '9400111', sandbox: 'shop' }), order('fitbit')]);
    renderOrders(client);
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const [demo, real] = within(list).getAllByRole('listitem');
    expect((await within(demo!).findByRole('note')).textContent).toBe('Demo data Made up by a test version of the shop; not real health information.');
    expect(within(real!).queryByRole('note')).toBeNull();
  });

  it("shows the spec's 'Failed to load orders' with Try again, and reports it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { client, server } = await setup([order('general-health-test')]);
    server.failNext('orders', 500);
    renderOrders(client, { onError });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load orders');
    expect(onError).toHaveBeenCalledWith({ message: 'Failed to load orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your orders' })).toBeTruthy();
  });

  it.each([
    ['Order a General Health Test', 'orderGeneralHealthTest', 'general-health-test', 'General Health Test'],
    ['Order an Auria test', 'orderAuriaTest', 'auria-test', 'Auria Breast Cancer Screening Test'],
    ['Order a fitness tracker', 'orderFitbit', 'fitbit', 'Fitbit'],
  ] as const)('%s: confirms, makes the order call (no body) and shows the new order in the list', async (button, route, product, name) => {
    const onOrdered = vi.fn();
    const { client, server } = await setup([]);
    renderOrders(client, { onOrdered });
    await screen.findByText('You have no orders yet. Order a test or a device above.');
    await userEvent.click(screen.getByRole('button', { name: button }));
    // The confirmation loads on demand (order-confirm.tsx): it appears after the click.
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(dialog.textContent).toContain(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect((await screen.findByText(/placed:/)).textContent).toMatch(new RegExp(`^Order HD\\d+ placed: ${name}\\.$`));
    expect(server.called(route)).toHaveLength(1);
    expect(server.called(route)[0].body).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getByText(name)).toBeTruthy();
    expect(onOrdered).toHaveBeenCalledWith({ orderNumber: expect.stringMatching(/^HD\d+$/), product });
  });

  it('cancelling the confirmation places no order; a failed order shows the failure in the dialog', async () => {
    const { client, server } = await setup([]);
    renderOrders(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Order an Auria test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.called('orderAuriaTest')).toHaveLength(0);

    server.failNext('orderAuriaTest', 500);
    await userEvent.click(screen.getByRole('button', { name: 'Order an Auria test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Failed to create order');
  });

  it('the confirmation loads on demand: no dialog before the click, then it appears (hover starts the load)', async () => {
    const { client } = await setup([]);
    renderOrders(client);
    const button = await screen.findByRole('button', { name: 'Order a General Health Test' });
    await userEvent.hover(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it("the confirmation and the lookup's answer (loaded on demand with their strings) come in the member's language", async () => {
    const { client } = await setup([]);
    render(
      <HealthDeckProvider client={client} language="es">
        <Orders />
      </HealthDeckProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir una prueba de salud general' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Hacer este pedido?' });
    expect(within(dialog).getByRole('button', { name: 'Hacer el pedido' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Place this order?' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('textbox', { name: /Direcci/ }), 'Chicago{Enter}');
    expect(await screen.findByText('2 centros cerca de New York, NY, del más cercano al más lejano.')).toBeTruthy();
    expect(screen.getAllByText('Teléfono').length).toBe(2);
    expect(screen.queryByText('Phone')).toBeNull();
  });

  it('the confirmation is keyboard operable: Escape closes it and gives focus back', async () => {
    const { client } = await setup([]);
    renderOrders(client);
    const button = await screen.findByRole('button', { name: 'Order a fitness tracker' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('Lab-site finder (spec 000 §7.6 location and distance lookup)', () => {
  it('asks for an address, then lists the sites nearest first with their distance', async () => {
    const { client, server } = await setup([]);
    renderOrders(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Find lab sites' }));
    expect(screen.getByText('Enter an address')).toBeTruthy();
    expect(server.called('labSites')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '350 5th Ave, New York, NY 10118{Enter}');
    expect(await screen.findByText('2 sites near New York, NY, nearest first.')).toBeTruthy();
    const call = server.called('labSites')[0];
    expect(call.query.get('address')).toBe('350 5th Ave, New York, NY 10118');
    expect(call.query.get('radius_miles')).toBe('50');
    const names = screen.getAllByText(/^Spot /).map((el) => el.textContent);
    expect(names).toEqual(['Spot midtown', 'Spot downtown']);
    expect(screen.getByText('2.4 mi')).toBeTruthy();
    // The sandbox geocoder placed the address (docs/decisions/0090-sandboxes-say-so.md).
    expect(screen.getByRole('note').textContent).toBe('Demo data Made up by a test version of the maps service; not real health information.');
    expect(screen.getAllByRole('link', { name: '(212) 555-0141' })[0].getAttribute('href')).toBe('tel:2125550141');
    // The call is made by the part loaded with the search; the Find button is busy until it answers.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find lab sites' }).getAttribute('aria-busy')).toBeNull());
  });

  it('frees the Find button once the lookup answers, for each new address', async () => {
    const { client } = await setup([]);
    renderOrders(client);
    const field = await screen.findByRole('textbox', { name: 'Address' });
    await userEvent.type(field, 'Majuro{Enter}');
    expect(await screen.findByText('No lab site within 50 miles of Majuro, MH.')).toBeTruthy();
    // A real maps service placed it: no demo mark.
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find lab sites' }).getAttribute('aria-busy')).toBeNull());
    await userEvent.clear(field);
    await userEvent.type(field, '350 5th Ave, New York, NY 10118{Enter}');
    expect(await screen.findByText('2 sites near New York, NY, nearest first.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find lab sites' }).getAttribute('aria-busy')).toBeNull());
  });

  it("shows the server's message for an address the maps service cannot place, and says when no site is near", async () => {
    const { client } = await setup([]);
    renderOrders(client);
    const field = await screen.findByRole('textbox', { name: 'Address' });
    await userEvent.type(field, 'Nowhere{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this address.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Majuro{Enter}');
    expect(await screen.findByText('No lab site within 50 miles of Majuro, MH.')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $testingCenter, resetTestingCenter, type HealthDeck } from '@healthdeck/sdk';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeKitsApi, createKitsClient, kit } from '../../kits/fake-kits-api';
import { KitDetailWidget, type KitDetailWidgetProps } from './kit-detail-widget';

// The card's facts, shipping box, Download and status buttons are tested through the testing
// center (testing-center.test.tsx), which shows the same card; here, the widget around it.
afterEach(() => {
  resetTestingCenter();
  vi.restoreAllMocks();
});

function renderDetail(client: HealthDeck, props: KitDetailWidgetProps = {}, navigate = vi.fn()) {
  render(
    <HealthDeckProvider client={client} navigate={navigate}>
      <KitDetailWidget {...props} />
    </HealthDeckProvider>,
  );
  return { navigate, widget: screen.getByRole('region', { name: 'Test details' }) };
}

const threeKits = () => [
  kit({ kit_id: 'SPT-NEWEST', status: 'resulted', results_ready: true, order_number: 'HD200001' }),
  kit({ kit_id: 'SPT-OLDER', status: 'received', name: 'Heart Health' }),
  kit({ kit_id: 'SPT-PARTIAL', status: 'registered', confirmed: false, name: 'Vitamin D' }),
];

describe('KitDetailWidget (spec 001 §2 Test detail card, as a widget of its own)', () => {
  it("shows 'Loading Test Results', then the member's newest kit in the card", async () => {
    const api = createFakeKitsApi(threeKits());
    const release = api.holdNext('clientKits');
    const { widget } = renderDetail(await createKitsClient(api));
    expect(within(widget).getByRole('heading', { level: 2, name: 'Test details' })).toBeTruthy();
    expect(within(widget).getByRole('status').textContent).toBe('Loading Test Results');
    release();
    const card = await within(widget).findByRole('article', { name: 'General Health' });
    const fact = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(fact('Kit ID')).toBe('SPT-NEWEST');
    expect(fact('Order number')).toBe('HD200001');
    expect(
      within(within(card).getByRole('region', { name: 'Status' }))
        .getByRole('link', { name: 'Results Ready' })
        .getAttribute('href'),
    ).toBe('/client/testing-center/SPT-NEWEST');
    expect(within(card).getByRole('button', { name: 'Download' })).toBeTruthy();
    // The widget's frame draws the box: the card inside has none of its own.
    expect(card.classList.contains('hd-info-card')).toBe(false);
    expect(widget.classList.contains('hd-info-card')).toBe(true);
  });

  it('shows the kit its kit-id names, whatever its case and spaces', async () => {
    const { widget } = renderDetail(await createKitsClient(createFakeKitsApi(threeKits())), { kitId: ' spt-older ' });
    const card = await within(widget).findByRole('article', { name: 'Heart Health' });
    expect(within(card).getByText('SPT-OLDER')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("opens 'Results Ready' below the testing center it is given (a partner page links to the product's)", async () => {
    const { widget } = renderDetail(await createKitsClient(createFakeKitsApi(threeKits())), { testingCenterHref: 'https://health.example.com/client/testing-center' });
    const results = await within(widget).findByRole('link', { name: 'Results Ready' });
    expect(results.getAttribute('href')).toBe('https://health.example.com/client/testing-center/SPT-NEWEST');
  });

  it("says 'We could not find this kit.' for a kit-id that is not one of the member's kits", async () => {
    const { widget } = renderDetail(await createKitsClient(createFakeKitsApi(threeKits())), { kitId: 'SPT-NOT-MINE' });
    expect((await within(widget).findByRole('alert')).textContent).toBe('We could not find this kit.');
    expect(within(widget).queryByRole('article')).toBeNull();
  });

  it("'Partially Completed' makes that kit the testing center's kit and reloads the kits", async () => {
    const api = createFakeKitsApi(threeKits());
    const { widget } = renderDetail(await createKitsClient(api), { kitId: 'SPT-PARTIAL' });
    const button = await within(widget).findByRole('button', { name: 'Partially Completed' });
    const loads = api.requests.filter((r) => r === 'GET /api/client/kits').length;
    await userEvent.click(button);
    await waitFor(() => expect(api.requests.filter((r) => r === 'GET /api/client/kits').length).toBe(loads + 1));
    expect($testingCenter.get().kit?.kit_id).toBe('SPT-PARTIAL');
  });

  it('offers to register a kit when the member has none, through the host navigation', async () => {
    const { widget, navigate } = renderDetail(await createKitsClient(createFakeKitsApi([])), { registerHref: '/kits/new' });
    expect(await within(widget).findByText(/You have no test kits yet\./)).toBeTruthy();
    const link = within(widget).getByRole('link', { name: 'Register a test kit' });
    expect(link.getAttribute('href')).toBe('/kits/new');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/kits/new');
  });

  it('asks for the password in the card while its report is locked', async () => {
    const { widget } = renderDetail(await createKitsClient(createFakeKitsApi([kit({ kit_id: 'SPT-TRANSIT', status: 'in_transit', encrypted_data: 'transit' })])));
    const locked = await within(widget).findByRole('form', { name: /Your results are locked/ });
    expect(within(locked).getByLabelText('Password')).toBeTruthy();
    expect(within(widget).getByRole('article', { name: 'General Health' }).contains(locked)).toBe(true);
  });

  it("says the kits could not be loaded, reports it through onError, and loads them again on 'Try again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeKitsApi(threeKits());
    // Without a kit ID the widget reads the newest kit (kits/last), not the list.
    api.failNext('clientKitLast');
    const client = await createKitsClient(api);
    // One failure shows at once (a real page's client retries first, as TanStack Query does).
    client.queryClient.setDefaultOptions({ queries: { retry: false } });
    const onError = vi.fn();
    const { widget } = renderDetail(client, { onError });
    expect((await within(widget).findByRole('alert')).textContent).toBe('Your test kits could not be loaded.');
    expect(onError).toHaveBeenCalledWith({ message: 'Your test kits could not be loaded.' });
    await userEvent.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByRole('article', { name: 'General Health' })).toBeTruthy();
  });

  it('shows a signed-out state and makes no calls without a session', async () => {
    const api = createFakeKitsApi(threeKits());
    const { widget } = renderDetail(await createFakeClient(api, { signedIn: false }));
    expect(widget.textContent).toContain('Sign in to see your test kits.');
    expect(api.requests).toEqual([]);
  });

  describe('unregister (spec 000 §4 "Kits can be registered, unregistered")', () => {
    it('asks first; Keep kit leaves it; Unregister gives it back and the kit leaves the list', async () => {
      const giveBack = kit({ kit_id: 'SPT-GIVEBACK', status: 'in_transit' });
      const api = createFakeKitsApi([giveBack, kit({ kit_id: 'SPT-OTHER', status: 'registered', name: 'Heart Health' })]);
      const { widget } = renderDetail(await createKitsClient(api), { kitId: 'SPT-GIVEBACK' });
      await userEvent.click(await within(widget).findByRole('button', { name: 'Unregister kit' }));
      const dialog = within(widget).getByRole('dialog', { name: 'Unregister this kit?' });
      expect(dialog.textContent).toContain('Kit SPT-GIVEBACK will no longer be linked to your account');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep kit' }));
      expect(within(widget).queryByRole('dialog')).toBeNull();
      expect(api.called('kitUnregister')).toHaveLength(0);

      await userEvent.click(within(widget).getByRole('button', { name: 'Unregister kit' }));
      await userEvent.keyboard('{Escape}');
      expect(within(widget).queryByRole('dialog')).toBeNull();
      await userEvent.click(within(widget).getByRole('button', { name: 'Unregister kit' }));
      await userEvent.click(within(within(widget).getByRole('dialog')).getByRole('button', { name: 'Unregister' }));
      await waitFor(() => expect(within(widget).queryByRole('dialog')).toBeNull());
      expect(api.called('kitUnregister').map((call) => call.body)).toEqual([{ id: giveBack.id }]);
      expect(api.kits.map((k) => k.kit_id)).toEqual(['SPT-OTHER']);
      expect((await within(widget).findByRole('alert')).textContent).toBe('We could not find this kit.');
    });

    it("shows the server's reason in the dialog when the sample is already collected, and keeps the kit", async () => {
      const api = createFakeKitsApi([kit({ kit_id: 'SPT-COLLECTED', status: 'collected' })]);
      const { widget } = renderDetail(await createKitsClient(api));
      await userEvent.click(await within(widget).findByRole('button', { name: 'Unregister kit' }));
      const dialog = within(widget).getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unregister' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('This kit can no longer be unregistered: its sample has been collected.');
      expect(api.kits).toHaveLength(1);
    });

    it('is not offered for a kit whose results are ready', async () => {
      const { widget } = renderDetail(await createKitsClient(createFakeKitsApi(threeKits())), { kitId: 'SPT-NEWEST' });
      await within(widget).findByRole('button', { name: 'Download' });
      expect(within(widget).queryByRole('button', { name: 'Unregister kit' })).toBeNull();
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitStatusData } from '@healthdeck/contract/light';
import { $testingCenter, resetTestingCenter, type HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeKitsApi, createKitsClient, kit, spotData } from '../../kits/fake-kits-api';
import { TestingCenter } from './testing-center';
import { RecentTest } from '../recent-test/recent-test';

// Decryption itself is the sdk's and crypto's (tested there); here openKit answers from a table.
const opened = new Map<string, KitStatusData>();
vi.mock('@healthdeck/sdk', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@healthdeck/sdk')>();
  return { ...actual, openKit: vi.fn(async (k: { encrypted_data: string | null }, key: unknown) => (key && k.encrypted_data ? (opened.get(k.encrypted_data) ?? null) : null)) };
});

afterEach(() => {
  opened.clear();
  resetTestingCenter();
  vi.restoreAllMocks();
});

function renderCenter(client: HealthDeck, navigate = vi.fn(), props = {}, language?: 'es') {
  render(
    <HealthDeckProvider client={client} navigate={navigate} language={language}>
      <TestingCenter {...props} />
    </HealthDeckProvider>,
  );
  return navigate;
}
// Stands in for auth.unlockPrivateKey (real Argon2 and openpgp are exercised in the journey).
const unlock = (client: HealthDeck) => (client.$privateKey as unknown as { set(value: unknown): void }).set({});
const row = (kitId: string) => screen.getByRole('cell', { name: kitId }).closest('tr') as HTMLElement;

function statusKits() {
  return [
    kit({ kit_id: 'SPT-RESULTS', status: 'resulted', results_ready: true }),
    kit({ kit_id: 'SPT-TRANSIT', status: 'in_transit', encrypted_data: 'transit' }),
    kit({ kit_id: 'SPT-PARTIAL', status: 'registered', confirmed: false }),
    kit({ kit_id: 'AUR-DONE', provider_code: 'namida', status: 'Results', name: 'Auria', results_ready: true }),
    kit({ kit_id: 'AUR-ORDER', provider_code: 'namida', status: 'OrderPlaced', name: 'Auria' }),
    kit({ kit_id: 'AUR-EMPTY', provider_code: 'namida', status: '', name: 'Auria' }),
    kit({ kit_id: 'SPT-RECEIVED', status: 'received' }),
  ];
}

describe('TestingCenter (spec 001 §2 testing center, §4 labels and buttons)', () => {
  it("shows 'Loading Test Results' while loading, then each kit with the spec's label and button", async () => {
    const api = createFakeKitsApi(statusKits());
    const client = await createKitsClient(api);
    const release = api.holdNext('clientKits');
    renderCenter(client);
    expect(await screen.findByText('Loading Test Results')).toBeTruthy();
    release();
    await screen.findByRole('cell', { name: 'SPT-RESULTS' });

    const results = within(row('SPT-RESULTS')).getByRole('link', { name: 'Results Ready' });
    expect(results.getAttribute('href')).toBe('/client/testing-center/SPT-RESULTS');
    expect(within(row('AUR-DONE')).getByRole('link', { name: 'Results Ready' }).getAttribute('href')).toBe('/client/testing-center/AUR-DONE');
    const partial = within(row('SPT-PARTIAL')).getByRole('button', { name: 'Partially Completed' }) as HTMLButtonElement;
    expect(partial.disabled).toBe(false);
    // In Transit without a tracking number (locked: the report is not opened) is disabled.
    expect((within(row('SPT-TRANSIT')).getByRole('button', { name: 'In Transit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row('AUR-ORDER')).getByRole('button', { name: 'Order Placed' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row('AUR-EMPTY')).getByRole('button', { name: 'Processing' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row('SPT-RECEIVED')).getByRole('button', { name: 'Received' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Results Ready' goes through the host's navigation to the kit result page", async () => {
    const api = createFakeKitsApi(statusKits());
    const client = await createKitsClient(api);
    const navigate = renderCenter(client);
    await userEvent.click(within(await screen.findByRole('row', { name: /SPT-RESULTS/ })).getByRole('link', { name: 'Results Ready' }));
    expect(navigate).toHaveBeenCalledWith('/client/testing-center/SPT-RESULTS');
  });

  it("opens 'Results Ready' below the testing center it is given, in the table and the card (a partner page links to the product's)", async () => {
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-RESULTS', status: 'resulted', results_ready: true })]);
    const client = await createKitsClient(api);
    renderCenter(client, vi.fn(), { testingCenterHref: 'https://health.example.com/client/testing-center' });
    const card = await screen.findByRole('article', { name: 'General Health' });
    expect(within(row('SPT-RESULTS')).getByRole('link', { name: 'Results Ready' }).getAttribute('href')).toBe('https://health.example.com/client/testing-center/SPT-RESULTS');
    expect(within(card).getByRole('link', { name: 'Results Ready' }).getAttribute('href')).toBe('https://health.example.com/client/testing-center/SPT-RESULTS');
  });

  it("'Partially Completed' selects that kit and reloads the kits", async () => {
    const api = createFakeKitsApi(statusKits());
    const client = await createKitsClient(api);
    renderCenter(client);
    await screen.findByRole('cell', { name: 'SPT-PARTIAL' });
    const loads = api.called('clientKits').length;
    await userEvent.click(within(row('SPT-PARTIAL')).getByRole('button', { name: 'Partially Completed' }));
    await waitFor(() => expect(api.called('clientKits').length).toBe(loads + 1));
    expect(row('SPT-PARTIAL').getAttribute('aria-selected')).toBe('true');
    expect($testingCenter.get().kit?.id).toBe(api.kits.find((k) => k.kit_id === 'SPT-PARTIAL')?.id);
    const card = screen.getByRole('article', { name: 'General Health' });
    expect(within(card).getByText('SPT-PARTIAL')).toBeTruthy();
    // Not confirmed yet: the card offers to confirm it.
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm kit' }));
    await waitFor(() => expect(api.requests).toContain('POST /api/client/kits/confirm'));
  });

  it("In Transit opens postal tracking in a new window once the report is opened; the shipping box reads the spec's texts", async () => {
    opened.set('transit', spotData('in_transit', { tracking: '9400111202555842761234' }));
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-TRANSIT', status: 'in_transit', encrypted_data: 'transit' })]);
    const client = await createKitsClient(api);
    unlock(client);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderCenter(client);
    const button = (await within(await screen.findByRole('row', { name: /SPT-TRANSIT/ })).findAllByRole('button', { name: 'In Transit' }))[0] as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    expect(open).toHaveBeenCalledWith('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761234', '_blank', expect.stringContaining('noopener'));

    // The box shows once the opened report says a sample travels.
    const shipping = await screen.findByRole('region', { name: 'Test Shipping Status' });
    expect(within(shipping).getByText('Out for delivery')).toBeTruthy();
    expect(within(shipping).getByTestId('tracking-number').textContent).toBe('9400111202555842761234');
    expect(within(shipping).getByRole('time').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/); // MM/dd/yyyy hh:mm a
  });

  it('in Spanish, the shipping box is named and dated in Spanish: day first, 24-hour clock', async () => {
    opened.set('transit', spotData('in_transit', { tracking: '9400111202555842761234' }));
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-TRANSIT', status: 'in_transit', encrypted_data: 'transit' })]);
    const client = await createKitsClient(api);
    unlock(client);
    renderCenter(client, vi.fn(), {}, 'es');
    const shipping = await screen.findByRole('region', { name: 'Estado del envío de la prueba' }, { timeout: 5000 });
    expect(within(shipping).getByRole('time').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  });

  it('shows the test detail card: order date MM/dd/yyyy, order number, kit ID, biomarkers tested, status, and Download when results are ready', async () => {
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-RESULTS', status: 'resulted', results_ready: true, order_number: 'HD100042', biomarkers: 8 })]);
    const client = await createKitsClient(api);
    const created = vi.fn(() => 'blob:results');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderCenter(client);
    const card = await screen.findByRole('article', { name: 'General Health' });
    const fact = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(fact('Order date')).toBe('01/05/2026');
    expect(fact('Order number')).toBe('HD100042');
    expect(fact('Kit ID')).toBe('SPT-RESULTS');
    expect(fact('Biomarkers tested')).toBe('8');
    expect(within(within(card).getByRole('region', { name: 'Status' })).getByRole('link', { name: 'Results Ready' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(api.requests).toContain('GET /api/client/kits/download');
  });

  it("an opened Auria report without rawResults says 'No results file available.' after the Download click", async () => {
    opened.set('aur-none', { provider_code: 'namida', status: 'Results', results: { score: 0.5 }, rawResults: null } as KitStatusData);
    const api = createFakeKitsApi([kit({ kit_id: 'AUR-NOFILE', provider_code: 'namida', status: 'Results', name: 'Auria', results_ready: true, encrypted_data: 'aur-none' })]);
    const client = await createKitsClient(api);
    unlock(client);
    renderCenter(client);
    const card = await screen.findByRole('article', { name: 'Auria' });
    const download = within(card).getByRole('button', { name: 'Download' });
    await userEvent.hover(download);
    await userEvent.click(download);
    expect((await within(card).findByRole('alert')).textContent).toBe('No results file available.');
    expect(api.requests).not.toContain('GET /api/client/kits/download');
  });

  it('has no Download button before results are ready', async () => {
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-WAIT', status: 'received' })]);
    const client = await createKitsClient(api);
    renderCenter(client);
    await screen.findByRole('article', { name: 'General Health' });
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("sends a member with no kit to the register page, and shows 'No Results Found.'", async () => {
    const api = createFakeKitsApi([]);
    const client = await createKitsClient(api);
    const navigate = renderCenter(client);
    expect(await screen.findByText('No Results Found.')).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client/testing-center/register'));
    expect(screen.getByRole('link', { name: 'Register a test kit' }).getAttribute('href')).toBe('/client/testing-center/register');
  });

  it("reads the kits from the server a table page at a time: 'Load more' brings the next (then 'Page 1 of 2'), and the table searches them", async () => {
    const api = createFakeKitsApi(Array.from({ length: 12 }, (_, i) => kit({ kit_id: `SPT-P${String(i).padStart(3, '0')}` })));
    const client = await createKitsClient(api);
    renderCenter(client);
    expect(await screen.findByText('Showing 10 of your 12 test kits')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(api.called('clientKits').map((call) => call.query.get('take'))).toEqual(['10']);
    // A button: reached with Tab, pressed with Enter; it says it is busy while the page loads.
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(api.called('clientKits').map((call) => call.query.get('after'))).toEqual([null, '10']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'SPT-P011');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Kit ID/ }));
    expect(screen.getByRole('columnheader', { name: /Kit ID/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows a locked state with a password prompt while kit reports are encrypted, not "no data"', async () => {
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-TRANSIT', status: 'in_transit', encrypted_data: 'transit' })]);
    const client = await createKitsClient(api);
    renderCenter(client);
    const locked = await screen.findByRole('form', { name: /Your results are locked/ });
    expect(within(locked).getByText('Your results are encrypted. Enter your password to open them in this browser.')).toBeTruthy();
    await userEvent.type(within(locked).getByLabelText('Password'), 'not-the-password');
    await userEvent.click(within(locked).getByRole('button', { name: 'Unlock' }));
    // The fake account has no stored key pair, so nothing opens: the error sits in the field.
    expect(await within(locked).findByText('This password did not unlock your results.')).toBeTruthy();
    expect(within(locked).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('re-seals every report still as the server sealed it in the background once the keys are unlocked, each once (ours)', async () => {
    // 12 kits: more than the first page's 10 rows, so neither the list's status cells nor the first server page hold them all.
    const kits = Array.from({ length: 12 }, (_, n) => kit({ kit_id: `SPT-BG${String(n).padStart(2, '0')}`, status: 'resulted', results_ready: true, encrypted_data: `pgp-${n}` }));
    const resealed = kit({ kit_id: 'SPT-DONE', status: 'resulted', results_ready: true, encrypted_data: 'hd1.already' });
    for (const k of kits) opened.set(k.encrypted_data as string, spotData('resulted', { results: true }));
    const api = createFakeKitsApi([...kits, resealed]);
    const client = await createKitsClient(api);
    renderCenter(client);
    await screen.findByRole('cell', { name: 'SPT-BG00' });
    // Locked: nothing is opened or sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.called('kitSealReport')).toHaveLength(0);

    unlock(client);
    const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    (client.$dataKey as unknown as { set(value: unknown): void }).set(dataKey);
    // The loaded page's (10 of 13); the others once 'Load more' brings them.
    await waitFor(() => expect(api.called('kitSealReport')).toHaveLength(10), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(api.called('kitSealReport')).toHaveLength(12), { timeout: 5000 });
    expect(new Set(api.called('kitSealReport').map((call) => call.params.id))).toEqual(new Set(kits.map((k) => k.id)));
    expect(api.kits.filter((k) => k.encrypted_data?.startsWith('hd1.'))).toHaveLength(13);
    expect(resealed.encrypted_data).toBe('hd1.already');
  });

  it('speaks the member language', async () => {
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-RESULTS', status: 'resulted', results_ready: true })]);
    const client = await createKitsClient(api);
    render(
      <HealthDeckProvider client={client} language="es">
        <TestingCenter />
      </HealthDeckProvider>,
    );
    expect((await screen.findAllByRole('link', { name: 'Resultados listos' })).length).toBeGreaterThan(0);
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
  });
});

describe("RecentTest (spec 001 §2 dashboard widget 'Recent Test')", () => {
  it("shows the latest kit, its status and its 'Results Ready' button", async () => {
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-LATEST', status: 'resulted', results_ready: true })]);
    const client = await createKitsClient(api);
    render(
      <HealthDeckProvider client={client}>
        <RecentTest />
      </HealthDeckProvider>,
    );
    const card = screen.getByRole('region', { name: 'Recent Test' });
    expect(await within(card).findByText('SPT-LATEST')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Results Ready' }).getAttribute('href')).toBe('/client/testing-center/SPT-LATEST');
    expect(within(card).getByRole('link', { name: 'Testing center' }).getAttribute('href')).toBe('/client/testing-center');
  });

  it("opens 'Results Ready' below its testing center", async () => {
    const api = createFakeKitsApi([kit({ kit_id: 'SPT-LATEST', status: 'resulted', results_ready: true })]);
    const client = await createKitsClient(api);
    render(
      <HealthDeckProvider client={client}>
        <RecentTest testingCenterHref="https://health.example.com/client/testing-center" />
      </HealthDeckProvider>,
    );
    const card = screen.getByRole('region', { name: 'Recent Test' });
    expect((await within(card).findByRole('link', { name: 'Results Ready' })).getAttribute('href')).toBe('https://health.example.com/client/testing-center/SPT-LATEST');
  });

  it('offers to register a kit when the member has none', async () => {
    const api = createFakeKitsApi([]);
    const client = await createKitsClient(api);
    render(
      <HealthDeckProvider client={client}>
        <RecentTest />
      </HealthDeckProvider>,
    );
    expect(await screen.findByText('You have no test kits yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a test kit' }).getAttribute('href')).toBe('/client/testing-center/register');
  });
});

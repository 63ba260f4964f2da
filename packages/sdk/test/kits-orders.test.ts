// Kits, orders and program results (spec 000 §7.5, §7.6; spec 001 §4, §5, §8, §9) through the sdk
// against the loopback contract server: the calls and their bodies, which cached reads each write
// invalidates, 204 → {} for one order, downloads as { blob, fileName } with the spec's names, and
// encrypted kit reports opened with the member's private key (null without it).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import { createDataKey, encryptForMember, generateKeyPair, sealRecord, unlockPrivateKey, type PrivateKey } from '@healthdeck/crypto';
import type { Kit, KitStatusData, Order, SpotKitStatus } from '@healthdeck/contract';
import {
  checkKitAvailable,
  confirmKitMutation,
  createHealthDeck,
  dispositionFileName,
  downloadKitResults,
  downloadProgramResults,
  fetchAdminOrders,
  fetchCustomer,
  fetchCustomers,
  fetchKitInfo,
  fetchKitPdf,
  fetchLabSiteDistance,
  fetchLabSites,
  fetchLastKit,
  fetchOrder,
  fetchOrders,
  fetchProviderKit,
  fetchSpotSamplesInfo,
  fetchVendorKits,
  hasOrder,
  kitQuery,
  kitsAdminKeys,
  kitsKeys,
  fetchAllKits,
  kitByKitIdQuery,
  kitsPagesQuery,
  namidaResultsPdf,
  newKitsQuery,
  openKit,
  kitReportLocked,
  orderQuery,
  ordersKeys,
  placeOrderMutation,
  registerKit,
  registerKitMutation,
  sealKitReport,
  sendProgramResults,
  spotDisplayStatus,
  spotResultsReady,
  syncKitMutation,
  unregisterKitMutation,
  vendorKitsQuery,
  BadRequest,
  type HealthDeck,
} from '../src/index.js';
import { startContractServer, type ContractServer, type ContractServerOptions } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PASSPHRASE = 'kits passphrase';
const dataKey = () => crypto.subtle.importKey('raw', createDataKey(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
let keys: { publicKey: string; privateKey: PrivateKey };
beforeAll(async () => {
  const pair = await generateKeyPair({ email: 'kits@example.test', passphrase: PASSPHRASE });
  keys = { publicKey: pair.publicKey, privateKey: await unlockPrivateKey(pair.encrptedPrivateKey, PASSPHRASE) };
}, 120_000);

const KIT_UUID = '11111111-1111-4111-8111-111111111111';

const spotStatus: SpotKitStatus = {
  provider_code: 'spot',
  type: 'general-health',
  order_id: 'SPOT-SPT-ABCD2345',
  status: 'registered',
  events: [{ status: 'registered', created: '2026-03-01T10:00:00.000Z' }],
  samples: [
    {
      id: 'SPT-ABCD2345-S1',
      sample_type: 'Dried blood spot',
      events: [
        { status: 'resulted', created: '2026-03-05T10:00:00.000Z' },
        { status: 'in_transit', created: '2026-03-03T10:00:00.000Z' },
      ],
      shipments: [{ tracking_number: '9400111111111111111111', carrier: 'USPS' }],
      report: { results: [] },
    },
  ],
  registered_to: { patient_id: 'user-1', email: 'm@example.test' },
};

const kit = (over: Partial<Kit> = {}): Kit => ({
  id: KIT_UUID,
  kit_id: 'SPT-ABCD2345',
  provider_code: 'spot',
  status: 'resulted',
  encrypted_data: null,
  updated_at: '2026-03-05T10:00:00.000Z',
  test_code: 'general-health',
  name: 'General Health',
  biomarkers: 8,
  order_number: 'HD100001',
  order_date: '2026-02-20T10:00:00.000Z',
  confirmed: true,
  results_ready: true,
  created_at: '2026-02-20T10:00:00.000Z',
  sandbox: null,
  ...over,
});

const order: Order = {
  id: '22222222-2222-4222-8222-222222222222',
  order_number: 'HD100001',
  product: 'general-health-test',
  product_name: 'General Health Test',
  tracking_status: 'processing',
  tracking_number: null,
  kit_id: 'SPT-ABCD2345',
  sandbox: 'shop',
  customer: { id: '33333333-3333-4333-8333-333333333333', billing_first_name: 'Member', billing_last_name: '', billing_email: 'm@example.test', created_at: '2026-02-20T10:00:00.000Z' },
  created_at: '2026-02-20T10:00:00.000Z',
};

async function setUp(handlers: ContractServerOptions['handlers'] = {}) {
  server = await startContractServer({ handlers });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()), onUnauthorized: () => undefined });
  return { hd, queryClient: hd.queryClient as QueryClient };
}

/** Runs a mutation's options as useMutation would (onSuccess's invalidations included). */
function mutate<TData, TVariables>(hd: HealthDeck, options: MutationOptions<TData, Error, TVariables>, variables: TVariables): Promise<TData> {
  return hd.queryClient.getMutationCache().build(hd.queryClient, options).execute(variables);
}

describe('kits', () => {
  it('registers and confirms with kit_id, unregisters by id, and invalidates exactly the member kit reads', async () => {
    const { hd, queryClient } = await setUp({
      kitRegister: () => ({ status: 200, body: { kit: kit({ confirmed: false, status: '' }) } }),
      kitConfirm: () => ({ status: 200, body: { kit: kit() } }),
      kitUnregister: () => ({ status: 204 }),
      clientKits: () => ({ status: 200, body: { kits: [kit()], next_after: null, total_count: 1 } }),
      vendorKits: () => ({ status: 200, body: { vendor_kits: [] } }),
    });
    await queryClient.fetchInfiniteQuery(kitsPagesQuery(hd));
    await queryClient.fetchQuery(vendorKitsQuery(hd));
    queryClient.setQueryData(kitsAdminKeys.list(), { kits: [], total_count: 0 });

    const registered = await mutate(hd, registerKitMutation(hd), 'spt-abcd2345');
    expect(registered.kit.confirmed).toBe(false);
    expect(server!.requests.at(-1)).toMatchObject({ route: 'kitRegister', body: { kit_id: 'spt-abcd2345' } });
    expect(queryClient.getQueryState(kitsKeys.pages(10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(kitsKeys.vendor())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(kitsAdminKeys.list())?.isInvalidated).toBe(false);

    await queryClient.fetchQuery(kitByKitIdQuery(hd, 'spt-abcd2345'));
    expect(server!.requests.at(-1)).toMatchObject({ route: 'clientKits', query: { kit_id: 'spt-abcd2345' } });
    await mutate(hd, confirmKitMutation(hd), 'SPT-ABCD2345');
    expect(queryClient.getQueryState(kitsKeys.byKitId('SPT-ABCD2345'))?.isInvalidated).toBe(true);
    expect(server!.requests.at(-1)).toMatchObject({ route: 'kitConfirm', body: { kit_id: 'SPT-ABCD2345' } });
    await mutate(hd, unregisterKitMutation(hd), KIT_UUID);
    expect(server!.requests.find((r) => r.route === 'kitUnregister')?.body).toEqual({ id: KIT_UUID });
  });

  it('pages the kits by the server cursor: the infinite query asks for the next page after the last, fetchAllKits reads until the last', async () => {
    const second = { ...kit(), id: '22222222-2222-4222-8222-222222222222', kit_id: 'SPT-ABCD2346' };
    const { hd, queryClient } = await setUp({
      clientKits: (request) =>
        request.query.after === 'c1'
          ? { status: 200, body: { kits: [second], next_after: null, total_count: 2 } }
          : { status: 200, body: { kits: [kit()], next_after: 'c1', total_count: 2 } },
    });
    const options = kitsPagesQuery(hd, 1);
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(server!.requests.at(-1)).toMatchObject({ route: 'clientKits', query: { take: '1' } });
    expect(options.getNextPageParam(first.pages[0]!)).toBe('c1');
    const both = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.flatMap((page) => page.kits.map((k) => k.kit_id))).toEqual(['SPT-ABCD2345', 'SPT-ABCD2346']);
    expect(options.getNextPageParam(both.pages[1]!)).toBeUndefined();
    expect((await fetchAllKits(hd)).map((k) => k.kit_id)).toEqual(['SPT-ABCD2345', 'SPT-ABCD2346']);
    expect(server!.requests.filter((r) => r.route === 'clientKits').map((r) => r.query)).toEqual([
      { take: '1' },
      { take: '1' },
      { after: 'c1', take: '1' },
      { take: '50' },
      { after: 'c1', take: '50' },
    ]);
  });

  it('surfaces the server message of a refused registration', async () => {
    const message = 'This kit is already registered to another member.';
    const { hd } = await setUp({ kitRegister: () => ({ status: 400, body: { statusCode: 400, error_code: 'CONFLICT', message } }) });
    const error = await registerKit(hd, 'SPT-TAKEN123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequest);
    expect((error as BadRequest).message).toBe(message);
  });

  it('reads one kit by id (and re-reads kits-new once its results were seen), info, samples info and the catalogue', async () => {
    const { hd, queryClient } = await setUp({
      clientKit: (req) => ({ status: 200, body: { kit: kit({ id: req.params.id }) } }),
      kitsNew: () => ({ status: 200, body: { kits: [kit()] } }),
      kitInfo: (req) => ({
        status: 200,
        body: {
          kit_id: req.query.kit_id,
          registration: 'available',
          product: { provider_code: 'spot', provider_name: 'Spot', test_code: 'general-health', name: 'General Health', biomarkers: [] },
        },
      }),
      spotSamplesInfo: (req) => ({ status: 200, body: { kit_id: req.query.kit_id, type: 'general-health', samples: [] } }),
      vendorKits: (req) => ({ status: 200, body: { vendor_kits: req.query.provider_code ? [] : [] } }),
      providerKit: (req) => ({ status: 200, body: { kit: req.query.provider_code === 'spot' ? kit() : null } }),
      clientKitLast: () => ({ status: 200, body: { kit: null } }),
      kitIsAvailable: (req) => ({ status: 200, body: { kit_id: req.query.kit_id, available: true, message: null } }),
    });
    await queryClient.fetchQuery(newKitsQuery(hd));
    const one = await queryClient.fetchQuery(kitQuery(hd, KIT_UUID));
    expect(one.kit.id).toBe(KIT_UUID);
    expect(server!.requests.find((r) => r.route === 'clientKit')?.url).toBe(`/api/client/kits/${KIT_UUID}`);
    expect(queryClient.getQueryState(kitsKeys.new)?.isInvalidated).toBe(true);
    expect((await fetchKitInfo(hd, 'SPT-ABCD2345')).registration).toBe('available');
    expect((await fetchSpotSamplesInfo(hd, 'SPT-ABCD2345')).type).toBe('general-health');
    expect((await fetchProviderKit(hd, 'spot')).kit?.kit_id).toBe('SPT-ABCD2345');
    expect((await fetchProviderKit(hd, 'namida')).kit).toBeNull();
    expect((await fetchLastKit(hd)).kit).toBeNull();
    expect((await checkKitAvailable(hd, 'SPT-ABCD2345')).available).toBe(true);
    await fetchVendorKits(hd, 'namida');
    expect(server!.requests.at(-1)?.query).toEqual({ provider_code: 'namida' });
  });

  it('downloads the results PDF as a Blob with the spec file name, and names files from content-disposition', async () => {
    const { hd } = await setUp({ kitDownload: () => ({ status: 200, raw: '%PDF-1.7 results' }), kitPdf: () => ({ status: 200, raw: '%PDF-1.7 by name' }) });
    const auria = await downloadKitResults(hd, 'AUR-ABCD2345', 'namida');
    expect(auria.fileName).toBe('Auria_Results_AUR-ABCD2345.pdf');
    expect(await auria.blob.text()).toBe('%PDF-1.7 results');
    expect(server!.requests.at(-1)?.query).toEqual({ kitId: 'AUR-ABCD2345' });
    expect((await downloadKitResults(hd, 'SPT-ABCD2345')).fileName).toBe('Spot_Results_SPT-ABCD2345.pdf');
    const byName = await fetchKitPdf(hd, 'Spot_Results_SPT-ABCD2345.pdf');
    expect(byName.fileName).toBe('Spot_Results_SPT-ABCD2345.pdf');
    expect(await byName.blob.text()).toBe('%PDF-1.7 by name');
    expect(dispositionFileName('attachment; filename="Auria_Results_X.pdf"')).toBe('Auria_Results_X.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });

  it('opens encrypted_data with the private key (the display rules read it), and returns null without the key', async () => {
    const encrypted = await encryptForMember(spotStatus, keys.publicKey);
    const sealed = kit({ encrypted_data: encrypted });
    const opened = (await openKit(sealed, { privateKey: keys.privateKey })) as KitStatusData;
    expect(opened).toEqual(spotStatus);
    if (opened.provider_code !== 'spot') throw new Error('spot');
    expect(spotDisplayStatus(opened)).toBe('Resulted');
    expect(spotResultsReady(opened)).toBe(true);
    expect(kitReportLocked(sealed, { dataKey: await dataKey() })).toBe(true);
    expect(await openKit(sealed, { privateKey: null })).toBeNull();
    expect(await openKit(kit({ encrypted_data: null }), { privateKey: keys.privateKey })).toBeNull();
    await expect(openKit({ ...sealed, provider_code: 'namida' }, { privateKey: keys.privateKey })).rejects.toThrow('does not belong');
  });

  it('opens a report the browser re-sealed with the data key alone, and re-seals only a report the server sealed', async () => {
    const key = await dataKey();
    const resealed = kit({ encrypted_data: await sealRecord(key, spotStatus) });
    expect(kitReportLocked(resealed, { privateKey: keys.privateKey })).toBe(true);
    expect(kitReportLocked(resealed, { dataKey: key })).toBe(false);
    expect(await openKit(resealed, { dataKey: key })).toEqual(spotStatus);

    const bodies: unknown[] = [];
    const { hd } = await setUp({
      kitSealReport: (req) => {
        bodies.push(req.body);
        return { status: 200, body: { kit: resealed } };
      },
    });
    const sealed = kit({ encrypted_data: await encryptForMember(spotStatus, keys.publicKey) });
    expect(await sealKitReport(hd, sealed, spotStatus, key)).toBe(true);
    const [body] = bodies as { encrypted_data: string; updated_at: string }[];
    expect(body?.updated_at).toBe(sealed.updated_at);
    expect(await openKit({ ...sealed, encrypted_data: body!.encrypted_data }, { dataKey: key })).toEqual(spotStatus);
    expect(await sealKitReport(hd, resealed, spotStatus, key)).toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it("makes the Namida PDF locally from rawResults, or says 'No results file available.'", async () => {
    const file = namidaResultsPdf('AUR-1', { rawResults: `data:application/pdf;base64,${btoa('%PDF-1.4 auria')}` });
    expect(file.fileName).toBe('Auria_Results_AUR-1.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4 auria');
    expect(() => namidaResultsPdf('AUR-1', { rawResults: null })).toThrow('No results file available.');
  });

  it('syncs a kit as admin (advance) and invalidates the admin table and member kits', async () => {
    const { hd, queryClient } = await setUp({
      adminKitSync: (req) => ({
        status: 200,
        body: { kit: { ...kit({ id: req.params.id }), encrypted_data: undefined, user_email: 'm@example.test', provider_name: 'Spot', details_status: 'Collected', vendor_step: 1 } },
      }),
    });
    queryClient.setQueryData(kitsAdminKeys.list({ sort: 'user_email' }), { kits: [], total_count: 0 });
    queryClient.setQueryData(kitsKeys.list, { kits: [] });
    const synced = await mutate(hd, syncKitMutation(hd), { id: KIT_UUID, advance: true });
    expect(synced.details_status).toBe('Collected');
    expect(server!.requests.at(-1)).toMatchObject({ route: 'adminKitSync', method: 'PATCH', body: { advance: true } });
    expect(queryClient.getQueryState(kitsAdminKeys.list({ sort: 'user_email' }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(kitsKeys.list)?.isInvalidated).toBe(true);
  });

  it('ends a sandbox Spot kit in an exception status (spec 001 §4) as admin', async () => {
    const { hd } = await setUp({
      adminKitSync: (req) => ({
        status: 200,
        body: {
          kit: {
            ...kit({ id: req.params.id, status: 'rejected' }),
            encrypted_data: undefined,
            user_email: 'm@example.test',
            provider_name: 'Spot',
            details_status: 'Rejected',
            vendor_step: 3,
          },
        },
      }),
    });
    const synced = await mutate(hd, syncKitMutation(hd), { id: KIT_UUID, exception: 'rejected' });
    expect(synced).toMatchObject({ status: 'rejected', details_status: 'Rejected' });
    expect(server!.requests.at(-1)).toMatchObject({ route: 'adminKitSync', method: 'PATCH', body: { exception: 'rejected' } });
  });
});

describe('orders (spec 000 §7.5)', () => {
  it('turns the 204 of one order into {} and an order into { order }', async () => {
    let placed = false;
    const { hd, queryClient } = await setUp({
      order: () => (placed ? { status: 200, body: { order } } : { status: 204 }),
      orderGeneralHealthTest: () => {
        placed = true;
        return { status: 200, body: { order } };
      },
      orderFitbit: () => ({ status: 200, body: { order: { ...order, product: 'fitbit', kit_id: null } } }),
      orderAuriaTest: () => ({ status: 200, body: { order: { ...order, product: 'auria-test' } } }),
      orders: (req) => ({ status: 200, body: { orders: [order], total_count: Number(req.query.take ?? 1) > 0 ? 1 : 0 } }),
    });
    const none = await queryClient.fetchQuery(orderQuery(hd));
    expect(none).toEqual({});
    expect(hasOrder(none)).toBe(false);
    queryClient.setQueryData(kitsKeys.list, { kits: [] });
    await mutate(hd, placeOrderMutation(hd), 'general-health-test');
    expect(server!.requests.at(-1)).toMatchObject({ route: 'orderGeneralHealthTest', method: 'POST' });
    expect(server!.requests.at(-1)?.body ?? null).toBeNull();
    expect(queryClient.getQueryState(ordersKeys.one)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(kitsKeys.list)?.isInvalidated).toBe(true);
    const one = await fetchOrder(hd);
    expect(hasOrder(one) && one.order.order_number).toBe('HD100001');
    expect((await mutate(hd, placeOrderMutation(hd), 'fitbit')).order.product).toBe('fitbit');
    expect((await mutate(hd, placeOrderMutation(hd), 'auria-test')).order.product).toBe('auria-test');
    await fetchOrders(hd, { sort: 'tracking_number', direction: 'desc' });
    expect(server!.requests.at(-1)?.query).toEqual({ sort: 'tracking_number', direction: 'desc' });
  });

  it('reads the admin orders and customers tables with their sorting', async () => {
    const { hd } = await setUp({
      adminOrders: () => ({ status: 200, body: { orders: [order], total_count: 1 } }),
      adminCustomers: () => ({ status: 200, body: { customers: [{ ...order.customer, orders_count: 1 }], total_count: 1 } }),
      adminCustomer: (req) => ({ status: 200, body: { customer: { ...order.customer, id: req.params.id }, orders: [order] } }),
    });
    await fetchAdminOrders(hd, { sort: 'customer', direction: 'asc' });
    expect(server!.requests.at(-1)?.query).toEqual({ sort: 'customer', direction: 'asc' });
    await fetchCustomers(hd, { sort: 'billing_last_name', direction: 'desc' });
    expect(server!.requests.at(-1)?.query).toEqual({ sort: 'billing_last_name', direction: 'desc' });
    expect((await fetchCustomer(hd, order.customer.id)).orders).toHaveLength(1);
  });
});

describe('program results and lab sites (spec 000 §7.6)', () => {
  it('sends (204) and downloads result.pdf; looks lab sites up by address', async () => {
    const { hd } = await setUp({
      programResultsSend: () => ({ status: 204 }),
      programResultsDownload: () => ({ status: 200, raw: '%PDF-1.7 programme' }),
      labSites: () => ({ status: 200, body: { origin: { lat: 1, lng: 2, formatted_address: 'Chicago, IL, USA' }, sites: [], sandbox: null } }),
      labSiteDistance: () => ({
        status: 200,
        body: {
          origin: { lat: 1, lng: 2, formatted_address: 'Chicago, IL, USA' },
          site: { id: 'chicago', name: 'x', address: 'y', lat: 1, lng: 2, phone: '', hours: '', distance_miles: 0.4 },
          sandbox: null,
        },
      }),
    });
    await sendProgramResults(hd);
    expect(server!.hits('programResultsSend')).toBe(1);
    const file = await downloadProgramResults(hd);
    expect(file.fileName).toBe('result.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 programme');
    expect((await fetchLabSites(hd, { address: 'Chicago, IL' })).origin.formatted_address).toBe('Chicago, IL, USA');
    expect((await fetchLabSiteDistance(hd, 'Chicago, IL', 'chicago')).site.distance_miles).toBe(0.4);
    expect(server!.requests.at(-1)?.query).toEqual({ address: 'Chicago, IL', site_id: 'chicago' });
  });
});

describe('one list of Spot statuses', () => {
  it('the contract (server) and the display rules name the same twelve codes (spec 001 §4)', async () => {
    const { SPOT_STATUS_CODES } = await import('@healthdeck/contract');
    const { SPOT_KIT_STATUSES } = await import('../src/index.js');
    expect([...SPOT_STATUS_CODES]).toEqual([...SPOT_KIT_STATUSES]);
  });
});

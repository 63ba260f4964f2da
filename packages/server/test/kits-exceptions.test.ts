// spec 001 §4 Spot kit statuses: rejected, delivery_exception, collection_exception, canceled. An admin
// ends a sandbox Spot kit in one of them (admin sync-kit `exception`); the member's kit then shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  KIT_MESSAGES,
  KitStatusData,
  routes,
  SPOT_EXCEPTION_STATUSES,
  type AdminKit,
  type AdminKitResponse,
  type Kit,
  type KitResponse,
  type KitsResponse,
  type OrderResponse,
  type SpotExceptionStatus,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, keyedMember, type TestMember } from './helpers/accounts.js';
import { openWithTestKey } from './helpers/key-material.js';
import { SANDBOX_STEP_MS } from '../src/vendors/vendor-adapters.js';

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  server.setNow(new Date('2026-04-06T09:00:00Z'));
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const decrypt = async (encrypted: string | null): Promise<KitStatusData> => KitStatusData.parse(await openWithTestKey(encrypted));

/** adminKitSync (a path parameter), answered inside the contract: the kit, or the ApiError. */
async function adminSync(id: string, body: unknown): Promise<{ status: number; kit?: AdminKit; error?: ApiError }> {
  const res = await server.call<AdminKitResponse | ApiError>('adminKitSync', { token: admin.accessToken, params: { id }, body });
  return res.status >= 400 ? { status: res.status, error: res.body as ApiError } : { status: res.status, kit: (res.body as AdminKitResponse).kit };
}

async function orderKit(m: TestMember, name: 'orderGeneralHealthTest' | 'orderAuriaTest' = 'orderGeneralHealthTest'): Promise<string> {
  const res = await server.call<OrderResponse>(name, { token: m.accessToken });
  expect(res.status).toBe(200);
  return res.body.order.kit_id!;
}

async function confirmedKit(m: TestMember, name?: 'orderGeneralHealthTest' | 'orderAuriaTest'): Promise<Kit> {
  const kitId = await orderKit(m, name);
  const res = await server.call<KitResponse>('kitConfirm', { token: m.accessToken, body: { kit_id: kitId } });
  expect(res.status).toBe(200);
  return res.body.kit;
}

const memberKit = async (m: TestMember, id: string) => (await server.call<KitsResponse>('clientKits', { token: m.accessToken })).body.kits.find((k) => k.id === id)!;

const LABELS: Record<SpotExceptionStatus, string> = {
  rejected: 'Rejected',
  delivery_exception: 'Delivery Exception',
  collection_exception: 'Collection Exception',
  canceled: 'Canceled',
};

describe('Spot exception statuses (spec 001 §4)', () => {
  it.each(SPOT_EXCEPTION_STATUSES.map((s) => [s]))('%s: newest sample event, display label, no further steps or results', async (exception) => {
    const m = await keyedMember(server);
    const kit = await confirmedKit(m);
    server.advance(2 * SANDBOX_STEP_MS); // collected → in_transit
    expect((await memberKit(m, kit.id)).status).toBe('in_transit');

    const raisedAt = new Date(Date.parse(kit.updated_at) + 2 * SANDBOX_STEP_MS).toISOString();
    const raised = await adminSync(kit.id, { exception });
    expect(raised.status).toBe(200);
    expect(raised.kit).toMatchObject({ status: exception, details_status: LABELS[exception], vendor_step: 2, results_ready: false });

    // The member's kit: the status code, and the report (to their key) with the exception as the
    // first event of the first sample, which is what the testing center displays.
    const mine = await memberKit(m, kit.id);
    expect(mine).toMatchObject({ status: exception, results_ready: false });
    const data = await decrypt(mine.encrypted_data);
    if (data.provider_code !== 'spot') throw new Error('expected a Spot report');
    expect(data.registered_to).toMatchObject({ email: m.email });
    expect(data.samples[0].events.map((e) => e.status)).toEqual([exception, 'in_transit', 'collected', 'awaiting_collection']);
    expect(data.samples[0].events[0].created).toBe(raisedAt);
    expect(data.samples.every((s) => s.report === null)).toBe(true);

    // Time and an admin advance no longer move it; it is final: no unregistering, no second exception.
    server.advance(10 * SANDBOX_STEP_MS);
    const advanced = await adminSync(kit.id, { advance: true });
    expect(advanced.kit).toMatchObject({ status: exception, details_status: LABELS[exception], vendor_step: 2 });
    const later = await memberKit(m, kit.id);
    expect(later).toMatchObject({ status: exception, results_ready: false });
    expect(later.encrypted_data).toBe(mine.encrypted_data);
    const unregister = await server.call('kitUnregister', { token: m.accessToken, body: { id: kit.id } });
    expect(unregister.body).toMatchObject({ statusCode: 400, message: KIT_MESSAGES.cannotUnregister });
    const again = await adminSync(kit.id, { exception: 'canceled' });
    expect(again).toMatchObject({ status: 409, error: { error_code: 'CONFLICT', message: KIT_MESSAGES.exceptionFinal } });
    const download = await server.fetch(`${routes.kitDownload.path}?kitId=${kit.kit_id}`, { headers: { authorization: `Bearer ${m.accessToken}` } });
    expect(download.status).toBe(404);
    expect(ApiError.parse(await download.json()).message).toBe(KIT_MESSAGES.noResultsFile);
  });

  it('refuses a kit the member has not confirmed, a kit with results, a non-Spot kit and advance with exception', async () => {
    const m = await keyedMember(server);
    const unconfirmed = await orderKit(m);
    const unconfirmedKit = (await server.call<KitsResponse>('clientKits', { token: m.accessToken })).body.kits.find((k) => k.kit_id === unconfirmed)!;
    expect(await adminSync(unconfirmedKit.id, { exception: 'canceled' })).toMatchObject({
      status: 409,
      error: { error_code: 'CONFLICT', message: KIT_MESSAGES.exceptionNotStarted },
    });

    const resulted = await confirmedKit(m);
    server.advance(5 * SANDBOX_STEP_MS);
    expect((await memberKit(m, resulted.id)).status).toBe('resulted');
    expect(await adminSync(resulted.id, { exception: 'rejected' })).toMatchObject({ status: 409, error: { message: KIT_MESSAGES.exceptionFinal } });
    expect(await memberKit(m, resulted.id)).toMatchObject({ status: 'resulted', results_ready: true });

    const auria = await confirmedKit(m, 'orderAuriaTest');
    expect(await adminSync(auria.id, { exception: 'rejected' })).toMatchObject({
      status: 400,
      error: { error_code: 'VALIDATION_FAILED', message: KIT_MESSAGES.exceptionSpotOnly },
    });

    const spot = await confirmedKit(m);
    const both = await adminSync(spot.id, { advance: true, exception: 'rejected' });
    expect(both).toMatchObject({ status: 400, error: { error_code: 'VALIDATION_FAILED' } });
    expect(await adminSync(spot.id, { exception: 'lost' })).toMatchObject({ status: 400 });
    expect((await memberKit(m, spot.id)).status).toBe('awaiting_collection');
  });
});

// The demo kits seeder: kits from both labs in several statuses, encrypted to the member, orders and
// customers for the admin tables; running it again changes nothing.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitStatusData, routes, type AdminKitsResponse, type CustomersResponse, type KitsResponse, type OrdersResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { openWithTestKey } from './helpers/key-material.js';
import { seedDemoKits } from '../src/seed/demo-kits.js';

let server: TestServer;
let member: TestMember;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await keyedMember(server);
  admin = await signedInAdmin(server);
  await seedDemoKits(server.db, member.email, server.config.now());
});
afterAll(async () => {
  await server.close();
});

const open = async (encrypted: string | null): Promise<KitStatusData> => KitStatusData.parse(await openWithTestKey(encrypted));

/** The text a PDF draws: its deflated content streams' hex strings (pdf-lib writes text as <hex> Tj). */
function pdfText(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a deflated stream (fonts, metadata)
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) texts.push(Buffer.from(hex[1], 'hex').toString('latin1'));
  }
  return texts;
}

describe('demo kits', () => {
  it('gives the member kits of both labs in several statuses, readable with their key only', async () => {
    const kits = (await server.call<KitsResponse>('clientKits', { token: member.accessToken })).body.kits;
    const byId = new Map(kits.map((k) => [k.kit_id, k]));
    expect(new Set(kits.map((k) => k.provider_code))).toEqual(new Set(['spot', 'namida', '3d-look']));
    expect(byId.get('SPT-DEMO0001')).toMatchObject({ status: 'resulted', results_ready: true, order_number: expect.stringMatching(/^HD/) });
    expect(byId.get('SPT-DEMO0002')).toMatchObject({ status: 'in_transit', results_ready: false });
    expect(byId.get('SPT-DEMO0003')).toMatchObject({ confirmed: false });
    expect(byId.get('AUR-DEMO0001')).toMatchObject({ status: 'Results', results_ready: true });
    expect(byId.get('AUR-DEMO0002')).toMatchObject({ status: 'OrderPlaced' });
    expect(byId.get('SCN-DEMO0001')).toMatchObject({ status: 'completed' });

    const results = await open(byId.get('SPT-DEMO0001')!.encrypted_data);
    if (results.provider_code !== 'spot') throw new Error('spot');
    expect(results.samples[0].report?.results.length).toBe(8);
    const transit = await open(byId.get('SPT-DEMO0002')!.encrypted_data);
    if (transit.provider_code !== 'spot') throw new Error('spot');
    expect(transit.samples[0].shipments[0].tracking_number).toMatch(/^9400/);
    const partial = await open(byId.get('SPT-DEMO0003')!.encrypted_data);
    if (partial.provider_code !== 'spot') throw new Error('spot');
    expect(partial.registered_to).toEqual({});
    const auria = await open(byId.get('AUR-DEMO0001')!.encrypted_data);
    if (auria.provider_code !== 'namida') throw new Error('namida');
    expect(auria.rawResults).toMatch(/^data:application\/pdf;base64,/);
  });

  it("downloads the completed 3D body scan's results: a PDF of the measurement the member's report holds", async () => {
    const kits = (await server.call<KitsResponse>('clientKits', { token: member.accessToken })).body.kits;
    const scan = await open(kits.find((k) => k.kit_id === 'SCN-DEMO0001')!.encrypted_data);
    if (scan.provider_code !== '3d-look' || !scan.measurement) throw new Error('a completed body scan');
    const download = await server.fetch(`${routes.kitDownload.path}?kitId=SCN-DEMO0001`, { headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Body_Scan_Results_SCN-DEMO0001.pdf"');
    const text = pdfText(Buffer.from(await download.arrayBuffer()));
    expect(text).toContain('Kit ID: SCN-DEMO0001');
    const m = scan.measurement;
    for (const value of [m.circumference_params.chest, m.circumference_params.waist, m.circumference_params.low_hips, m.bmi, m.bmr, m.fat_body_mass, m.fat_percentage, m.lean_body_mass]) {
      expect(text).toContain(String(value));
    }
    const byName = await server.fetch(`${routes.kitPdf.path}?filename=Body_Scan_Results_SCN-DEMO0001.pdf`, { headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(byName.status).toBe(200);
  });

  it('fills the admin tables and leaves free kits to register; a second run adds nothing', async () => {
    await seedDemoKits(server.db, member.email, server.config.now());
    const kits = await server.call<AdminKitsResponse>('adminKits', { token: admin.accessToken, query: { take: 100 } });
    expect(kits.body.total_count).toBe(7);
    const orders = await server.call<OrdersResponse>('adminOrders', { token: admin.accessToken, query: { take: 100 } });
    expect(orders.body.total_count).toBe(6);
    const customers = await server.call<CustomersResponse>('adminCustomers', { token: admin.accessToken, query: { sort: 'billing_last_name' } });
    expect(customers.body.customers.map((c) => c.billing_last_name)).toEqual(['Hopper', 'Lovelace', 'Member', 'Turing']);
    const other = await signedInMember(server);
    expect((await server.call('kitIsAvailable', { token: other.accessToken, query: { kit_id: 'SPT-DEMO1000' } })).body).toMatchObject({ available: true });
    expect((await server.call('kitIsAvailable', { token: other.accessToken, query: { kit_id: 'AUR-DEMO1000' } })).body).toMatchObject({ available: true });
    const notes = await server.db.selectFrom('notifications').select('title').where('user_id', '=', member.id).execute();
    expect(notes.map((n) => n.title)).toEqual(['Your results are ready', 'Your results are ready', 'Your results are ready', 'Your results are ready']);
  });
});

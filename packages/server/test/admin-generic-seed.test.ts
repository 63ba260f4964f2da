// The demo records of the generic administration classes: valid, idempotent, reachable through
// the admin search (spec 000 §3.3 biomarkers by segment_id) and kept when an admin changed them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_SCHEMAS, FEATURE_FLAG_DEFAULTS, type AdminSearchResponse, type Classkey } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, type TestMember } from './helpers/accounts.js';
import { DEMO_FEATURE_FLAGS, seedDemoAdminClasses } from '../src/seed/demo-admin-classes.js';

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const search = (query: Record<string, string | number>) => server.call<AdminSearchResponse>('adminSearch', { token: admin.accessToken, query: { take: 100, ...query } });
const counts = async () =>
  Object.fromEntries(
    (
      await server.db
        .selectFrom('class_records')
        .select(['classkey', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('classkey')
        .execute()
    ).map((r) => [r.classkey, Number(r.n)]),
  );

describe('demo admin classes', () => {
  it('seeds valid records once, and a second run adds nothing and keeps an admin change', async () => {
    await seedDemoAdminClasses(server.db);
    const first = await counts();
    for (const classkey of [
      'featureflag',
      'toast_message_locations',
      'languages',
      'bodysegment',
      'organ',
      'biomarker',
      'biomarkerrange',
      'biomarkerrangeeffect',
      'organbiomarker',
      'call_types',
      'care_types',
      'faq',
      'securityquestions',
    ]) {
      expect(first[classkey], classkey).toBeGreaterThan(0);
    }
    const rows = await server.db.selectFrom('class_records').select(['classkey', 'data']).execute();
    for (const row of rows) expect(CLASS_SCHEMAS[row.classkey as Classkey].safeParse(row.data).success, row.classkey).toBe(true);

    const flags = await search({ classkey: 'featureflag' });
    expect(Object.fromEntries(flags.body.items.map((f) => [f.data.name, f.data.enabled]))).toEqual(DEMO_FEATURE_FLAGS);
    // spec 001 §2: of the spec's flags only "my test page" is on by default; the demo turns on what it shows.
    expect(FEATURE_FLAG_DEFAULTS).toEqual({
      calendly: false,
      healthtip: false,
      contactus: false,
      referrals: false,
      random_referral: false,
      my_test_page: true,
      vitals: false,
      side_panel: true,
      daily_journal: true,
    });
    const sidePanel = flags.body.items.find((f) => f.data.name === 'side_panel')!;
    expect((await server.call('adminSet', { token: admin.accessToken, body: { classkey: 'featureflag', id: sidePanel.id, data: { enabled: false } } })).status).toBe(200);

    await seedDemoAdminClasses(server.db);
    expect(await counts()).toEqual(first);
    expect((await server.call<{ data: { enabled: boolean } }>('adminGet', { token: admin.accessToken, query: { classkey: 'featureflag', id: sidePanel.id } })).body.data.enabled).toBe(false);
  });

  it('links biomarkers to body segments, with ranges and effects per level', async () => {
    const heart = (await search({ classkey: 'bodysegment', code: 'heart' })).body.items[0]!;
    const heartMarkers = await search({ classkey: 'biomarker', segment_id: heart.id, sort: 'providerCode' });
    expect(heartMarkers.body.items.map((b) => b.data.providerCode)).toEqual(['HDL', 'LDL', 'TRIG']);
    const ldl = heartMarkers.body.items.find((b) => b.data.providerCode === 'LDL')!;
    const range = await search({ classkey: 'biomarkerrange', biomarker_id: ldl.id });
    expect(range.body.items[0]!.data.ranges).toEqual([
      { level: 'healthy', min: null, max: 100 },
      { level: 'warning', min: 100, max: 160 },
      { level: 'unhealthy', min: 160, max: null },
    ]);
    expect((await search({ classkey: 'biomarkerrangeeffect', biomarker_id: ldl.id })).body.total_count).toBe(3);
    const toasts = await search({ classkey: 'toast_message_locations', display_status: 'true', sort: 'path' });
    expect(toasts.body.items.map((t) => t.data.path)).toEqual(['/admin/*', '/client/fitness', '/client/home', '/client/log-meal', '/client/profile']);
  });
});

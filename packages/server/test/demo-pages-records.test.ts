import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPagesMenuResponse, PageClass } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { RECORDS_PAGES, seedDemoRecordsPages } from '../src/seed/demo-pages-records.js';
import { signedInMember } from './helpers/accounts.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('demo pages of issue 15 (health actions, activity, program results)', () => {
  it('are seeded once, keep what an administrator changed, and are in every member’s menu with their path', async () => {
    await seedDemoRecordsPages(server.db);
    const store = createClassStore(server.db);
    const activity = (await store.list<PageClass>('pages', { filters: { slug: 'activity' } })).items[0]!;
    await store.update<PageClass>('pages', activity.id, { ...activity.data, title: 'Your activity' });
    await seedDemoRecordsPages(server.db);
    for (const page of RECORDS_PAGES) expect((await store.list('pages', { filters: { slug: page.slug } })).total).toBe(1);
    const m = await signedInMember(server);
    const menu = await server.call<ClientPagesMenuResponse>('clientPagesMenu', { token: m.accessToken });
    const mine = menu.body.pages.filter((p) => RECORDS_PAGES.some((r) => r.slug === p.slug)).map((p) => [p.title, p.slug, p.path]);
    expect(mine).toEqual([
      ['Health actions', 'health-actions', 'health-actions'],
      ['Program results', 'program-results', 'program-results'],
      ['Your activity', 'activity', 'activity'],
    ]);
  });
});

// spec 001 §2 routes: the demo seed's screen pages (a page whose path names the portal's screen),
// in every member's menu with their path; seeded once, never overwriting what an admin changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPageResponse, ClientPagesMenuResponse, PageClass } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { DEMO_SCREEN_PAGES, seedDemoScreenPages } from '../src/seed/demo-screen-pages.js';
import { signedInMember } from './helpers/accounts.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('demo screen pages seed', () => {
  it("puts every screen page in every member's menu with the path that names its screen", async () => {
    await seedDemoScreenPages(server.db);
    const member = await signedInMember(server, 'screen-pages@example.test');
    const { body } = await server.call<ClientPagesMenuResponse>('clientPagesMenu', { token: member.accessToken });
    const mine = body.pages.filter((p) => DEMO_SCREEN_PAGES.some((d) => d.slug === p.slug));
    expect(mine.map((p) => [p.title, p.slug, p.path, p.parent_slug]).sort()).toEqual(DEMO_SCREEN_PAGES.map((d) => [d.title, d.slug, d.path, null]).sort());
    // spec 001 §6: the Virtual Visit is enabled when the virtual-care page answers for the member.
    const virtualCare = await server.call<ClientPageResponse>('clientPage', { token: member.accessToken, query: { slug: 'virtual-care' } });
    expect(virtualCare.status).toBe(200);
    expect(virtualCare.body.page.path).toBe('virtual-care');
  });

  it('adds nothing on a second run and keeps what an administrator changed', async () => {
    const store = createClassStore(server.db);
    const rewards = (await store.list<PageClass>('pages', { filters: { slug: 'rewards' } })).items[0]!;
    await store.update<PageClass>('pages', rewards.id, { ...rewards.data, title: 'Star shop' });
    await seedDemoScreenPages(server.db);
    for (const page of DEMO_SCREEN_PAGES) expect((await store.list('pages', { filters: { slug: page.slug } })).total).toBe(1);
    const again = await store.list<PageClass>('pages', { filters: { slug: 'rewards' } });
    expect(again.items.map((p) => p.data.title)).toEqual(['Star shop']);
  });
});

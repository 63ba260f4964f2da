import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPageResponse, ClientPagesMenuResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { DEMO_STORE_PAGES, seedDemoStorePages } from '../src/seed/demo-pages-store.js';

let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await signedInMember(server, 'store-pages@example.test');
});
afterAll(async () => {
  await server.close();
});

describe('demo store pages seed (issue 15)', () => {
  it("puts Orders, Rewards and the Wellbeing library in every member's menu, each with the path that names its screen", async () => {
    await seedDemoStorePages(server.db);
    const { body } = await server.call<ClientPagesMenuResponse>('clientPagesMenu', { token: member.accessToken });
    const store = body.pages.filter((p) => DEMO_STORE_PAGES.some((d) => d.slug === p.slug));
    expect(store.map((p) => [p.title, p.slug, p.path, p.parent_slug])).toEqual([
      ['Orders', 'orders', 'orders', null],
      ['Rewards', 'rewards', 'rewards', null],
      ['Wellbeing library', 'wellbeing-library', 'wellbeing-library', null],
    ]);
    const page = await server.call<ClientPageResponse>('clientPage', { token: member.accessToken, query: { slug: 'rewards' } });
    expect(page.status).toBe(200);
    expect(page.body.page.path).toBe('rewards');
  });

  it('adds nothing on a second run and keeps what an administrator changed', async () => {
    const store = createClassStore(server.db);
    const { items } = await store.list<{ title: string; slug: string }>('pages', { filters: { slug: 'rewards' } });
    expect(items).toHaveLength(1);
    await store.update('pages', items[0].id, { ...items[0].data, title: 'Star shop' });
    await seedDemoStorePages(server.db);
    const again = await store.list<{ title: string }>('pages', { filters: { slug: 'rewards' } });
    expect(again.items.map((p) => p.data.title)).toEqual(['Star shop']);
  });
});

// spec 001 §2 routes ("page whose path is hra-form"); spec 000 §7.6 nutrition form: the demo seed's
// form pages, for every member, in the menu with their path; idempotent and never overwritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPagesMenuResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { seedDemoFormPages } from '../src/seed/demo-pages-hra.js';
import { signedInMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('demo form pages seed', () => {
  it('adds the hra-form and nutrition-form pages to every member’s menu once, keeping what an admin changed', async () => {
    await seedDemoFormPages(server.db);
    const store = createClassStore(server.db);
    const { items } = await store.list<{ title: string; slug: string }>('pages', { filters: { slug: 'hra-form' }, limit: 5 });
    expect(items).toHaveLength(1);
    await store.update('pages', items[0]!.id, { ...items[0]!.data, title: 'My health check' });
    await seedDemoFormPages(server.db);

    const member = await signedInMember(server);
    const menu = await callRoute<ClientPagesMenuResponse>(server, 'clientPagesMenu', { token: member.accessToken });
    const forms = menu.body.pages.filter((p) => p.path === 'hra-form' || p.path === 'nutrition-form').map((p) => [p.title, p.slug, p.path]);
    expect(forms).toEqual(
      expect.arrayContaining([
        ['My health check', 'hra-form', 'hra-form'],
        ['Nutrition Form', 'nutrition-form', 'nutrition-form'],
      ]),
    );
    expect(forms).toHaveLength(2);
  });
});

// spec 000 §3.4 page types: the demo seed's typed pages (one of each type with content of its own),
// for every member, in the menu with their type; the CONTACTUS page's contact link; idempotent and
// never overwritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPageResponse, ClientPagesMenuResponse, ContactLinkResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { DEMO_CONTACT_LINK, DEMO_TYPED_PAGES, seedDemoTypedPages } from '../src/seed/demo-pages-typed.js';
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

describe('demo typed pages seed', () => {
  it('adds one page of each typed page to every member’s menu once, keeping what an admin changed', async () => {
    await seedDemoTypedPages(server.db);
    const store = createClassStore(server.db);
    const { items } = await store.list<{ title: string; slug: string }>('pages', { filters: { slug: 'health-tip' }, limit: 5 });
    expect(items).toHaveLength(1);
    await store.update('pages', items[0]!.id, { ...items[0]!.data, title: 'Tip of the day' });
    await seedDemoTypedPages(server.db);

    const member = await signedInMember(server);
    const menu = await callRoute<ClientPagesMenuResponse>(server, 'clientPagesMenu', { token: member.accessToken });
    const typed = menu.body.pages.filter((p) => DEMO_TYPED_PAGES.some((d) => d.slug === p.slug)).map((p) => [p.slug, p.page_type, p.title]);
    expect(typed).toHaveLength(8);
    expect(new Set(typed.map(([, type]) => type))).toEqual(new Set(['CALENDLY', 'REFERRALS', 'RANDOMREFERRAL', 'HEALTHTIP', 'CONTACTUS', 'TESTINGINSTRUCTION', 'INSIGHTS', 'MYTESTPAGE']));
    expect(typed).toContainEqual(['health-tip', 'HEALTHTIP', 'Tip of the day']);
    const page = await callRoute<ClientPageResponse>(server, 'clientPage', { token: member.accessToken, query: { slug: 'how-to-test' } });
    expect(page.body.page.page_type).toBe('TESTINGINSTRUCTION');
    expect((await callRoute<ContactLinkResponse>(server, 'contactLink', { token: member.accessToken })).body.contact_link).toEqual({ url: DEMO_CONTACT_LINK });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLinksResponse, ApiError } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

// GET /api/admin/links: the records linked to one record through a spec 000 §3.3 pair (the
// contract's LINK_PAIRS), from either end, with is_active (campaigns) and priority (health actions).

let server: TestServer;
let admin: TestMember;
let member: TestMember;
const ids = { org: '', program: '', program2: '', campaign: '', healthAction: '' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  member = await signedInMember(server);
  const store = createClassStore(server.db);
  ids.org = (await store.insert('organizations', { name: 'Links Org', code: 'links-org', logo_variants: [] })).id;
  ids.program = (await store.insert('programs', { name: 'Links Prenatal', code: 'links-prenatal' })).id;
  ids.program2 = (await store.insert('programs', { name: 'Links Sleep', code: 'links-sleep' })).id;
  ids.campaign = (await store.insert('campaigns', { name: 'Links Spring', code: 'links-spring' })).id;
  ids.healthAction = (await store.insert('health_actions', { title: 'Links walk', code: 'links_walk' })).id;
});
afterAll(async () => {
  await server.close();
});

const read = (query: Record<string, string>, token = admin.accessToken) => callRoute<AdminLinksResponse>(server, 'adminLinks', { token, query });

describe('adminLinks (spec 000 §3.3 link pairs)', () => {
  it("lists an organisation's programs and a program's organisations, oldest link first", async () => {
    await callRoute(server, 'linkOrganizationProgram', { token: admin.accessToken, body: { organization_id: ids.org, program_id: ids.program } });
    await callRoute(server, 'linkOrganizationProgram', { token: admin.accessToken, body: { organization_id: ids.org, program_id: ids.program2 } });
    const programs = await read({ pair: 'organization_program', field: 'organization_id', id: ids.org });
    expect(programs.status).toBe(200);
    expect(programs.body.items.map((i) => [i.id, i.label])).toEqual([
      [ids.program, 'Links Prenatal'],
      [ids.program2, 'Links Sleep'],
    ]);
    expect(programs.body.items[0]?.is_active).toBeUndefined();
    const organizations = await read({ pair: 'organization_program', field: 'program_id', id: ids.program2 });
    expect(organizations.body.items.map((i) => i.label)).toEqual(['Links Org']);
  });

  it("shows a campaign link's is_active and a health action link's priority", async () => {
    await callRoute(server, 'linkCampaign', { token: admin.accessToken, body: { organization_id: ids.org, campaign_id: ids.campaign } });
    await callRoute(server, 'toggleCampaign', { token: admin.accessToken, body: { organization_id: ids.org, campaign_id: ids.campaign, is_active: false } });
    const campaigns = await read({ pair: 'organization_campaign', field: 'organization_id', id: ids.org });
    expect(campaigns.body.items).toEqual([expect.objectContaining({ id: ids.campaign, label: 'Links Spring', is_active: false })]);

    await callRoute(server, 'linkProgramHealthAction', { token: admin.accessToken, body: { program_id: ids.program, health_action_id: ids.healthAction, priority: 7 } });
    const actions = await read({ pair: 'program_health_action', field: 'program_id', id: ids.program });
    expect(actions.body.items).toEqual([expect.objectContaining({ id: ids.healthAction, label: 'Links walk', priority: 7 })]);
  });

  it("lists users by email, a user's roles and a role's permissions (integer ids as text)", async () => {
    await callRoute(server, 'linkUserProgram', { token: admin.accessToken, body: { program_id: ids.program, user_id: member.id } });
    const users = await read({ pair: 'program_user', field: 'program_id', id: ids.program });
    expect(users.body.items.map((i) => i.label)).toEqual([member.email]);

    const roles = await read({ pair: 'user_role', field: 'user_id', id: admin.id });
    expect(roles.body.items.map((i) => i.label)).toContain('admin');
    const adminRole = roles.body.items.find((i) => i.label === 'admin')!;
    expect(adminRole.id).toMatch(/^[0-9]+$/);
    const permissions = await read({ pair: 'role_permission', field: 'role_id', id: adminRole.id });
    expect(permissions.body.items.map((i) => i.label)).toContain('campaigns.write');
    const holders = await read({ pair: 'user_role', field: 'role_id', id: adminRole.id });
    expect(holders.body.items.map((i) => i.label)).toContain(admin.email);
  });

  it('refuses a field that is not one of the pair’s, an unknown pair, and members', async () => {
    const wrongField = await read({ pair: 'program_widget', field: 'organization_id', id: ids.org });
    expect(wrongField.status).toBe(400);
    expect((wrongField.body as unknown as ApiError).fields?.field).toBe('field must be program_id or widget_id');
    const unknownPair = await read({ pair: 'nothing', field: 'program_id', id: ids.program });
    expect(unknownPair.status).toBe(400);
    // An id of the wrong shape links to nothing.
    expect((await read({ pair: 'user_role', field: 'role_id', id: 'abc' })).body.items).toEqual([]);
    expect((await read({ pair: 'organization_program', field: 'organization_id', id: 'abc' })).body.items).toEqual([]);
    expect((await read({ pair: 'organization_program', field: 'organization_id', id: ids.org }, member.accessToken)).status).toBe(403);
  });
});

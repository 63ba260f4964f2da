// spec 000 §3.3 link pairs and §7.2 link/unlink endpoints through the links domain against the
// loopback contract server: each write sends its pair to its own path and invalidates exactly the
// reads it changes (admin users, member organization, roles and permissions, pages) and no other.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteName } from '@healthdeck/contract';
import {
  BadRequest,
  createHealthDeck,
  type HealthDeck,
  linkCampaign,
  linkOrganizationProgram,
  linkProgramHealthAction,
  linkRolePermission,
  linkUserOrganization,
  linkUserProgram,
  linkUserRole,
  linkWidgetProgram,
  toggleCampaign,
  unlinkCampaign,
  unlinkOrganizationProgram,
  unlinkProgramHealthAction,
  unlinkRolePermission,
  unlinkUserOrganization,
  unlinkUserProgram,
  unlinkUserRole,
  unlinkWidgetProgram,
  updateWidgets,
} from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

const ORG = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const PROGRAM = '33333333-3333-4333-8333-333333333333';
const WIDGET = '44444444-4444-4444-8444-444444444444';
const CAMPAIGN = '55555555-5555-4555-8555-555555555555';
const ACTION = '66666666-6666-4666-8666-666666666666';

/** Reads a screen may hold while an administrator links things. */
const READS = {
  adminUsers: ['admin', 'users', { page: 1 }],
  organization: ['organization'],
  roles: ['admin', 'roles'],
  permissions: ['admin', 'permissions'],
  pages: ['pages', null, 'home'],
  hydration: ['hydration', 'last'],
} as const;
type Read = keyof typeof READS;

let server: ContractServer;
let hd: HealthDeck;
let refuseBatch = false;

beforeAll(async () => {
  const noContent = () => ({ status: 204 });
  server = await startContractServer({
    handlers: {
      linkUserOrganization: noContent,
      unlinkUserOrganization: noContent,
      linkRolePermission: noContent,
      unlinkRolePermission: noContent,
      linkOrganizationProgram: noContent,
      unlinkOrganizationProgram: noContent,
      linkUserProgram: noContent,
      unlinkUserProgram: noContent,
      linkUserRole: noContent,
      unlinkUserRole: noContent,
      linkWidgetProgram: noContent,
      unlinkWidgetProgram: noContent,
      linkCampaign: noContent,
      unlinkCampaign: noContent,
      unlinkProgramHealthAction: noContent,
      toggleCampaign: (req) => ({ status: 200, body: req.body }),
      linkProgramHealthAction: (req) => {
        const body = req.body as { program_id: string; health_action_id: string; add_to_all_users?: boolean; priority?: number };
        return { status: 200, body: { program_id: body.program_id, health_action_id: body.health_action_id, priority: body.priority ?? 0, users_added: body.add_to_all_users ? 3 : 0 } };
      },
      adminWidgetsBatch: () => (refuseBatch ? { status: 400, body: { statusCode: 400, error_code: 'NOT_FOUND', message: 'Unknown widget' } } : { status: 200, body: { widgets: [] } }),
    },
  });
  hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
});
afterAll(() => server.close());

beforeEach(() => {
  for (const key of Object.values(READS)) hd.queryClient.setQueryData(key, { cached: true });
});

const invalidated = (): Read[] => (Object.keys(READS) as Read[]).filter((read) => hd.queryClient.getQueryState(READS[read])?.isInvalidated === true);

const lastRequest = (route: RouteName) => server.requests.filter((r) => r.route === route).at(-1);

describe('link and unlink writes', () => {
  const userOrg = { organization_id: ORG, user_id: USER };
  const rolePermission = { permission_id: 4, role_id: 2 };
  const orgProgram = { organization_id: ORG, program_id: PROGRAM };
  const userProgram = { program_id: PROGRAM, user_id: USER };
  const userRole = { role_id: 2, user_id: USER };
  const widgetProgram = { program_id: PROGRAM, widget_id: WIDGET };
  const campaign = { organization_id: ORG, campaign_id: CAMPAIGN };
  const cases: Array<[string, RouteName, () => Promise<void>, unknown, Read[]]> = [
    ['linkUserOrganization', 'linkUserOrganization', () => linkUserOrganization(hd, userOrg), userOrg, ['adminUsers', 'organization']],
    ['unlinkUserOrganization', 'unlinkUserOrganization', () => unlinkUserOrganization(hd, userOrg), userOrg, ['adminUsers', 'organization']],
    ['linkRolePermission', 'linkRolePermission', () => linkRolePermission(hd, rolePermission), rolePermission, ['roles', 'permissions']],
    ['unlinkRolePermission', 'unlinkRolePermission', () => unlinkRolePermission(hd, rolePermission), rolePermission, ['roles', 'permissions']],
    ['linkOrganizationProgram', 'linkOrganizationProgram', () => linkOrganizationProgram(hd, orgProgram), orgProgram, []],
    ['unlinkOrganizationProgram', 'unlinkOrganizationProgram', () => unlinkOrganizationProgram(hd, orgProgram), orgProgram, []],
    ['linkUserProgram', 'linkUserProgram', () => linkUserProgram(hd, userProgram), userProgram, ['adminUsers', 'pages']],
    ['unlinkUserProgram', 'unlinkUserProgram', () => unlinkUserProgram(hd, userProgram), userProgram, ['adminUsers', 'pages']],
    ['linkUserRole', 'linkUserRole', () => linkUserRole(hd, userRole), userRole, ['adminUsers', 'roles']],
    ['unlinkUserRole', 'unlinkUserRole', () => unlinkUserRole(hd, userRole), userRole, ['adminUsers', 'roles']],
    ['linkWidgetProgram', 'linkWidgetProgram', () => linkWidgetProgram(hd, widgetProgram), widgetProgram, ['pages']],
    ['unlinkWidgetProgram', 'unlinkWidgetProgram', () => unlinkWidgetProgram(hd, widgetProgram), widgetProgram, ['pages']],
    ['linkCampaign', 'linkCampaign', () => linkCampaign(hd, campaign), campaign, []],
    ['unlinkCampaign', 'unlinkCampaign', () => unlinkCampaign(hd, campaign), campaign, []],
    [
      'unlinkProgramHealthAction',
      'unlinkProgramHealthAction',
      () => unlinkProgramHealthAction(hd, { program_id: PROGRAM, health_action_id: ACTION }),
      { program_id: PROGRAM, health_action_id: ACTION },
      [],
    ],
  ];

  it.each(cases)('%s: sends the pair and invalidates exactly its reads', async (_name, route, write, body, expected) => {
    // the loopback server routes by the contract's method and path: a hit on `route` is its path
    const before = server.hits(route);
    await write();
    expect(server.hits(route)).toBe(before + 1);
    const request = lastRequest(route)!;
    expect(request.method).toBe('POST');
    expect(request.body).toEqual(body);
    expect(invalidated().sort()).toEqual([...expected].sort());
  });
});

describe('writes that answer', () => {
  it('toggleCampaign answers the new is_active and invalidates nothing', async () => {
    const answer = await toggleCampaign(hd, { organization_id: ORG, campaign_id: CAMPAIGN, is_active: false });
    expect(answer).toEqual({ organization_id: ORG, campaign_id: CAMPAIGN, is_active: false });
    expect(invalidated()).toEqual([]);
  });

  it('linkProgramHealthAction answers how many members got the action', async () => {
    const answer = await linkProgramHealthAction(hd, { program_id: PROGRAM, health_action_id: ACTION, add_to_all_users: true, priority: 5 });
    expect(answer).toEqual({ program_id: PROGRAM, health_action_id: ACTION, priority: 5, users_added: 3 });
    expect(lastRequest('linkProgramHealthAction')?.body).toEqual({ program_id: PROGRAM, health_action_id: ACTION, add_to_all_users: true, priority: 5 });
  });

  it('updateWidgets sends the batch and re-reads pages; a refused batch re-reads nothing', async () => {
    expect(await updateWidgets(hd, [{ id: WIDGET, width: 'full', title: 'Water' }])).toEqual({ widgets: [] });
    expect(lastRequest('adminWidgetsBatch')?.body).toEqual({ widgets: [{ id: WIDGET, width: 'full', title: 'Water' }] });
    expect(invalidated()).toEqual(['pages']);

    hd.queryClient.setQueryData(READS.pages, { cached: true });
    refuseBatch = true;
    try {
      const error = await updateWidgets(hd, [{ id: WIDGET, width: 'half' }]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequest);
      expect(error).toMatchObject({ message: 'Unknown widget' });
    } finally {
      refuseBatch = false;
    }
    expect(invalidated()).toEqual([]);
  });

  it('a pair the contract refuses (not a UUID) is a BadRequest and invalidates nothing', async () => {
    await expect(linkUserProgram(hd, { program_id: 'not-a-uuid', user_id: USER })).rejects.toThrow('The program_id must be a UUID');
    expect(invalidated()).toEqual([]);
  });
});

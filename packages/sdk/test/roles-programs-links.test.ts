// Roles, programs, action groups, links, impersonation, single sign-on, organization and pages
// through the sdk against the loopback contract server (spec 000 §3.3, §6, §7.2, §7.3, §8): paths
// with ids, role create on 201, action-group 400s as BadRequest with the server message, login-as
// handling only INVALID_CREDENTIALS, and writes invalidating exactly the reads they change.
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountResponse, ActionGroup, ClientPageResponse, Role } from '@healthdeck/contract';
import {
  BadRequest,
  InvalidCredentials,
  Unexpected,
  createHealthDeck,
  accessLogQuery,
  actionGroupsQuery,
  createActionGroup,
  deleteActionGroup,
  homePageQuery,
  impersonationBanner,
  linkCampaign,
  linkUserProgram,
  loginAsUser,
  signInWithSamlTicket,
  SecondFactorRequired,
  memberOrganizationQuery,
  pageLayoutsKeys,
  publishPageLayout,
  ssoLoginQuery,
  createRole,
  fetchRole,
  permissionsQuery,
  rolesQuery,
} from '../src/index.js';
import { startContractServer, type ContractServer, type Handler } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';
import { memoryStorage } from '../src/session/storage.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const GROUP_ID = '11111111-1111-4111-8111-111111111111';
const PROGRAM_ID = '22222222-2222-4222-8222-222222222222';
const PAGE_ID = '33333333-3333-4333-8333-333333333333';
const USER_ID = '44444444-4444-4444-8444-444444444444';
const emptyLayout = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] };
const role = (id: number, name: string): Role => ({ id, name, permissions: [], builtin: false });
const group: ActionGroup = { id: GROUP_ID, name: 'Week 1', code: 'week-1', program_id: PROGRAM_ID, order: 0, created_at: '2026-05-04T08:00:00.000Z', updated_at: '2026-05-04T08:00:00.000Z' };
const bad = (message: string) => ({ status: 400, body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message } });
const account: AccountResponse = {
  user: { id: USER_ID, email: 'm@example.test', name: 'Test Member', verified: true, star_balance: 0, roles: ['member'], organizations: [], programs: [] },
  profile: { sleep_goal: null, water_intake: null },
  keySalt: 'c2FsdA==',
  publicKey: null,
  encrptedPrivateKey: null,
  encryptedDataKey: null,
  session: { kit_id: null, verificationEmailSent: false },
  renderedMoreActiveIframe: false,
};
const homePage = (names: string[]): ClientPageResponse => ({
  page: { id: PAGE_ID, title: 'Home', slug: 'home', parent_slug: null, page_type: null, content_display: 'default' },
  areas: {
    lite_widgets: [],
    main_content: [],
    regular_widgets: names.map((name, order) => ({
      id: `5555555${order}-5555-4555-8555-555555555555`,
      name,
      type: 'custom',
      width: 'half',
      content_display: 'default',
      cta_type: 'button',
      cta_url_type: 'none',
    })),
    daily_journal: [],
    low_widgets: [],
  },
});

async function setUp(handlers: Partial<Record<Parameters<ContractServer['hits']>[0], Handler>>, signedIn = true) {
  server = await startContractServer({ handlers });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: signedIn ? storageWithSession(server.issueTokens()) : memoryStorage() });
  return { hd, server };
}

describe('roles and permissions', () => {
  it('creates a role on 201, fills :id paths, and re-reads the role and permission lists', async () => {
    let roles = [role(1, 'admin')];
    const { hd, server } = await setUp({
      adminRoles: () => ({ status: 200, body: { roles } }),
      adminPermissions: () => ({ status: 200, body: { permissions: [] } }),
      adminRoleCreate: (req) => {
        const created = role(7, (req.body as { name: string }).name);
        roles = [...roles, created];
        return { status: 201, body: { role: created } };
      },
      adminRole: (req) => ({ status: 200, body: { role: role(Number(req.params.id), 'support') } }),
    });
    expect(rolesQuery(hd).queryKey).toEqual(['admin', 'roles']);
    await hd.queryClient.fetchQuery(rolesQuery(hd));
    await hd.queryClient.fetchQuery(permissionsQuery(hd));

    expect((await createRole(hd, 'support')).role).toEqual(role(7, 'support'));
    expect(hd.queryClient.getQueryState(['admin', 'roles'])?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(['admin', 'permissions'])?.isInvalidated).toBe(true);
    expect((await hd.queryClient.fetchQuery(rolesQuery(hd))).roles.map((r) => r.name)).toEqual(['admin', 'support']);

    await fetchRole(hd, 7);
    expect(server.requests.find((r) => r.route === 'adminRole')?.url).toBe('/api/admin/roles/7');
  });
});

describe('action groups (spec 000 §8)', () => {
  it('turns a 400 on create and delete into BadRequest with the server message; success re-reads the list', async () => {
    const { hd } = await setUp({
      adminActionGroups: () => ({ status: 200, body: { action_groups: [group], total_count: 1 } }),
      adminActionGroupCreate: () => bad("This program already has an action group with code 'week-1'"),
      adminActionGroupDelete: (req) => (req.params.id === GROUP_ID ? bad('This action group still has 2 actions. Move or delete them before deleting the group.') : { status: 204 }),
    });
    await hd.queryClient.fetchQuery(actionGroupsQuery(hd, { program_id: PROGRAM_ID }));

    const created = createActionGroup(hd, { name: 'Week 1', code: 'week-1', program_id: PROGRAM_ID });
    await expect(created).rejects.toBeInstanceOf(BadRequest);
    await expect(created).rejects.toThrow("This program already has an action group with code 'week-1'");
    await expect(deleteActionGroup(hd, GROUP_ID)).rejects.toThrow('This action group still has 2 actions. Move or delete them before deleting the group.');
    expect(hd.queryClient.getQueryState(['admin', 'action-groups', 'list', { program_id: PROGRAM_ID }])?.isInvalidated).toBe(false);

    await deleteActionGroup(hd, '66666666-6666-4666-8666-666666666666');
    expect(hd.queryClient.getQueryState(['admin', 'action-groups', 'list', { program_id: PROGRAM_ID }])?.isInvalidated).toBe(true);
  });
});

describe('links and pages', () => {
  it("linking a user to a program re-reads the member's pages; a layout publish too; the home page reads under ['pages', null, 'home']", async () => {
    let names = ['Hydration Tracker'];
    const { hd, server } = await setUp({
      clientPage: () => ({ status: 200, body: homePage(names) }),
      linkUserProgram: () => {
        names = ['Hydration Tracker', 'Sleep Tracker'];
        return { status: 204 };
      },
      adminPageLayoutPublish: () => ({
        status: 200,
        body: {
          page: { id: PAGE_ID, title: 'Home', slug: 'home', parent_slug: null, page_type: null, content_display: 'default', programs: [] },
          draft: { layout: emptyLayout, base_version: 2, saved: false, updated_by: null, updated_at: null },
          published: { version: 2, layout: emptyLayout, published_by: null, published_at: '2026-12-07T18:00:00.000Z', restored_from: null },
        },
      }),
      memberOrganization: () => ({ status: 200, body: { organization: { id: PAGE_ID, name: 'Acme', code: 'acme', logo_variants: [{ logo_name: 'main', logo_path: '/media/acme.svg' }] } } }),
      linkCampaign: () => ({ status: 204 }),
    });
    const home = homePageQuery(hd);
    expect(home.queryKey).toEqual(['pages', null, 'home']);
    expect((await hd.queryClient.fetchQuery(home)).areas.regular_widgets.map((w) => w.name)).toEqual(['Hydration Tracker']);
    expect(server.requests.find((r) => r.route === 'clientPage')?.query).toEqual({ slug: 'home' });

    const organization = memberOrganizationQuery(hd);
    expect((await hd.queryClient.fetchQuery(organization)).organization?.logo_variants[0].logo_path).toBe('/media/acme.svg');

    await linkCampaign(hd, { organization_id: PAGE_ID, campaign_id: GROUP_ID });
    expect(hd.queryClient.getQueryState(home.queryKey)?.isInvalidated).toBe(false);

    await linkUserProgram(hd, { program_id: PROGRAM_ID, user_id: USER_ID });
    expect(hd.queryClient.getQueryState(home.queryKey)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(organization.queryKey)?.isInvalidated).toBe(false);
    expect((await hd.queryClient.fetchQuery(home)).areas.regular_widgets.map((w) => w.name)).toEqual(['Hydration Tracker', 'Sleep Tracker']);

    await hd.queryClient.fetchQuery(home);
    const state = await publishPageLayout(hd, PAGE_ID, 1);
    expect(hd.queryClient.getQueryState(home.queryKey)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryData(pageLayoutsKeys.state(PAGE_ID))).toEqual(state);
    const sent = server.requests.find((r) => r.route === 'adminPageLayoutPublish');
    expect(sent?.url).toBe(`/api/admin/pages/${PAGE_ID}/layout/publish`);
    expect(sent?.body).toEqual({ expected_version: 1 });
  });
});

describe('impersonation and single sign-on (spec 000 §8: only INVALID_CREDENTIALS)', () => {
  const session = { accessToken: 'a', refreshToken: 'r', refreshExpires: 2_000_000_000 };
  const impersonated = {
    ...session,
    impersonation: { decrypt_method: 'pgp' as const, secret: 'ABCDEF', encrypted_emergency_key: null },
    user: { id: USER_ID, email: 'm@example.test', name: 'Mo Member' },
  };

  it('answers the impersonated session; INVALID_CREDENTIALS is InvalidCredentials, any other code Unexpected', async () => {
    let answer: unknown = { data: impersonated, error_code: null };
    const { hd } = await setUp({ adminLoginAsUser: () => ({ status: 200, body: answer }) });
    const data = await loginAsUser(hd, USER_ID);
    expect(data.impersonation.decrypt_method).toBe('pgp');
    expect(impersonationBanner(data.user)).toBe('Logged in as: Mo Member');
    expect(impersonationBanner({ ...data.user, name: null })).toBe('Logged in as: m@example.test');

    answer = { data: null, error_code: 'INVALID_CREDENTIALS' };
    await expect(loginAsUser(hd, USER_ID)).rejects.toBeInstanceOf(InvalidCredentials);
    answer = { data: null, error_code: 'MAX_INCORRECT_LOGIN_ATTEMPTS' };
    await expect(loginAsUser(hd, USER_ID)).rejects.toBeInstanceOf(Unexpected);
  });

  it('login-saml exchanges the ticket for a locked session (no key opens); a code first when asked; a refusal is InvalidCredentials', async () => {
    let refuse = false;
    let challenge = false;
    const { hd, server } = await setUp(
      {
        loginSaml: (req) => {
          expect(req.body).toEqual({ ticket: 'one-time' });
          if (refuse) return { status: 200, body: { data: null, error_code: 'INVALID_CREDENTIALS' } };
          if (challenge) return { status: 200, body: { data: null, error_code: null, secondFactor: { challenge: 'c1' } } };
          return { status: 200, body: { data: server.issueTokens(3600, USER_ID), error_code: null } };
        },
        secondFactorSignIn: (req) => {
          expect(req.body).toEqual({ challenge: 'c1', code: '123456' });
          return { status: 200, body: { data: server.issueTokens(3600, USER_ID) } };
        },
        account: (req) => ({ status: 200, body: { ...account, user: { ...account.user, id: req.subject ?? 'nobody' } } }),
        accessLog: () => ({ status: 200, body: { entries: [], total_count: 0 } }),
        moreActiveSso: () => ({ status: 200, body: { sso_login: { url: 'https://partner.test/sso?token=t', expires_at: '2026-05-04T15:05:00.000Z', completed_profile: false } } }),
      },
      false,
    );
    const signedIn = await signInWithSamlTicket(hd, 'one-time');
    expect(signedIn.user.id).toBe(USER_ID);
    expect(hd.$session.get()?.userId).toBe(USER_ID);
    expect(hd.$dataKey.get()).toBeNull();
    expect(hd.$privateKey.get()).toBeNull();
    expect((await hd.queryClient.fetchQuery(accessLogQuery(hd))).total_count).toBe(0);
    expect(accessLogQuery(hd, { page: 2 }).queryKey).toEqual(['access-log', { page: 2 }]);
    expect((await hd.queryClient.fetchQuery(ssoLoginQuery(hd))).sso_login.completed_profile).toBe(false);

    challenge = true;
    const asked = await signInWithSamlTicket(hd, 'one-time').catch((error: unknown) => error);
    expect(asked).toBeInstanceOf(SecondFactorRequired);
    expect((await (asked as SecondFactorRequired).submit('123456')).user.id).toBe(USER_ID);
    expect(hd.$privateKey.get()).toBeNull();

    refuse = true;
    challenge = false;
    await expect(signInWithSamlTicket(hd, 'one-time')).rejects.toBeInstanceOf(InvalidCredentials);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse, ApiError, CampaignToggleResponse, EnrollmentResponse, ProgramHealthActionLinkResponse, WidgetsBatchResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

// spec 000 §3.3 link pairs, §7.2 link/unlink endpoints, campaigns toggle (§4), program–health action
// with add_to_all_users and priority, widgets batch update, users enrollment.

let server: TestServer;
let admin: TestMember;
let memberA: TestMember;
let memberB: TestMember;
const ids = { org: '', org2: '', program: '', program2: '', widget: '', widget2: '', campaign: '', healthAction: '' };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  memberA = await signedInMember(server);
  memberB = await signedInMember(server);
  const store = createClassStore(server.db);
  ids.org = (await store.insert('organizations', { name: 'Acme Health', code: 'acme', logo_variants: [] })).id;
  ids.org2 = (await store.insert('organizations', { name: 'Other', code: 'other', logo_variants: [] })).id;
  ids.program = (await store.insert('programs', { name: 'Prenatal', code: 'prenatal' })).id;
  ids.program2 = (await store.insert('programs', { name: 'Sleep', code: 'sleep' })).id;
  ids.widget = (
    await store.insert('widgets', {
      name: 'Hydration Tracker',
      type: 'custom',
      width: 'half',
      content_display: 'default',
      cta_type: 'button',
      cta_url_type: 'none',
    })
  ).id;
  ids.widget2 = (
    await store.insert('widgets', {
      name: 'Sleep Tracker',
      type: 'custom',
      width: 'half',
      content_display: 'default',
      cta_type: 'button',
      cta_url_type: 'none',
    })
  ).id;
  ids.campaign = (await store.insert('campaigns', { name: 'Spring', code: 'spring' })).id;
  ids.healthAction = (await store.insert('health_actions', { title: 'Walk daily', code: 'walk' })).id;
});
afterAll(async () => {
  await server.close();
});

const links = (kind: string) =>
  server.db
    .selectFrom('links')
    .selectAll()
    .where('kind', '=', kind as 'program_user')
    .execute();

describe('link pairs (spec 000 §3.3, §7.2)', () => {
  const pairs = [
    {
      link: 'linkUserOrganization',
      unlink: 'unlinkUserOrganization',
      kind: 'organization_user',
      body: () => ({ organization_id: ids.org, user_id: memberA.id }),
      unknown: () => ({ organization_id: UNKNOWN, user_id: memberA.id }),
      message: 'Organization not found',
    },
    {
      link: 'linkOrganizationProgram',
      unlink: 'unlinkOrganizationProgram',
      kind: 'organization_program',
      body: () => ({ organization_id: ids.org, program_id: ids.program }),
      unknown: () => ({ organization_id: ids.org, program_id: UNKNOWN }),
      message: 'Program not found',
    },
    {
      link: 'linkUserProgram',
      unlink: 'unlinkUserProgram',
      kind: 'program_user',
      body: () => ({ program_id: ids.program, user_id: memberA.id }),
      unknown: () => ({ program_id: ids.program, user_id: UNKNOWN }),
      message: 'User not found',
    },
    {
      link: 'linkWidgetProgram',
      unlink: 'unlinkWidgetProgram',
      kind: 'program_widget',
      body: () => ({ program_id: ids.program, widget_id: ids.widget }),
      unknown: () => ({ program_id: ids.program, widget_id: UNKNOWN }),
      message: 'Widget not found',
    },
    {
      link: 'linkCampaign',
      unlink: 'unlinkCampaign',
      kind: 'organization_campaign',
      body: () => ({ organization_id: ids.org, campaign_id: ids.campaign }),
      unknown: () => ({ organization_id: ids.org, campaign_id: UNKNOWN }),
      message: 'Campaign not found',
    },
  ] as const;

  it.each(pairs)('$link / $unlink: idempotent, 404 naming an unknown id', async ({ link, unlink, kind, body, unknown, message }) => {
    for (let i = 0; i < 2; i += 1) expect((await callRoute(server, link, { token: admin.accessToken, body: body() })).status).toBe(204);
    expect(await links(kind)).toHaveLength(1);
    const missing = await callRoute<ApiError>(server, link, { token: admin.accessToken, body: unknown() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(message);
    for (let i = 0; i < 2; i += 1) expect((await callRoute(server, unlink, { token: admin.accessToken, body: body() })).status).toBe(204);
    expect(await links(kind)).toHaveLength(0);
    // A member cannot link themselves to anything.
    expect((await callRoute(server, link, { token: memberA.accessToken, body: body() })).status).toBe(403);
    const garbage = await callRoute<ApiError>(server, link, { token: admin.accessToken, body: Object.fromEntries(Object.keys(body()).map((key) => [key, 'x'])) });
    expect(garbage.status).toBe(400);
    expect(Object.keys(garbage.body.fields ?? {}).sort()).toEqual(Object.keys(body()).sort());
  });

  it('toggles a linked campaign per organisation; an unlinked pair is a 404', async () => {
    const pair = { organization_id: ids.org, campaign_id: ids.campaign };
    const notLinked = await callRoute<ApiError>(server, 'toggleCampaign', { token: admin.accessToken, body: { ...pair, is_active: false } });
    expect(notLinked.status).toBe(404);
    expect(notLinked.body.message).toBe('This campaign is not linked to the organization');

    await callRoute(server, 'linkCampaign', { token: admin.accessToken, body: pair });
    await callRoute(server, 'linkCampaign', { token: admin.accessToken, body: { organization_id: ids.org2, campaign_id: ids.campaign } });
    const off = await callRoute<CampaignToggleResponse>(server, 'toggleCampaign', { token: admin.accessToken, body: { ...pair, is_active: false } });
    expect(off.body).toEqual({ ...pair, is_active: false });
    const rows = await links('organization_campaign');
    expect(rows.find((r) => r.a_id === ids.org)?.is_active).toBe(false);
    expect(rows.find((r) => r.a_id === ids.org2)?.is_active).toBe(true);
    expect((await callRoute<CampaignToggleResponse>(server, 'toggleCampaign', { token: admin.accessToken, body: { ...pair, is_active: true } })).body.is_active).toBe(true);
    const missingFlag = await callRoute<ApiError>(server, 'toggleCampaign', { token: admin.accessToken, body: pair });
    expect(missingFlag.status).toBe(400);
    expect(missingFlag.body.fields?.is_active).toBe('is_active must be true or false');
  });

  it("links a health action with a priority; add_to_all_users gives it to the program's members only", async () => {
    await callRoute(server, 'linkUserProgram', { token: admin.accessToken, body: { program_id: ids.program2, user_id: memberA.id } });
    await callRoute(server, 'linkUserProgram', { token: admin.accessToken, body: { program_id: ids.program2, user_id: admin.id } });
    const pair = { program_id: ids.program2, health_action_id: ids.healthAction };
    const first = await callRoute<ProgramHealthActionLinkResponse>(server, 'linkProgramHealthAction', { token: admin.accessToken, body: { ...pair, priority: 3 } });
    expect(first.body).toEqual({ ...pair, priority: 3, users_added: 0 });
    const all = await callRoute<ProgramHealthActionLinkResponse>(server, 'linkProgramHealthAction', { token: admin.accessToken, body: { ...pair, priority: 5, add_to_all_users: true } });
    expect(all.body.users_added).toBe(2);
    const again = await callRoute<ProgramHealthActionLinkResponse>(server, 'linkProgramHealthAction', { token: admin.accessToken, body: { ...pair, priority: 5, add_to_all_users: true } });
    expect(again.body.users_added).toBe(0);
    expect((await links('program_health_action')).map((r) => r.priority)).toEqual([5]);
    const given = await server.db.selectFrom('user_health_action_links').select(['user_id', 'priority']).where('health_action_id', '=', ids.healthAction).execute();
    expect(given.map((g) => g.user_id).sort()).toEqual([admin.id, memberA.id].sort());
    expect(given.some((g) => g.user_id === memberB.id)).toBe(false);

    const unknown = await callRoute<ApiError>(server, 'linkProgramHealthAction', { token: admin.accessToken, body: { program_id: ids.program2, health_action_id: UNKNOWN } });
    expect(unknown.body.message).toBe('Health action not found');
    const badPriority = await callRoute<ApiError>(server, 'linkProgramHealthAction', { token: admin.accessToken, body: { ...pair, priority: -1 } });
    expect(badPriority.status).toBe(400);

    expect((await callRoute(server, 'unlinkProgramHealthAction', { token: admin.accessToken, body: pair })).status).toBe(204);
    expect(await links('program_health_action')).toHaveLength(0);
    expect(await server.db.selectFrom('user_health_action_links').select('user_id').where('health_action_id', '=', ids.healthAction).execute()).toHaveLength(0);
  });
});

describe('widgets batch update (spec 000 §7.2)', () => {
  it('changes many widgets in one call, and changes nothing when one of them fails', async () => {
    const changed = await callRoute<WidgetsBatchResponse>(server, 'adminWidgetsBatch', {
      token: admin.accessToken,
      body: {
        widgets: [
          { id: ids.widget, width: 'full', content_display: 'custom' },
          { id: ids.widget2, title: 'Sleep' },
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.widgets.map((w) => [w.name, w.width, w.content_display, w.title])).toEqual([
      ['Hydration Tracker', 'full', 'custom', undefined],
      ['Sleep Tracker', 'half', 'default', 'Sleep'],
    ]);

    const failed = await callRoute<ApiError>(server, 'adminWidgetsBatch', {
      token: admin.accessToken,
      body: {
        widgets: [
          { id: ids.widget, width: 'half' },
          { id: UNKNOWN, width: 'half' },
        ],
      },
    });
    expect(failed.status).toBe(404);
    const store = createClassStore(server.db);
    expect((await store.get('widgets', ids.widget))?.data.width).toBe('full');

    // Where a widget sits is each page's layout: the batch update places nothing.
    for (const placement of [{ area: 'main_content' }, { order: 1 }]) {
      const refused = await callRoute<ApiError>(server, 'adminWidgetsBatch', { token: admin.accessToken, body: { widgets: [{ id: ids.widget, ...placement }] } });
      expect(refused.status).toBe(400);
    }
    expect((await store.get('widgets', ids.widget))?.data).not.toHaveProperty('area');
    const twice = await callRoute<ApiError>(server, 'adminWidgetsBatch', { token: admin.accessToken, body: { widgets: [{ id: ids.widget }, { id: ids.widget }] } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/Each widget may appear once/);
  });
});

describe('users enrollment (spec 000 §7.2)', () => {
  it('enrols a member into an organisation and one of its programmes; refuses a programme the organisation does not offer', async () => {
    const member = await signedInMember(server);
    const refused = await callRoute<ApiError>(server, 'adminUserEnrollment', { token: admin.accessToken, body: { user_id: member.id, organization_id: ids.org2, program_id: ids.program } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This program is not offered by the organization');

    await callRoute(server, 'linkOrganizationProgram', { token: admin.accessToken, body: { organization_id: ids.org2, program_id: ids.program } });
    const enrolled = await callRoute<EnrollmentResponse>(server, 'adminUserEnrollment', {
      token: admin.accessToken,
      body: { user_id: member.id, organization_id: ids.org2, program_id: ids.program },
    });
    expect(enrolled.body).toEqual({ user_id: member.id, organization_ids: [ids.org2], program_ids: [ids.program] });
    // spec 000 §3.2 User: organizations (with names) and programs (ids) in the account.
    const account = await callRoute<AccountResponse>(server, 'account', { token: member.accessToken });
    expect(account.body.user).toMatchObject({ organizations: [{ id: ids.org2, name: 'Other' }], programs: [ids.program] });
    const unknown = await callRoute<ApiError>(server, 'adminUserEnrollment', { token: admin.accessToken, body: { user_id: UNKNOWN, organization_id: ids.org2, program_id: ids.program } });
    expect(unknown.status).toBe(404);
    expect((await callRoute(server, 'adminUserEnrollment', { token: member.accessToken, body: { user_id: member.id, organization_id: ids.org2, program_id: ids.program } })).status).toBe(
      403,
    );
  });
});

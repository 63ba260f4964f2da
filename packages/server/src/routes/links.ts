import { sql } from 'kysely';
import { LINK_PAIRS, PERMISSIONS, linkEnds, type Classkey, type LinkEnd, type LinkedItem, type LinkPairName } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { AppContext } from '../context.js';
import type { LinkKind } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { badRequest, notFound } from '../http/api-error.js';
import { assertExists, link, unlink, type Db, type End } from '../domain/links/links.js';

// spec 000 §3.3 link pairs and §7.2 link and unlink endpoints; §4 campaigns toggled per
// organisation through is_active. Link and unlink are idempotent; an unknown id is a 404 naming it.

/** A pair of class-store or user ends, linked with one kind. */
function pairHandlers(kind: LinkKind, a: { field: string; end: End }, b: { field: string; end: End }) {
  const ids = (body: Record<string, unknown>) => [String(body[a.field]), String(body[b.field])] as const;
  return {
    async link(body: Record<string, unknown>, ctx: AppContext): Promise<null> {
      const [aId, bId] = ids(body);
      await assertExists(ctx.db, a.end, aId);
      await assertExists(ctx.db, b.end, bId);
      await link(ctx.db, kind, aId, bId);
      return null;
    },
    async unlink(body: Record<string, unknown>, ctx: AppContext): Promise<null> {
      const [aId, bId] = ids(body);
      await assertExists(ctx.db, a.end, aId);
      await assertExists(ctx.db, b.end, bId);
      await unlink(ctx.db, kind, aId, bId);
      return null;
    },
  };
}

const userOrganization = pairHandlers('organization_user', { field: 'organization_id', end: { what: 'organizations' } }, { field: 'user_id', end: { what: 'user' } });
const organizationProgram = pairHandlers('organization_program', { field: 'organization_id', end: { what: 'organizations' } }, { field: 'program_id', end: { what: 'programs' } });
const userProgram = pairHandlers('program_user', { field: 'program_id', end: { what: 'programs' } }, { field: 'user_id', end: { what: 'user' } });
const widgetProgram = pairHandlers('program_widget', { field: 'program_id', end: { what: 'programs' } }, { field: 'widget_id', end: { what: 'widgets' } });
const campaign = pairHandlers('organization_campaign', { field: 'organization_id', end: { what: 'organizations' } }, { field: 'campaign_id', end: { what: 'campaigns' } });

async function roleOr404(db: Db, id: number): Promise<{ id: number; name: string }> {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound('Role not found');
  return role;
}
async function permissionOr404(db: Db, id: number): Promise<{ id: number; name: string }> {
  const permission = await db.selectFrom('permissions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!permission) throw notFound('Permission not found');
  return permission;
}

const INT_ID = /^[1-9][0-9]{0,9}$/;
const isIntId = (id: string) => INT_ID.test(id) && Number(id) <= 2_147_483_647;
const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an admin reads a class record by: its name, title or email (the first the class has). */
function classLabel(data: Record<string, unknown>, id: string): string {
  for (const key of ['name', 'title', 'email', 'code']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return id;
}

/** The other ends linked to `id` (the `self` end), oldest link first, each with its label and the pair's extras. */
async function linkedItems(db: Db, pair: LinkPairName, self: LinkEnd, other: LinkEnd, id: string): Promise<LinkedItem[]> {
  if (pair === 'role_permission' || pair === 'user_role') {
    if (self.kind === 'role' || self.kind === 'permission' ? !isIntId(id) : !UUID_ID.test(id)) return [];
    if (pair === 'role_permission') {
      const rows =
        self.kind === 'role'
          ? await db
              .selectFrom('role_permissions')
              .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
              .select(['permissions.id', 'permissions.name'])
              .where('role_permissions.role_id', '=', Number(id))
              .orderBy('permissions.name')
              .execute()
          : await db
              .selectFrom('role_permissions')
              .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
              .select(['roles.id', 'roles.name'])
              .where('role_permissions.permission_id', '=', Number(id))
              .orderBy('roles.name')
              .execute();
      return rows.map((r) => ({ id: String(r.id), label: r.name, linked_at: null }));
    }
    const rows =
      self.kind === 'role'
        ? await db
            .selectFrom('user_roles')
            .innerJoin('users', 'users.id', 'user_roles.user_id')
            .select(['users.id', 'users.email as name'])
            .where('user_roles.role_id', '=', Number(id))
            .orderBy('users.email')
            .execute()
        : await db
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.role_id')
            .select(['roles.id', 'roles.name'])
            .where('user_roles.user_id', '=', id)
            .orderBy('roles.name')
            .execute();
    return rows.map((r) => ({ id: String(r.id), label: r.name, linked_at: null }));
  }
  if (!UUID_ID.test(id)) return [];
  const def = LINK_PAIRS[pair];
  const fromA = self.field === def.a.field;
  const rows = await db
    .selectFrom('links')
    .select(['a_id', 'b_id', 'is_active', 'priority', 'created_at'])
    .where('kind', '=', pair)
    .where(fromA ? 'a_id' : 'b_id', '=', id)
    .orderBy('created_at')
    .execute();
  const store = createClassStore(db);
  const items: LinkedItem[] = [];
  for (const row of rows) {
    const otherId = fromA ? row.b_id : row.a_id;
    let label: string | undefined;
    if (other.kind === 'user') label = (await db.selectFrom('users').select('email').where('id', '=', otherId).executeTakeFirst())?.email;
    else {
      const record = await store.get(other.kind as Classkey, otherId);
      label = record ? classLabel(record.data as Record<string, unknown>, otherId) : undefined;
    }
    if (label === undefined) continue;
    items.push({
      id: otherId,
      label,
      linked_at: row.created_at.toISOString(),
      ...(pair === 'organization_campaign' ? { is_active: row.is_active } : {}),
      ...(pair === 'program_health_action' ? { priority: row.priority } : {}),
    });
  }
  return items;
}

export const linkHandlers: SomeHandlers<
  | 'linkUserOrganization'
  | 'unlinkUserOrganization'
  | 'linkRolePermission'
  | 'unlinkRolePermission'
  | 'linkOrganizationProgram'
  | 'unlinkOrganizationProgram'
  | 'linkUserProgram'
  | 'unlinkUserProgram'
  | 'linkUserRole'
  | 'unlinkUserRole'
  | 'linkWidgetProgram'
  | 'unlinkWidgetProgram'
  | 'linkCampaign'
  | 'unlinkCampaign'
  | 'toggleCampaign'
  | 'linkProgramHealthAction'
  | 'unlinkProgramHealthAction'
  | 'adminLinks'
> = {
  /** The records linked to one record (spec 000 §3.3 pairs as data: @healthdeck/contract LINK_PAIRS). */
  async adminLinks({ query, ctx }) {
    const ends = linkEnds(query.pair, query.field);
    if (!ends) throw badRequest(`field must be one of the pair's fields`, { field: 'Not a field of this pair' });
    return { items: await linkedItems(ctx.db, query.pair, ends.self, ends.other, query.id) };
  },

  linkUserOrganization: ({ body, ctx }) => userOrganization.link(body, ctx),
  unlinkUserOrganization: ({ body, ctx }) => userOrganization.unlink(body, ctx),
  linkOrganizationProgram: ({ body, ctx }) => organizationProgram.link(body, ctx),
  unlinkOrganizationProgram: ({ body, ctx }) => organizationProgram.unlink(body, ctx),
  linkUserProgram: ({ body, ctx }) => userProgram.link(body, ctx),
  unlinkUserProgram: ({ body, ctx }) => userProgram.unlink(body, ctx),
  linkWidgetProgram: ({ body, ctx }) => widgetProgram.link(body, ctx),
  unlinkWidgetProgram: ({ body, ctx }) => widgetProgram.unlink(body, ctx),
  /** A campaign is linked active (spec 000 §4: toggled active or inactive per organization). */
  linkCampaign: ({ body, ctx }) => campaign.link(body, ctx),
  unlinkCampaign: ({ body, ctx }) => campaign.unlink(body, ctx),

  async toggleCampaign({ body, ctx }) {
    await assertExists(ctx.db, { what: 'organizations' }, body.organization_id);
    await assertExists(ctx.db, { what: 'campaigns' }, body.campaign_id);
    const row = await ctx.db
      .updateTable('links')
      .set({ is_active: body.is_active })
      .where('kind', '=', 'organization_campaign')
      .where('a_id', '=', body.organization_id)
      .where('b_id', '=', body.campaign_id)
      .returning('is_active')
      .executeTakeFirst();
    if (!row) throw notFound('This campaign is not linked to the organization');
    return { organization_id: body.organization_id, campaign_id: body.campaign_id, is_active: row.is_active };
  },

  async linkRolePermission({ body, ctx }) {
    const role = await roleOr404(ctx.db, body.role_id);
    const permission = await permissionOr404(ctx.db, body.permission_id);
    await ctx.db
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission_id: permission.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return null;
  },
  async unlinkRolePermission({ body, ctx }) {
    const role = await roleOr404(ctx.db, body.role_id);
    const permission = await permissionOr404(ctx.db, body.permission_id);
    // The admin role holds every builtin permission (synced on each start); taking one away would not last.
    if (role.name === 'admin' && (PERMISSIONS as readonly string[]).includes(permission.name)) {
      throw badRequest(`The admin role always has the ${permission.name} permission`);
    }
    await ctx.db.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission_id', '=', permission.id).execute();
    return null;
  },
  async linkUserRole({ body, ctx }) {
    const role = await roleOr404(ctx.db, body.role_id);
    await assertExists(ctx.db, { what: 'user' }, body.user_id);
    await ctx.db
      .insertInto('user_roles')
      .values({ user_id: body.user_id, role_id: role.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return null;
  },
  async unlinkUserRole({ body, user, ctx }) {
    const role = await roleOr404(ctx.db, body.role_id);
    await assertExists(ctx.db, { what: 'user' }, body.user_id);
    if (role.name === 'admin' && body.user_id === user.id) throw badRequest('You cannot remove your own admin role');
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', body.user_id).where('role_id', '=', role.id).execute();
    return null;
  },

  /**
   * spec 000 §3.3 program_id with health_action_id plus add_to_all_users and priority: linking again
   * updates the priority; add_to_all_users gives the action to every current member of the program.
   */
  async linkProgramHealthAction({ body, ctx }) {
    await assertExists(ctx.db, { what: 'programs' }, body.program_id);
    await assertExists(ctx.db, { what: 'health_actions' }, body.health_action_id);
    return ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('links')
        .values({ kind: 'program_health_action', a_id: body.program_id, b_id: body.health_action_id, priority: body.priority })
        .onConflict((oc) => oc.columns(['kind', 'a_id', 'b_id']).doUpdateSet({ priority: body.priority }))
        .execute();
      let usersAdded = 0;
      if (body.add_to_all_users) {
        const result = await sql<{ user_id: string }>`
          insert into user_health_action_links (user_id, program_id, health_action_id, priority)
          select l.b_id, l.a_id, ${body.health_action_id}::uuid, ${body.priority}::int
          from links l join users u on u.id = l.b_id
          where l.kind = 'program_user' and l.a_id = ${body.program_id}::uuid
          on conflict (user_id, program_id, health_action_id) do nothing
          returning user_id`.execute(trx);
        usersAdded = result.rows.length;
      }
      return { program_id: body.program_id, health_action_id: body.health_action_id, priority: body.priority, users_added: usersAdded };
    });
  },
  async unlinkProgramHealthAction({ body, ctx }) {
    await assertExists(ctx.db, { what: 'programs' }, body.program_id);
    await assertExists(ctx.db, { what: 'health_actions' }, body.health_action_id);
    await ctx.db.transaction().execute(async (trx) => {
      await unlink(trx, 'program_health_action', body.program_id, body.health_action_id);
      // What add_to_all_users gave the program's members goes with the link.
      await trx.deleteFrom('user_health_action_links').where('program_id', '=', body.program_id).where('health_action_id', '=', body.health_action_id).execute();
    });
    return null;
  },
};

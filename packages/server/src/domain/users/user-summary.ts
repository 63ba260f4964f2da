import { sql } from 'kysely';
import { ROLES, type RoleName, type UserSummary } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';

/** Role names per user, one query for a page of users. */
export async function rolesByUser(ctx: AppContext, userIds: string[]): Promise<Map<string, RoleName[]>> {
  const map = new Map<string, RoleName[]>();
  if (userIds.length === 0) return map;
  const rows = await ctx.db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    // Roles an administrator made (spec 000 §6) grant permissions; the account names only the two of ROLES.
    .where('roles.name', 'in', [...ROLES])
    .orderBy('roles.name')
    .execute();
  for (const row of rows) {
    const list = map.get(row.user_id) ?? [];
    list.push(row.name as RoleName);
    map.set(row.user_id, list);
  }
  return map;
}

export interface Memberships {
  organizations: { id: string; name: string }[];
  programs: string[];
}

/** spec 000 §3.2 User: organizations (with names) and programs (ids), from the links table (migration 0014). */
export async function membershipsByUser(ctx: AppContext, userIds: string[]): Promise<Map<string, Memberships>> {
  const map = new Map<string, Memberships>();
  if (userIds.length === 0) return map;
  const rows = await ctx.db
    .selectFrom('links')
    .leftJoin('class_records as c', (join) => join.onRef('c.id', '=', 'links.a_id').on('c.classkey', '=', 'organizations'))
    .select(['links.kind', 'links.a_id', 'links.b_id', sql<string | null>`c.data->>'name'`.as('name')])
    .where('links.kind', 'in', ['organization_user', 'program_user'])
    .where('links.b_id', 'in', userIds)
    .orderBy('links.created_at')
    .execute();
  for (const row of rows) {
    const entry = map.get(row.b_id) ?? { organizations: [], programs: [] };
    if (row.kind === 'program_user') entry.programs.push(row.a_id);
    else if (row.name !== null) entry.organizations.push({ id: row.a_id, name: row.name });
    map.set(row.b_id, entry);
  }
  return map;
}

/**
 * The role names (ordered by name) of the user whose id is `userId` (a column reference such as
 * `users.id`), as a text[] column of the query it is selected in: rolesByUser's answer for one
 * user without a round trip of its own (the account route, read twice on every dashboard load).
 */
export function rolesColumn(userId: string) {
  return sql<
    RoleName[]
  >`coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${sql.ref(userId)} and r.name in (${sql.join([...ROLES])})), '{}')`;
}

/** membershipsByUser's rows for one user (same order: the links' creation), as a json column; memberships() reads it. */
export function membershipRowsColumn(userId: string) {
  return sql<
    { kind: string; a_id: string; name: string | null }[]
  >`coalesce((select json_agg(json_build_object('kind', l.kind, 'a_id', l.a_id, 'name', c.data->>'name') order by l.created_at) from links l left join class_records c on c.id = l.a_id and c.classkey = 'organizations' where l.kind in ('organization_user', 'program_user') and l.b_id = ${sql.ref(userId)}), '[]')`;
}

/** The memberships of membershipRowsColumn's rows. */
export function memberships(rows: { kind: string; a_id: string; name: string | null }[]): Memberships {
  const entry: Memberships = { organizations: [], programs: [] };
  for (const row of rows) {
    if (row.kind === 'program_user') entry.programs.push(row.a_id);
    else if (row.name !== null) entry.organizations.push({ id: row.a_id, name: row.name });
  }
  return entry;
}

/** spec 000 §3.2 User: id, email, name, organizations (with names), programs (ids). */
export function userSummary(
  user: { id: string; email: string; name: string | null; verified: boolean; star_balance: number },
  roles: RoleName[],
  memberships: Memberships = { organizations: [], programs: [] },
): UserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    verified: user.verified,
    star_balance: user.star_balance,
    roles,
    organizations: memberships.organizations,
    programs: memberships.programs,
  };
}

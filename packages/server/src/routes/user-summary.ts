import type { RoleName, UserSummary } from '@healthdeck/contract';
import type { AppContext } from '../context.js';

/** Role names per user, one query for a page of users. */
export async function rolesByUser(ctx: AppContext, userIds: string[]): Promise<Map<string, RoleName[]>> {
  const map = new Map<string, RoleName[]>();
  if (userIds.length === 0) return map;
  const rows = await ctx.db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.name')
    .execute();
  for (const row of rows) {
    const list = map.get(row.user_id) ?? [];
    list.push(row.name as RoleName);
    map.set(row.user_id, list);
  }
  return map;
}

/**
 * spec 000 §3.2 User: id, email, organizations, programs. Organisations and programmes have no
 * tables yet in the walking skeleton, so both lists are empty until their issue lands.
 */
export function userSummary(user: { id: string; email: string; verified: boolean; star_balance: number }, roles: RoleName[]): UserSummary {
  return { id: user.id, email: user.email, verified: user.verified, star_balance: user.star_balance, roles, organizations: [], programs: [] };
}

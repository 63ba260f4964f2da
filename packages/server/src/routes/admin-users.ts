import type { RouteHandler } from './types.js';
import { membershipsByUser, rolesByUser, userSummary } from '../domain/users/user-summary.js';
import { containsPattern } from '../db/like-pattern.js';

/** Admin user search: email or name substring, role filter, paging, total_count (permission users.read). */
export const adminUsers: RouteHandler<'adminUsers'> = async ({ query, ctx }) => {
  let base = ctx.db.selectFrom('users');
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where((eb) => eb.or([eb('users.email', 'ilike', pattern), eb('users.name', 'ilike', pattern)]));
  }
  if (query.role) {
    const role = query.role;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('roles.name', '=', role),
      ),
    );
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['users.id', 'users.email', 'users.name', 'users.verified', 'users.star_balance', 'users.created_at'])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id')
      .limit(query.take)
      .offset((query.page - 1) * query.take)
      .execute(),
  ]);
  const [roles, memberships] = await Promise.all([
    rolesByUser(
      ctx,
      rows.map((r) => r.id),
    ),
    membershipsByUser(
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    users: rows.map((r) => ({ ...userSummary(r, roles.get(r.id) ?? [], memberships.get(r.id)), created_at: r.created_at.toISOString() })),
    total_count: Number(total),
  };
};

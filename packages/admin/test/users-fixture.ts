// The admin users the users screen lists, and the users search as the server does it (answered
// through the one fake server of @healthdeck/sdk/testing).
import type { FakeHandler } from '@healthdeck/sdk/testing';

/** 25 users, every fifth an admin: three pages of ten; the second has no name (an account made before names). */
export const USERS = Array.from({ length: 25 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    id: `u${n}`,
    email: `user${n}@example.com`,
    name: i === 1 ? null : `User ${n}`,
    verified: i % 2 === 0,
    star_balance: 0,
    roles: i % 5 === 0 ? (['admin'] as const) : (['member'] as const),
    organizations: [{ id: 'o1', name: 'Acme Health' }],
    programs: [],
    created_at: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
  };
});

/** The users search as the server does it: email substring, role, page/take. */
export const usersHandler: FakeHandler<'adminUsers'> = ({ query }) => {
  const page = Number(query.get('page') ?? '1');
  const take = Number(query.get('take') ?? '10');
  const search = (query.get('search') ?? '').toLowerCase();
  const role = query.get('role');
  const matching = USERS.filter((u) => u.email.includes(search) && (!role || (u.roles as readonly string[]).includes(role)));
  return {
    status: 200,
    body: {
      users: matching.slice((page - 1) * take, page * take).map((u) => ({ ...u, roles: [...u.roles] })),
      total_count: matching.length,
    },
  };
};

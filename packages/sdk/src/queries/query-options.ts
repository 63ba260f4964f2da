// @tanstack/query-core option factories: widgets bind them with any adapter (react-query, etc.)
// and share one cache per HealthDeck client. Keys are fixed by docs/INTERFACES.md.
import { ACCOUNT_FRESH_MS, ACCOUNT_KEY, type AccountApi } from '../domains/account.js';
import type { AdminApi, AdminUsersQuery } from '../domains/admin-users.js';

// The member's daily-log domains have theirs in member-domains/ (made on first use).
export function createQueries(api: { account: AccountApi; admin: AdminApi }) {
  return {
    account: () => ({
      queryKey: ACCOUNT_KEY,
      queryFn: ({ signal }: { signal?: AbortSignal }) => api.account.get(signal),
      staleTime: ACCOUNT_FRESH_MS,
    }),
    admin: {
      users: (q: AdminUsersQuery) => ({
        queryKey: ['admin', 'users', q] as const,
        queryFn: ({ signal }: { signal?: AbortSignal }) => api.admin.users(q, signal),
      }),
    },
  };
}
export type Queries = ReturnType<typeof createQueries>;

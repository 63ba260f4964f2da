// spec 000 §7.2 admin users search. Its row is one of the client's own (CLIENT_ROUTES).
import type { AdminUsersResponse, RouteQuery } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export type AdminUsersQuery = RouteQuery<'adminUsers'>;

/** Reads that show users with their roles, organizations and programs (the admin users list). */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  search: (query: AdminUsersQuery) => ['admin', 'users', query] as const,
};

/** Searches users; a 401 here is Unauthorized with kind 'admin' (spec 000 §8). */
export function searchAdminUsers(hd: HealthDeck, query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return hd.call('adminUsers', { query, signal });
}

export const adminUsersQuery = (hd: HealthDeck, query: AdminUsersQuery) => ({
  queryKey: adminUsersKeys.search(query),
  queryFn: ({ signal }: { signal?: AbortSignal }) => searchAdminUsers(hd, query, signal),
});

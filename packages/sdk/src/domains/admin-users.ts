import type { AdminUsersResponse, RouteQuery } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';

export type AdminUsersQuery = RouteQuery<'adminUsers'>;

export function createAdminApi(call: Call) {
  return {
    /** Searches users; a 401 here is Unauthorized with kind 'admin' (spec 000 §8). */
    users: (query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersResponse> => call('adminUsers', { query, signal }),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;

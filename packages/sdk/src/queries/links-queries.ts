// Query options (@tanstack/query-core) for the records linked to one record (spec 000 §3.3 link
// pairs); every write of the links api invalidates ['admin', 'links'].
import type { AdminLinksQuery } from '@healthdeck/contract/light';
import { adminLinksKey, type LinksApi } from '../domains/links.js';

type Signal = { signal?: AbortSignal };

export function linksQueries(api: LinksApi) {
  return {
    linked: (query: AdminLinksQuery) => ({ queryKey: adminLinksKey(query), queryFn: ({ signal }: Signal) => api.linked(query, signal) }),
  };
}
export type LinksQueries = ReturnType<typeof linksQueries>;

// Query options (@tanstack/query-core) for pages and the member's organization (spec 000 §7.2);
// layout saves and program or widget links invalidate ['pages'], membership changes ['organization'].
import { HOME_PAGE_SLUG, PAGES_MENU_FRESH_MS, PAGES_MENU_KEY, pageKey, type PagesApi } from '../domains/pages.js';
import { MEMBER_ORGANIZATION_KEY, type OrganizationApi } from '../domains/organization.js';

type Signal = { signal?: AbortSignal };

export function pagesQueries(api: PagesApi) {
  return {
    page: (slug: string, parentSlug: string | null = null) => ({ queryKey: pageKey(slug, parentSlug), queryFn: ({ signal }: Signal) => api.get(slug, parentSlug, signal) }),
    home: () => ({ queryKey: pageKey(HOME_PAGE_SLUG), queryFn: ({ signal }: Signal) => api.home(signal) }),
    menu: () => ({ queryKey: PAGES_MENU_KEY, queryFn: ({ signal }: Signal) => api.menu(signal), staleTime: PAGES_MENU_FRESH_MS }),
  };
}
export type PagesQueries = ReturnType<typeof pagesQueries>;

export function organizationQueries(api: OrganizationApi) {
  return {
    mine: () => ({ queryKey: MEMBER_ORGANIZATION_KEY, queryFn: ({ signal }: Signal) => api.mine(signal) }),
  };
}
export type OrganizationQueries = ReturnType<typeof organizationQueries>;

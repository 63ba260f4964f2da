// spec 000 §2 (pages addressed by parent slug plus slug), §7.2 pages; spec 001 §2 page layouts;
// the portal renders each area of the page config the server returns, so no page is hard-coded.
import type { ClientPageResponse, ClientPagesMenuResponse, PageLayout, PageResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { pagesRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const PAGES_KEY = ['pages'] as const;
/** The member's page list (the sidebar; spec 000 §2), under ['pages'] so layout saves refresh it. */
export const PAGES_MENU_KEY = [...PAGES_KEY, 'menu'] as const;
/**
 * How long a loaded page list serves the page's readers before one reads it again: the sidebar
 * reads it with the shell, and the health assessment widget (the HRA form's address) mounts later,
 * as the member scrolls to it; it read the list a second time. Admins' layout saves and programme
 * or widget links invalidate ['pages'], which reads it again at once whatever its age.
 */
export const PAGES_MENU_FRESH_MS = 30_000;
export const pageKey = (slug: string, parentSlug: string | null = null) => [...PAGES_KEY, parentSlug, slug] as const;
/** The member's dashboard is the page with slug 'home' (default client page /client/home, spec 000 §2). */
export const HOME_PAGE_SLUG = 'home';

export function createPagesApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, pagesRoutes);
  const get = (slug: string, parentSlug: string | null = null, signal?: AbortSignal): Promise<ClientPageResponse> =>
    call('clientPage', { query: parentSlug ? { slug, parent_slug: parentSlug } : { slug }, signal });
  return {
    /** A page with the widgets of the member's programs by area, in order (404 when not theirs). */
    get,
    home: (signal?: AbortSignal) => get(HOME_PAGE_SLUG, null, signal),
    /** The pages the member may open (their programmes or open to all) and the member's programme ids. */
    menu: (signal?: AbortSignal): Promise<ClientPagesMenuResponse> => call('clientPagesMenu', { signal }),
    /** Admin: which widgets a page shows, by area and in order. */
    async saveLayout(pageId: string, layout: Partial<PageLayout>): Promise<PageResponse> {
      const result = await call('adminPageLayoutSave', { params: { id: pageId }, body: { layout } });
      await queryClient.invalidateQueries({ queryKey: PAGES_KEY });
      return result;
    },
  };
}
export type PagesApi = ReturnType<typeof createPagesApi>;

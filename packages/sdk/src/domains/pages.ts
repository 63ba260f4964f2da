// spec 000 §2 (pages addressed by parent slug plus slug), §7.2 pages; spec 001 §2 page layouts;
// the portal renders each area of the page config the server returns, so no page is hard-coded.
import type { ClientPageResponse, ClientPagesMenuResponse } from '@healthdeck/contract/light';
import { pagesRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const pagesKeys = {
  all: ['pages'] as const,
  /** The member's page list (the sidebar; spec 000 §2), under ['pages'] so layout publishes refresh it. */
  menu: ['pages', 'menu'] as const,
  page: (slug: string, parentSlug: string | null = null) => ['pages', parentSlug, slug] as const,
};
/**
 * How long a loaded page list serves the page's readers before one reads it again: the sidebar
 * reads it with the shell, and the health assessment widget (the HRA form's address) mounts later,
 * as the member scrolls to it; it read the list a second time. Admins' layout publishes and programme
 * or widget links invalidate ['pages'], which reads it again at once whatever its age.
 */
export const PAGES_MENU_FRESH_MS = 30_000;
/** The member's dashboard is the page with slug 'home' (default client page /client/home, spec 000 §2). */
export const HOME_PAGE_SLUG = 'home';

const call = (hd: HealthDeck) => routed(hd.call, pagesRoutes);

/** A page with the widgets of the member's programs by area, in order (404 when not theirs). */
export function fetchPage(hd: HealthDeck, slug: string, parentSlug: string | null = null, signal?: AbortSignal): Promise<ClientPageResponse> {
  return call(hd)('clientPage', { query: parentSlug ? { slug, parent_slug: parentSlug } : { slug }, signal });
}

/** The pages the member may open (their programmes or open to all) and the member's programme ids. */
export function fetchPagesMenu(hd: HealthDeck, signal?: AbortSignal): Promise<ClientPagesMenuResponse> {
  return call(hd)('clientPagesMenu', { signal });
}

type Signal = { signal?: AbortSignal };

export const pageQuery = (hd: HealthDeck, slug: string, parentSlug: string | null = null) => ({
  queryKey: pagesKeys.page(slug, parentSlug),
  queryFn: ({ signal }: Signal) => fetchPage(hd, slug, parentSlug, signal),
});
export const homePageQuery = (hd: HealthDeck) => pageQuery(hd, HOME_PAGE_SLUG);
export const pagesMenuQuery = (hd: HealthDeck) => ({
  queryKey: pagesKeys.menu,
  queryFn: ({ signal }: Signal) => fetchPagesMenu(hd, signal),
  staleTime: PAGES_MENU_FRESH_MS,
});

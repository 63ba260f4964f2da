// spec 000 §7.6 the lab-site location and distance lookup (shapes ours), with its route rows: the
// orders card's finder brings these, not the programme results' calls (program-results.ts composes them).
import { labSitesRoutes, type LabSiteDistanceResponse, type LabSitesResponse, type RouteQuery } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

export type LabSitesQuery = NonNullable<RouteQuery<'labSites'>>;
export const labSitesKey = (query: LabSitesQuery) => ['lab-sites', query] as const;
export const labSiteDistanceKey = (address: string, siteId: string) => ['lab-sites', 'distance', siteId, address] as const;

export function createLabSitesApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, labSitesRoutes);
  return {
    /** Lab sites near an address, nearest first (an address the maps service cannot place is a BadRequest). */
    labSites: (query: LabSitesQuery, signal?: AbortSignal): Promise<LabSitesResponse> => call('labSites', { query, signal }),
    labSiteDistance: (address: string, siteId: string, signal?: AbortSignal): Promise<LabSiteDistanceResponse> => call('labSiteDistance', { query: { address, site_id: siteId }, signal }),
  };
}
export type LabSitesApi = ReturnType<typeof createLabSitesApi>;

/** Lab-site reads (they change with no member action, so nothing invalidates them). */
export function labSitesQueries(api: LabSitesApi) {
  type Signal = { signal?: AbortSignal };
  return {
    near: (query: LabSitesQuery) => ({ queryKey: labSitesKey(query), queryFn: ({ signal }: Signal) => api.labSites(query, signal) }),
    distance: (address: string, siteId: string) => ({ queryKey: labSiteDistanceKey(address, siteId), queryFn: ({ signal }: Signal) => api.labSiteDistance(address, siteId, signal) }),
  };
}

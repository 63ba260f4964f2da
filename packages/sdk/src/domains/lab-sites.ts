// spec 000 §7.6 the lab-site location and distance lookup (shapes ours). Lab sites change with no
// member action, so nothing invalidates them.
import { labSitesRoutes, type LabSiteDistanceResponse, type LabSitesResponse, type RouteQuery } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export type LabSitesQuery = NonNullable<RouteQuery<'labSites'>>;

export const labSitesKeys = {
  near: (query: LabSitesQuery) => ['lab-sites', query] as const,
  distance: (address: string, siteId: string) => ['lab-sites', 'distance', siteId, address] as const,
};

type Signal = { signal?: AbortSignal };
const call = (hd: HealthDeck) => routed(hd.call, labSitesRoutes);

/** Lab sites near an address, nearest first (an address the maps service cannot place is a BadRequest). */
export const fetchLabSites = (hd: HealthDeck, query: LabSitesQuery, signal?: AbortSignal): Promise<LabSitesResponse> => call(hd)('labSites', { query, signal });
export const fetchLabSiteDistance = (hd: HealthDeck, address: string, siteId: string, signal?: AbortSignal): Promise<LabSiteDistanceResponse> =>
  call(hd)('labSiteDistance', { query: { address, site_id: siteId }, signal });

export const labSitesQuery = (hd: HealthDeck, query: LabSitesQuery) => ({ queryKey: labSitesKeys.near(query), queryFn: ({ signal }: Signal) => fetchLabSites(hd, query, signal) });
export const labSiteDistanceQuery = (hd: HealthDeck, address: string, siteId: string) => ({
  queryKey: labSitesKeys.distance(address, siteId),
  queryFn: ({ signal }: Signal) => fetchLabSiteDistance(hd, address, siteId, signal),
});

// spec 000 §7.6 Program results: POST send (204) and GET download as a PDF file named result.pdf;
// the lab-site location and distance lookup (shapes ours, spec 000 §7.6).
import { programResultsRoutes, RESULT_FILE_NAMES, type LabSiteDistanceResponse, type LabSitesResponse, type RouteQuery } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { fileOf, type DownloadedFile } from './downloaded-file.js';

export type LabSitesQuery = NonNullable<RouteQuery<'labSites'>>;
export const labSitesKey = (query: LabSitesQuery) => ['lab-sites', query] as const;
export const labSiteDistanceKey = (address: string, siteId: string) => ['lab-sites', 'distance', siteId, address] as const;

export function createProgramResultsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, programResultsRoutes);
  return {
    /** Emails the member their programme results (204). */
    send: async (): Promise<void> => {
      await call('programResultsSend');
    },
    /** The programme results as result.pdf. */
    download: async (): Promise<DownloadedFile> => fileOf(await call('programResultsDownload'), RESULT_FILE_NAMES.programResults),
    /** Lab sites near an address, nearest first (an address the maps service cannot place is a BadRequest). */
    labSites: (query: LabSitesQuery, signal?: AbortSignal): Promise<LabSitesResponse> => call('labSites', { query, signal }),
    labSiteDistance: (address: string, siteId: string, signal?: AbortSignal): Promise<LabSiteDistanceResponse> => call('labSiteDistance', { query: { address, site_id: siteId }, signal }),
  };
}
export type ProgramResultsApi = ReturnType<typeof createProgramResultsApi>;

/** Lab-site reads (they change with no member action, so nothing invalidates them). */
export function labSitesQueries(api: ProgramResultsApi) {
  type Signal = { signal?: AbortSignal };
  return {
    near: (query: LabSitesQuery) => ({ queryKey: labSitesKey(query), queryFn: ({ signal }: Signal) => api.labSites(query, signal) }),
    distance: (address: string, siteId: string) => ({ queryKey: labSiteDistanceKey(address, siteId), queryFn: ({ signal }: Signal) => api.labSiteDistance(address, siteId, signal) }),
  };
}

// spec 000 §7.6 Program results: POST send (204) and GET download as a PDF file named result.pdf;
// with the lab-site location and distance lookup (lab-sites.ts, a module of its own).
import { programResultsRoutes, RESULT_FILE_NAMES } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { fileOf, type DownloadedFile } from './downloaded-file.js';
import { createLabSitesApi } from './lab-sites.js';

export { labSitesKey, labSiteDistanceKey, labSitesQueries, type LabSitesQuery } from './lab-sites.js';

export function createProgramResultsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, programResultsRoutes);
  return {
    /** Emails the member their programme results (204). */
    send: async (): Promise<void> => {
      await call('programResultsSend');
    },
    /** The programme results as result.pdf. */
    download: async (): Promise<DownloadedFile> => fileOf(await call('programResultsDownload'), RESULT_FILE_NAMES.programResults),
    ...createLabSitesApi(hd),
  };
}
export type ProgramResultsApi = ReturnType<typeof createProgramResultsApi>;

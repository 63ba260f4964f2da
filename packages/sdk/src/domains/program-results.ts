// spec 000 §7.6 Program results: POST send (204) and GET download as a PDF file named result.pdf.
import { programResultsRoutes, RESULT_FILE_NAMES } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { fileOf, type DownloadedFile } from './downloaded-file.js';

const call = (hd: HealthDeck) => routed(hd.call, programResultsRoutes);

/** Emails the member their programme results (204). */
export async function sendProgramResults(hd: HealthDeck): Promise<void> {
  await call(hd)('programResultsSend');
}
/** The programme results as result.pdf. */
export const downloadProgramResults = async (hd: HealthDeck): Promise<DownloadedFile> => fileOf(await call(hd)('programResultsDownload'), RESULT_FILE_NAMES.programResults);

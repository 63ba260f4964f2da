// spec 000 §7.5 download (kitId) and PDF by filename, spec 001 §9 the results file's name: loaded
// with the member's Download click, apart from the kit reads.
import { kitFilesRoutes, RESULT_FILE_NAMES, type ProviderCode } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { fileOf, type DownloadedFile } from './downloaded-file.js';

/** spec 001 §9 / our name for Spot: the results file of a kit of a provider. */
export function kitResultsFileName(kitId: string, providerCode: ProviderCode = 'spot'): string {
  return providerCode === 'namida' ? RESULT_FILE_NAMES.auria(kitId) : RESULT_FILE_NAMES.spot(kitId);
}

export function createKitFilesApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, kitFilesRoutes);
  return {
    /** spec 000 §7.5 GET download (kitId): the results PDF as a Blob with its file name. */
    async download(kitId: string, providerCode?: ProviderCode): Promise<DownloadedFile> {
      return fileOf(await call('kitDownload', { query: { kitId } }), kitResultsFileName(kitId, providerCode));
    },
    /** spec 000 §7.5 GET PDF by filename. */
    async pdf(filename: string): Promise<DownloadedFile> {
      return fileOf(await call('kitPdf', { query: { filename } }), filename);
    },
  };
}
export type KitFilesApi = ReturnType<typeof createKitFilesApi>;

// Loaded on the member's Download click (kit-download.ts): the Auria PDF made in the browser from
// the opened report, or the server's results file, saved under the spec's file name.
import type { Kit, KitStatusData } from '@healthdeck/contract/light';
import { downloadKitResults, namidaCanDownload, namidaResultsPdf, type HealthDeck } from '@healthdeck/sdk';
import { saveFile } from '../widgets/shared/save-file';

/** spec 001 §7, §8: the Auria PDF from rawResults when opened, else the server's file; 'No results file available.' without one. */
export async function saveKitFile(client: HealthDeck, kit: Kit, data: KitStatusData | null | undefined, noResultsFile: string): Promise<void> {
  if (data?.provider_code === 'namida') {
    if (!namidaCanDownload(data)) throw new Error(noResultsFile);
    saveFile(namidaResultsPdf(kit.kit_id, data));
  } else {
    saveFile(await downloadKitResults(client, kit.kit_id, kit.provider_code));
  }
}

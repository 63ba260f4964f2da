import { useState } from 'react';
import type { Kit, KitStatusData } from '@healthdeck/contract/light';
import { downloadKitResults, namidaCanDownload, namidaResultsPdf, type HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../i18n/language';
import { saveFile } from '../widgets/shared/save-file';
import { useKits } from './kits-client';
import { kitReportMessages } from './report-messages';

/** spec 001 §7, §8: the Auria PDF from rawResults when opened, else the server's file; 'No results file available.' without one. */
async function saveKitFile(client: HealthDeck, kit: Kit, data: KitStatusData | null | undefined, noResultsFile: string): Promise<void> {
  if (data?.provider_code === 'namida') {
    if (!namidaCanDownload(data)) throw new Error(noResultsFile);
    saveFile(namidaResultsPdf(kit.kit_id, data));
  } else {
    saveFile(await downloadKitResults(client, kit.kit_id, kit.provider_code));
  }
}

/** Downloads a kit's results (spec 001 §7, §8) under the spec's file name, with its busy state and error. */
export function useKitDownload(kit: Kit, data: KitStatusData | null | undefined) {
  const { client } = useKits();
  const t = useMessages(kitReportMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await saveKitFile(client, kit, data, t.noResultsFile);
    } catch (e) {
      // spec 001 §8 logs a download failure; the member is told as well (decision 0082).
      console.error(`Kit results download failed (${kit.provider_code})`, e);
      setError(e instanceof Error && e.message === t.noResultsFile ? t.noResultsFile : t.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, download };
}

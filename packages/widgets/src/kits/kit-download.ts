import { useState } from 'react';
import type { Kit, KitStatusData } from '@healthdeck/contract/light';
import { useMessages } from '../i18n/language';
import { useKits } from './kits-client';
import { kitReportMessages } from './report-messages';

/** The download's code (kit-file.ts), loaded once: on the button's hover or focus, or at the click. */
let kitFile: Promise<typeof import('./kit-file')> | null = null;
export const loadKitFile = () => (kitFile ??= import('./kit-file'));

/**
 * Downloads a kit's results (spec 001 §7, §8): the Auria PDF from rawResults when opened, else the
 * server's file. The PDF builder and the file saving load on demand; `preload` starts that early
 * (give it to the button's pointerenter and focus) so the click does not wait.
 */
export function useKitDownload(kit: Kit, data: KitStatusData | null | undefined) {
  const { client } = useKits();
  const t = useMessages(kitReportMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { saveKitFile } = await loadKitFile();
      await saveKitFile(client, kit, data, t.noResultsFile);
    } catch (e) {
      setError(e instanceof Error && e.message === t.noResultsFile ? t.noResultsFile : t.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  const preload = () => void loadKitFile().catch(() => undefined);
  return { busy, error, download, preload };
}

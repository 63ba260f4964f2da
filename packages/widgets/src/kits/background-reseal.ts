import { useEffect } from 'react';
import type { Kit } from '@healthdeck/contract/light';
import { kitReportServerSealed } from '@healthdeck/sdk';
import { useKits } from './kits-client';

/**
 * Ours (issue 12, DECISIONS "Kit reports re-sealed"): while the member's keys are unlocked on the
 * testing center, every report still as the server sealed it is opened and re-sealed under the data
 * key in the background, one at a time in the browser's idle moments (each is one RSA-4096
 * decryption on the page's thread), so a later result page opens them with AES alone. The opened
 * reports land in the same query cache the result page reads; the sdk's queue sends each re-seal
 * once. Its loop (reseal-all.ts) loads only when there is a report to re-seal. Stops when the list unmounts.
 */
export function useResealInBackground(kits: readonly Kit[] | undefined): void {
  const { client, privateKey, dataKey } = useKits();
  useEffect(() => {
    const waiting = (kits ?? []).filter(kitReportServerSealed);
    if (!privateKey || !dataKey || waiting.length === 0) return;
    let stopped = false;
    void import('./reseal-all').then(({ resealAll }) => resealAll(waiting, { client, privateKey, dataKey, stopped: () => stopped })).catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [kits, client, privateKey, dataKey]);
}

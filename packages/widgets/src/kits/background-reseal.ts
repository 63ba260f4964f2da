import { useEffect } from 'react';
import type { Kit } from '@healthdeck/contract/light';
import { kitReportServerSealed, sealKitReport, type HealthDeck, type KitKeys } from '@healthdeck/sdk';
import { useKits } from './kits-client';
import { openedKitQuery } from './opened-kit';

/** The browser's next idle moment (a short timeout where requestIdleCallback is missing). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

/** Opens and re-seals each waiting report, one at a time in the browser's idle moments, until `stopped()`. */
async function resealAll(
  waiting: readonly Kit[],
  { client, privateKey, dataKey, stopped }: { client: HealthDeck; privateKey: NonNullable<KitKeys['privateKey']>; dataKey: CryptoKey; stopped: () => boolean },
): Promise<void> {
  for (const kit of waiting) {
    await idle();
    if (stopped()) return;
    // The cached report when the list already opened it (perhaps before the data key was there to re-seal it).
    const data = await client.queryClient.fetchQuery(openedKitQuery(client, kit, { privateKey, dataKey })).catch(() => null);
    if (stopped()) return;
    if (data) await sealKitReport(client, kit, data, dataKey);
  }
}

/**
 * Ours (docs/decisions/0034-server-sealed-records-resealed.md): while the member's keys are unlocked on the
 * testing center, every report still as the server sealed it is opened and re-sealed under the data
 * key in the background, one at a time in the browser's idle moments (each is one RSA-4096
 * decryption on the page's thread), so a later result page opens them with AES alone. The opened
 * reports land in the same query cache the result page reads; the sdk's queue sends each re-seal
 * once. Stops when the list unmounts.
 */
export function useResealInBackground(kits: readonly Kit[] | undefined): void {
  const { client, privateKey, dataKey } = useKits();
  useEffect(() => {
    const waiting = (kits ?? []).filter(kitReportServerSealed);
    if (!privateKey || !dataKey || waiting.length === 0) return;
    let stopped = false;
    void resealAll(waiting, { client, privateKey, dataKey, stopped: () => stopped }).catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [kits, client, privateKey, dataKey]);
}

// Loaded by background-reseal.ts only when the testing center lists reports still as the server
// sealed them while the member's keys are open (once per kit version: a re-sealed report never comes back here).
import type { Kit } from '@healthdeck/contract/light';
import { sealKitReport, type HealthDeck, type KitKeys } from '@healthdeck/sdk';
import { openedKitQuery } from './opened-kit';

/** The browser's next idle moment (a short timeout where requestIdleCallback is missing). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

/** Opens and re-seals each waiting report, one at a time in the browser's idle moments, until `stopped()`. */
export async function resealAll(
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

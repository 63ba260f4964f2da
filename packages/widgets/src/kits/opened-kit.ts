// A kit's report opened in the browser and the label it gives (the testing center, its detail card,
// the result page, the recent test; the register form needs none of it). The tracking number the
// status button takes is kit-status-button.tsx's (the result page shows no button).
import { useQuery } from '@tanstack/react-query';
import type { Kit, KitStatusData, KitStatusLike } from '@healthdeck/contract/light';
import { kitReportLocked, kitDisplayStatus, openKit, sealKitReport, type HealthDeck, type KitKeys } from '@healthdeck/sdk';
import { useKits } from './kits-client';

/**
 * The User Timing measure of each report opened in the browser (DevTools' performance panel shows
 * them; tests/benchmarks/kit-results-100.ts reads them for the decryption figure).
 */
export const KIT_OPEN_MEASURE = 'hd:kit-report-open';

async function openMeasured(kit: Kit, keys: KitKeys): Promise<KitStatusData | null> {
  const start = performance.now();
  const data = await openKit(kit, keys);
  if (typeof performance.measure === 'function') performance.measure(KIT_OPEN_MEASURE, { start, end: performance.now(), detail: kit.kit_id });
  return data;
}

/**
 * The query that opens a kit's report in the browser (one cache entry per kit version). A report
 * the server sealed to the member is re-sealed under the data key once opened (the sdk's
 * sealKitReport: queued, once per kit version, never holding up the page), so the next open is fast
 * and needs no password.
 */
export function openedKitQuery(client: HealthDeck, kit: Kit | null | undefined, keys: KitKeys) {
  const locked = !kit?.encrypted_data || kitReportLocked(kit, keys);
  return {
    queryKey: ['kits', 'opened', kit?.id ?? '', kit?.updated_at ?? '', locked ? 'locked' : 'unlocked'],
    queryFn: async () => {
      if (!kit) return null;
      const data = await openMeasured(kit, keys);
      if (data && keys.dataKey) void sealKitReport(client, kit, data, keys.dataKey);
      return data;
    },
    enabled: !locked,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  } as const;
}

/** A kit's report, opened in the browser with the unlocked key (null while locked or before the vendor reported). */
export function useOpenedKit(kit: Kit | null | undefined) {
  const { client, keys } = useKits();
  return useQuery(openedKitQuery(client, kit, keys));
}

/**
 * spec 001 §4: the label a kit shows, by the contract's rule. From the opened report when there is
 * one; while locked, the same rule on what the server keeps in plaintext (the status code, and
 * `confirmed`, which is when the vendor fills registered_to).
 */
export function kitLabel(kit: Kit, data: KitStatusData | null | undefined): string {
  // One status for every provider: each provider's rule reads only its own fields (registered_to is Spot's).
  return kitDisplayStatus(data ?? ({ provider_code: kit.provider_code, status: kit.status, registered_to: kit.confirmed ? { member: 'confirmed' } : {} } as KitStatusLike));
}

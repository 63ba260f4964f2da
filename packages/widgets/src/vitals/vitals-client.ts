// The vitals domain is a standalone sdk factory (the embed does not pay for it): one per client,
// so the card, the scan and the history share the query cache.
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { VitalWarningThreshold } from '@healthdeck/contract/light';
import { createVitalsApi, vitalsQueries, type HealthDeck, type VitalsApi, type VitalsQueries } from '@healthdeck/sdk';

interface VitalsClient {
  api: VitalsApi;
  queries: VitalsQueries;
}

const clients = new WeakMap<HealthDeck, VitalsClient>();

export function vitalsOf(client: HealthDeck): VitalsClient {
  let vitals = clients.get(client);
  if (!vitals) {
    const api = createVitalsApi(client);
    vitals = { api, queries: vitalsQueries(api) };
    clients.set(client, vitals);
  }
  return vitals;
}

/** Which keys are open, for query keys: a key unlocked later reads again. */
export function useKeyState(client: HealthDeck) {
  const privateKey = useStore(client.$privateKey);
  const dataKey = useStore(client.$dataKey);
  return { privateKey, keyState: [dataKey ? 'data-key' : 'no-data-key', privateKey ? 'private-key' : 'no-private-key'] as const };
}

/** The admin's vital_warning_thresholds; none (the spec's healthy ranges decide) while loading or if they fail to load. */
export function useVitalThresholds(client: HealthDeck): readonly VitalWarningThreshold[] {
  const { queries } = vitalsOf(client);
  const thresholds = useQuery({ ...queries.thresholds(), staleTime: 5 * 60_000 });
  return thresholds.data?.thresholds ?? NO_THRESHOLDS;
}
const NO_THRESHOLDS: readonly VitalWarningThreshold[] = [];

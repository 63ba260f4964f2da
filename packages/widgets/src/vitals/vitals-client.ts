// What the card, the scan and the history read besides their own queries: the open keys and the
// admin's warning thresholds (one query in the client's cache, shared by the three).
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { VitalWarningThreshold } from '@healthdeck/contract/light';
import { vitalThresholdsQuery, type HealthDeck } from '@healthdeck/sdk';

/** Which keys are open, for query keys: a key unlocked later reads again. */
export function useKeyState(client: HealthDeck) {
  const privateKey = useStore(client.$privateKey);
  const dataKey = useStore(client.$dataKey);
  return { privateKey, keyState: [dataKey ? 'data-key' : 'no-data-key', privateKey ? 'private-key' : 'no-private-key'] as const };
}

/** How long the thresholds are fresh: admins rarely change them. */
export const THRESHOLDS_FRESH_MS = 5 * 60_000;

/** The admin's vital_warning_thresholds; none (the spec's healthy ranges decide) while loading or if they fail to load. */
export function useVitalThresholds(client: HealthDeck): readonly VitalWarningThreshold[] {
  const thresholds = useQuery({ ...vitalThresholdsQuery(client), staleTime: THRESHOLDS_FRESH_MS });
  return thresholds.data?.thresholds ?? NO_THRESHOLDS;
}
const NO_THRESHOLDS: readonly VitalWarningThreshold[] = [];

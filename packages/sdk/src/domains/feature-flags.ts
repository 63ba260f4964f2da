// spec 001 §2 feature flags: loaded from the server's featureflag records into `$featureFlags`
// (state/feature-flags.ts), where a flag without a record keeps its default (my test page, side
// panel and daily journal on).
import type { FeatureFlagsResponse } from '@healthdeck/contract/light';
import { featureFlagsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { setFeatureFlags } from '../state/feature-flags.js';

export const featureFlagsKeys = { all: ['featureFlags'] as const };

const call = (hd: HealthDeck) => routed(hd.call, featureFlagsRoutes);

/** The member's flags by name; every known flag among them is applied to `$featureFlags`. */
export async function fetchFeatureFlags(hd: HealthDeck, signal?: AbortSignal): Promise<FeatureFlagsResponse> {
  const result = await call(hd)('featureFlags', { signal });
  setFeatureFlags(result.flags);
  return result;
}

export const featureFlagsQuery = (hd: HealthDeck) => ({
  queryKey: featureFlagsKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchFeatureFlags(hd, signal),
  // Flags change when an administrator edits them, not through anything the member does.
  staleTime: 5 * 60_000,
});

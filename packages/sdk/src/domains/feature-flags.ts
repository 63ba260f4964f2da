// spec 001 §2 feature flags: loaded from the server's featureflag records into `$featureFlags`
// (state/feature-flags.ts), where a flag without a record has its default (FEATURE_FLAG_DEFAULTS).
import type { FeatureFlagsResponse } from '@healthdeck/contract/light';
import { featureFlagsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { replaceFeatureFlags } from '../state/feature-flags.js';

export const featureFlagsKeys = { all: ['featureFlags'] as const };

const call = (hd: HealthDeck) => routed(hd.call, featureFlagsRoutes);

/** The member's flags by name; `$featureFlags` becomes the defaults with every known flag among them applied. */
export async function fetchFeatureFlags(hd: HealthDeck, signal?: AbortSignal): Promise<FeatureFlagsResponse> {
  const result = await call(hd)('featureFlags', { signal });
  replaceFeatureFlags(result.flags);
  return result;
}

export const featureFlagsQuery = (hd: HealthDeck) => ({
  queryKey: featureFlagsKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchFeatureFlags(hd, signal),
  // Flags change when an administrator edits them, not through anything the member does.
  staleTime: 5 * 60_000,
});

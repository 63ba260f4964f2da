// spec 001 §2 feature flags: loaded from the server's featureflag records into `$featureFlags`
// (state/feature-flags.ts), where a flag without a record keeps its default (my test page, side
// panel and daily journal on). A standalone factory: only pages that read flags pay for it.
import type { FeatureFlagsResponse } from '@healthdeck/contract/light';
import { featureFlagsRoutes } from '@healthdeck/contract/light';
import { routed, type Call } from '../transport/http.js';
import { setFeatureFlags } from '../state/feature-flags.js';

export const FEATURE_FLAGS_KEY = ['featureFlags'] as const;

export function createFeatureFlagsApi(hd: { call: Call }) {
  const call = routed(hd.call, featureFlagsRoutes);
  return {
    /** The member's flags by name; every known flag among them is applied to `$featureFlags`. */
    async load(signal?: AbortSignal): Promise<FeatureFlagsResponse> {
      const result = await call('featureFlags', { signal });
      setFeatureFlags(result.flags);
      return result;
    },
  };
}
export type FeatureFlagsApi = ReturnType<typeof createFeatureFlagsApi>;

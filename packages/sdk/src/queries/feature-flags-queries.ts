// Query options (@tanstack/query-core) for the member's feature flags (spec 001 §2).
import { FEATURE_FLAGS_KEY, type FeatureFlagsApi } from '../domains/feature-flags.js';

export function featureFlagsQuery(api: FeatureFlagsApi) {
  return {
    queryKey: FEATURE_FLAGS_KEY,
    queryFn: ({ signal }: { signal?: AbortSignal }) => api.load(signal),
    // Flags change when an administrator edits them, not through anything the member does.
    staleTime: 5 * 60_000,
  };
}

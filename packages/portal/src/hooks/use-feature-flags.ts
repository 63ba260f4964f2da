import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { $featureFlags, featureFlagsQuery } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/**
 * spec 001 §2 feature flags: the defaults at once, then the organisation's flags once loaded. A
 * failed load keeps the defaults (a flag is a presentation choice; the page still works without it).
 */
export function useFeatureFlags() {
  const sdk = useHealthDeck();
  useQuery(featureFlagsQuery(sdk));
  return useStore($featureFlags);
}

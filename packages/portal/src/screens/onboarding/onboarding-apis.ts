import { useMemo } from 'react';
import { createMeasurementsApi, createTopicInterestsApi, topicInterestsQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The app's client with the sdk's topic interests and measurements calls on it, and the topics' query options. */
export function useOnboardingApis() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const topicInterests = createTopicInterestsApi(sdk);
    return { sdk, topicInterests, measurements: createMeasurementsApi(sdk), topicQueries: topicInterestsQueries(topicInterests) };
  }, [sdk]);
}

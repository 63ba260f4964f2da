import { useMemo } from 'react';
import { createConsentsApi, createMeasurementsApi, createOnboardingApi, onboardingQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The sdk's onboarding, consents and measurements calls on the app's client, with their query options. */
export function useOnboardingApis() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const onboarding = createOnboardingApi(sdk);
    const consents = createConsentsApi(sdk);
    return { onboarding, consents, measurements: createMeasurementsApi(sdk), queries: onboardingQueries({ onboarding, consents }) };
  }, [sdk]);
}

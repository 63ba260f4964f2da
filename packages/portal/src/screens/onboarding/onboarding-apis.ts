import { useMemo } from 'react';
import { createConsentsApi, createOnboardingApi, onboardingQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The sdk's onboarding and consents calls on the app's client, with their query options. */
export function useOnboardingApis() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const onboarding = createOnboardingApi(sdk);
    const consents = createConsentsApi(sdk);
    return { onboarding, consents, queries: onboardingQueries({ onboarding, consents }) };
  }, [sdk]);
}

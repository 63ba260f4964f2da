// Wellbeing and onboarding are standalone sdk factories (the embed does not pay for them); the
// sdk's query options keep the keys, so saving interests refreshes ['onboarding', 'topics'] and
// ['wellbeing'] wherever they show.
import { useMemo } from 'react';
import {
  createConsentsApi,
  createHealthTipsApi,
  createIntegrationsApi,
  createOnboardingApi,
  createWellbeingApi,
  onboardingQueries,
  wellbeingQueries,
  type HealthDeck,
} from '@healthdeck/sdk';

export function useWellbeingApi(client: HealthDeck) {
  return useMemo(() => {
    const onboarding = createOnboardingApi(client);
    return {
      onboarding,
      wellbeing: wellbeingQueries({ wellbeing: createWellbeingApi(client), healthTips: createHealthTipsApi(client), integrations: createIntegrationsApi(client) }),
      topics: onboardingQueries({ consents: createConsentsApi(client), onboarding }),
    };
  }, [client]);
}
export type WellbeingClient = ReturnType<typeof useWellbeingApi>;

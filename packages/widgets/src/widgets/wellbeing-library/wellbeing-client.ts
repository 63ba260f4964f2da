// Wellbeing and the topic interests are standalone sdk factories (the embed does not pay for them);
// the library makes only the parts it calls (wellbeing content, the member's topic interests), so it
// carries no health tips, integrations, consents or other onboarding calls. The sdk's query options
// keep the keys, so saving interests refreshes ['onboarding', 'topics'] and ['wellbeing'] wherever
// they show.
import { useMemo } from 'react';
import { createTopicInterestsApi, createWellbeingApi, topicInterestsQueries, wellbeingContentQueries, type HealthDeck } from '@healthdeck/sdk';

export function useWellbeingApi(client: HealthDeck) {
  return useMemo(() => {
    const interests = createTopicInterestsApi(client);
    return {
      interests,
      wellbeing: wellbeingContentQueries(createWellbeingApi(client)),
      topics: topicInterestsQueries(interests),
    };
  }, [client]);
}
export type WellbeingClient = ReturnType<typeof useWellbeingApi>;

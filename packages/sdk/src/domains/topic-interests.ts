// spec 000 §7.6 Onboarding: GET topics (topic kinds content-topic, user-interest) and POST topic
// interests (topicInterestIds), chosen at onboarding and changed later in the wellbeing library. A
// module of its own with its route rows, so the library carries none of onboarding's other calls;
// createOnboardingApi (onboarding.ts) includes these.
import type { TopicKind, TopicsResponse } from '@healthdeck/contract/light';
import { topicInterestsRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { onboardingKeys } from './onboarding.js';
import { WELLBEING_KEY } from './wellbeing.js';

export const ONBOARDING_TOPICS_KEY = ['onboarding', 'topics'] as const;
export const onboardingTopicsKey = (kind?: TopicKind) => [...ONBOARDING_TOPICS_KEY, kind ?? 'all'] as const;

export function createTopicInterestsApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, topicInterestsRoutes);
  return {
    /** Topics of one kind (or both), with the member's interests marked `selected`. */
    topics: (kind?: TopicKind, signal?: AbortSignal): Promise<TopicsResponse> => call('onboardingTopics', { query: kind ? { kind } : {}, signal }),
    /** Replaces the member's interests; topic lists (onboarding and wellbeing) and the enrollment info are read again. */
    async saveTopicInterests(topicInterestIds: string[]): Promise<TopicsResponse> {
      const result = await call('onboardingTopicInterests', { body: { topicInterestIds } });
      await Promise.all([ONBOARDING_TOPICS_KEY, WELLBEING_KEY, onboardingKeys.enrollmentInfo].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return result;
    },
  };
}
export type TopicInterestsApi = ReturnType<typeof createTopicInterestsApi>;

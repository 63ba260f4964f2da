// spec 000 §7.6 Onboarding: GET topics (topic kinds content-topic, user-interest) and POST topic
// interests (topicInterestIds), chosen at onboarding and changed later in the wellbeing library. A
// module of its own with its route rows, so the library carries none of onboarding's other calls.
import type { TopicKind, TopicsResponse } from '@healthdeck/contract/light';
import { topicInterestsRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { onboardingKeys } from './onboarding.js';
import { wellbeingKeys } from './wellbeing.js';

export const topicInterestsKeys = {
  all: ['onboarding', 'topics'] as const,
  topics: (kind?: TopicKind) => ['onboarding', 'topics', kind ?? 'all'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, topicInterestsRoutes);

/** Topics of one kind (or both), with the member's interests marked `selected`. */
export function fetchTopics(hd: HealthDeck, kind?: TopicKind, signal?: AbortSignal): Promise<TopicsResponse> {
  return call(hd)('onboardingTopics', { query: kind ? { kind } : {}, signal });
}

/** Replaces the member's interests; topic lists (onboarding and wellbeing) and the enrollment info are read again. */
export async function saveTopicInterests(hd: HealthDeck, topicInterestIds: string[]): Promise<TopicsResponse> {
  const result = await call(hd)('onboardingTopicInterests', { body: { topicInterestIds } });
  await Promise.all([topicInterestsKeys.all, wellbeingKeys.all, onboardingKeys.enrollmentInfo].map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));
  return result;
}

export const topicsQuery = (hd: HealthDeck, kind?: TopicKind) => ({
  queryKey: topicInterestsKeys.topics(kind),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchTopics(hd, kind, signal),
});

export const saveTopicInterestsMutation = (hd: HealthDeck) => ({
  mutationKey: ['onboarding', 'topic-interests'] as const,
  mutationFn: (topicInterestIds: string[]) => saveTopicInterests(hd, topicInterestIds),
});

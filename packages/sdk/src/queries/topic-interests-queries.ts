// Query options for the member's topic interests (spec 000 §7.6 onboarding topics); a module of its
// own, like its domain. Saving interests invalidates ['onboarding', 'topics'].
import type { TopicKind } from '@healthdeck/contract/light';
import { onboardingTopicsKey, type TopicInterestsApi } from '../domains/topic-interests.js';

type Signal = { signal?: AbortSignal };

export function topicInterestsQueries(api: TopicInterestsApi) {
  return {
    topics: (kind?: TopicKind) => ({ queryKey: onboardingTopicsKey(kind), queryFn: ({ signal }: Signal) => api.topics(kind, signal) }),
  };
}

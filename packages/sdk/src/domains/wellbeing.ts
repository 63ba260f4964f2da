// spec 000 §7.6 Wellbeing: topics, topic (category default mental-health), resources. Reads only;
// saving topic interests invalidates ['wellbeing'].
import type { WellbeingResourcesResponse, WellbeingTopicResponse, WellbeingTopicsResponse } from '@healthdeck/contract/light';
import { wellbeingRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

/** spec 000 §7.6: the category when none is given. */
export const WELLBEING_DEFAULT_CATEGORY = 'mental-health';

export interface WellbeingResourcesFilter {
  topicId?: string;
  category?: string;
}

export const wellbeingKeys = {
  all: ['wellbeing'] as const,
  topics: (category = WELLBEING_DEFAULT_CATEGORY) => ['wellbeing', 'topics', category] as const,
  topic: (slug: string, category = WELLBEING_DEFAULT_CATEGORY) => ['wellbeing', 'topic', category, slug] as const,
  resources: (options: WellbeingResourcesFilter = {}) => ['wellbeing', 'resources', options.category ?? WELLBEING_DEFAULT_CATEGORY, options.topicId ?? 'all'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, wellbeingRoutes);

export function fetchWellbeingTopics(hd: HealthDeck, category = WELLBEING_DEFAULT_CATEGORY, signal?: AbortSignal): Promise<WellbeingTopicsResponse> {
  return call(hd)('wellbeingTopics', { query: { category }, signal });
}

/** One topic by slug with its resources; an unknown one is RequestFailed 'Failed to load wellbeing topic' (404). */
export function fetchWellbeingTopic(hd: HealthDeck, slug: string, category = WELLBEING_DEFAULT_CATEGORY, signal?: AbortSignal): Promise<WellbeingTopicResponse> {
  return call(hd)('wellbeingTopic', { query: { slug, category }, signal });
}

export function fetchWellbeingResources(hd: HealthDeck, options: WellbeingResourcesFilter = {}, signal?: AbortSignal): Promise<WellbeingResourcesResponse> {
  return call(hd)('wellbeingResources', {
    query: { category: options.category ?? WELLBEING_DEFAULT_CATEGORY, ...(options.topicId ? { topic_id: options.topicId } : {}) },
    signal,
  });
}

type Signal = { signal?: AbortSignal };

export const wellbeingTopicsQuery = (hd: HealthDeck, category?: string) => ({
  queryKey: wellbeingKeys.topics(category),
  queryFn: ({ signal }: Signal) => fetchWellbeingTopics(hd, category, signal),
});

export const wellbeingTopicQuery = (hd: HealthDeck, slug: string, category?: string) => ({
  queryKey: wellbeingKeys.topic(slug, category),
  queryFn: ({ signal }: Signal) => fetchWellbeingTopic(hd, slug, category, signal),
});

export const wellbeingResourcesQuery = (hd: HealthDeck, options: WellbeingResourcesFilter = {}) => ({
  queryKey: wellbeingKeys.resources(options),
  queryFn: ({ signal }: Signal) => fetchWellbeingResources(hd, options, signal),
});

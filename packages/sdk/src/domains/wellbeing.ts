// spec 000 §7.6 Wellbeing: topics, topic (category default mental-health), resources.
import type { WellbeingResourcesResponse, WellbeingTopicResponse, WellbeingTopicsResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { wellbeingRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const WELLBEING_KEY = ['wellbeing'] as const;
/** spec 000 §7.6: the category when none is given. */
export const DEFAULT_CATEGORY = 'mental-health';
export const wellbeingTopicsKey = (category = DEFAULT_CATEGORY) => [...WELLBEING_KEY, 'topics', category] as const;
export const wellbeingTopicKey = (slug: string, category = DEFAULT_CATEGORY) => [...WELLBEING_KEY, 'topic', category, slug] as const;
export const wellbeingResourcesKey = (options: { topicId?: string; category?: string } = {}) =>
  [...WELLBEING_KEY, 'resources', options.category ?? DEFAULT_CATEGORY, options.topicId ?? 'all'] as const;

export function createWellbeingApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, wellbeingRoutes);
  return {
    topics: (category = DEFAULT_CATEGORY, signal?: AbortSignal): Promise<WellbeingTopicsResponse> => call('wellbeingTopics', { query: { category }, signal }),
    /** One topic by slug with its resources; an unknown one is RequestFailed 'Failed to load wellbeing topic' (404). */
    topic: (slug: string, category = DEFAULT_CATEGORY, signal?: AbortSignal): Promise<WellbeingTopicResponse> => call('wellbeingTopic', { query: { slug, category }, signal }),
    resources: (options: { topicId?: string; category?: string } = {}, signal?: AbortSignal): Promise<WellbeingResourcesResponse> =>
      call('wellbeingResources', { query: { category: options.category ?? DEFAULT_CATEGORY, ...(options.topicId ? { topic_id: options.topicId } : {}) }, signal }),
  };
}
export type WellbeingApi = ReturnType<typeof createWellbeingApi>;

// Query options for wellbeing content (spec 000 §7.6 wellbeing: topics, topic, resources); a module
// of its own, which the wellbeing library uses alone (wellbeingQueries adds health tips and
// integrations). Reads only; topic interests invalidate ['wellbeing'].
import { wellbeingResourcesKey, wellbeingTopicKey, wellbeingTopicsKey, type WellbeingApi } from '../domains/wellbeing.js';

type Signal = { signal?: AbortSignal };

export function wellbeingContentQueries(api: WellbeingApi) {
  return {
    topics: (category?: string) => ({ queryKey: wellbeingTopicsKey(category), queryFn: ({ signal }: Signal) => api.topics(category, signal) }),
    topic: (slug: string, category?: string) => ({ queryKey: wellbeingTopicKey(slug, category), queryFn: ({ signal }: Signal) => api.topic(slug, category, signal) }),
    resources: (options: { topicId?: string; category?: string } = {}) => ({
      queryKey: wellbeingResourcesKey(options),
      queryFn: ({ signal }: Signal) => api.resources(options, signal),
    }),
  };
}

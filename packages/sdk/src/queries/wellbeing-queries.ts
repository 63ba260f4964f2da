// Query options for wellbeing content, the random health tip / referral, the scheduling link and
// integration calls and statuses (spec 000 §7.6). Reads only; topic interests invalidate ['wellbeing'].
import { wellbeingResourcesKey, wellbeingTopicKey, wellbeingTopicsKey, type WellbeingApi } from '../domains/wellbeing.js';
import { RANDOM_HEALTH_TIP_KEY, RANDOM_REFERRAL_KEY, SCHEDULING_LINK_KEY, type HealthTipsApi } from '../domains/health-tips.js';
import { INTEGRATION_STATUSES_KEY, integrationCallsKey, type IntegrationCallsQuery, type IntegrationsApi } from '../domains/integrations.js';

type Signal = { signal?: AbortSignal };

export function wellbeingQueries(api: { wellbeing: WellbeingApi; healthTips: HealthTipsApi; integrations: IntegrationsApi }) {
  return {
    topics: (category?: string) => ({ queryKey: wellbeingTopicsKey(category), queryFn: ({ signal }: Signal) => api.wellbeing.topics(category, signal) }),
    topic: (slug: string, category?: string) => ({ queryKey: wellbeingTopicKey(slug, category), queryFn: ({ signal }: Signal) => api.wellbeing.topic(slug, category, signal) }),
    resources: (options: { topicId?: string; category?: string } = {}) => ({
      queryKey: wellbeingResourcesKey(options),
      queryFn: ({ signal }: Signal) => api.wellbeing.resources(options, signal),
    }),
    /** A new tip / referral on each fetch: keep them for the page's life (staleTime Infinity) so a refocus does not swap them. */
    randomHealthTip: () => ({ queryKey: RANDOM_HEALTH_TIP_KEY, queryFn: ({ signal }: Signal) => api.healthTips.randomHealthTip(signal), staleTime: Infinity }),
    randomReferral: () => ({ queryKey: RANDOM_REFERRAL_KEY, queryFn: ({ signal }: Signal) => api.healthTips.randomReferral(signal), staleTime: Infinity }),
    schedulingLink: () => ({ queryKey: SCHEDULING_LINK_KEY, queryFn: ({ signal }: Signal) => api.healthTips.schedulingLink(signal) }),
    integrationCalls: (query: IntegrationCallsQuery = {}) => ({ queryKey: integrationCallsKey(query), queryFn: ({ signal }: Signal) => api.integrations.calls(query, signal) }),
    integrationStatuses: () => ({ queryKey: INTEGRATION_STATUSES_KEY, queryFn: ({ signal }: Signal) => api.integrations.statuses(signal) }),
  };
}
export type WellbeingQueries = ReturnType<typeof wellbeingQueries>;

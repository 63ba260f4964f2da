// Query options for wellbeing content, the random health tip / referral, the scheduling link and
// integration calls and statuses (spec 000 §7.6). Reads only; topic interests invalidate ['wellbeing'].
// The content's options are their own module (wellbeing-content-queries.ts).
import type { WellbeingApi } from '../domains/wellbeing.js';
import { RANDOM_HEALTH_TIP_KEY, RANDOM_REFERRAL_KEY, SCHEDULING_LINK_KEY, type HealthTipsApi } from '../domains/health-tips.js';
import { INTEGRATION_STATUSES_KEY, integrationCallsKey, type IntegrationCallsQuery, type IntegrationsApi } from '../domains/integrations.js';
import { wellbeingContentQueries } from './wellbeing-content-queries.js';

type Signal = { signal?: AbortSignal };

export function wellbeingQueries(api: { wellbeing: WellbeingApi; healthTips: HealthTipsApi; integrations: IntegrationsApi }) {
  return {
    ...wellbeingContentQueries(api.wellbeing),
    /** A new tip / referral on each fetch: keep them for the page's life (staleTime Infinity) so a refocus does not swap them. */
    randomHealthTip: () => ({ queryKey: RANDOM_HEALTH_TIP_KEY, queryFn: ({ signal }: Signal) => api.healthTips.randomHealthTip(signal), staleTime: Infinity }),
    randomReferral: () => ({ queryKey: RANDOM_REFERRAL_KEY, queryFn: ({ signal }: Signal) => api.healthTips.randomReferral(signal), staleTime: Infinity }),
    schedulingLink: () => ({ queryKey: SCHEDULING_LINK_KEY, queryFn: ({ signal }: Signal) => api.healthTips.schedulingLink(signal) }),
    integrationCalls: (query: IntegrationCallsQuery = {}) => ({ queryKey: integrationCallsKey(query), queryFn: ({ signal }: Signal) => api.integrations.calls(query, signal) }),
    integrationStatuses: () => ({ queryKey: INTEGRATION_STATUSES_KEY, queryFn: ({ signal }: Signal) => api.integrations.statuses(signal) }),
  };
}
export type WellbeingQueries = ReturnType<typeof wellbeingQueries>;

// spec 000 §7.6 GET integration calls and statuses.
import type { IntegrationCallsResponse, IntegrationStatusesResponse, RouteQuery } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { integrationsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export type IntegrationCallsQuery = NonNullable<RouteQuery<'integrationCalls'>>;
export const INTEGRATIONS_KEY = ['integrations'] as const;
export const INTEGRATION_CALLS_KEY = [...INTEGRATIONS_KEY, 'calls'] as const;
export const integrationCallsKey = (query: IntegrationCallsQuery = {}) => [...INTEGRATION_CALLS_KEY, query] as const;
export const INTEGRATION_STATUSES_KEY = [...INTEGRATIONS_KEY, 'statuses'] as const;

export function createIntegrationsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, integrationsRoutes);
  return {
    /** Calls made to outside services for the member, newest first. */
    calls: (query: IntegrationCallsQuery = {}, signal?: AbortSignal): Promise<IntegrationCallsResponse> => call('integrationCalls', { query, signal }),
    statuses: (signal?: AbortSignal): Promise<IntegrationStatusesResponse> => call('integrationStatuses', { signal }),
  };
}
export type IntegrationsApi = ReturnType<typeof createIntegrationsApi>;

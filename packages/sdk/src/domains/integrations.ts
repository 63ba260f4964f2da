// spec 000 §7.6 GET integration calls and statuses.
import type { IntegrationCallsResponse, IntegrationStatusesResponse, RouteQuery } from '@healthdeck/contract/light';
import { integrationsRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

export type IntegrationCallsQuery = NonNullable<RouteQuery<'integrationCalls'>>;

export const integrationsKeys = {
  all: ['integrations'] as const,
  /** Every page of the call list: a device connection change invalidates it. */
  allCalls: ['integrations', 'calls'] as const,
  calls: (query: IntegrationCallsQuery = {}) => ['integrations', 'calls', query] as const,
  statuses: ['integrations', 'statuses'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, integrationsRoutes);

/** Calls made to outside services for the member, newest first. */
export function fetchIntegrationCalls(hd: HealthDeck, query: IntegrationCallsQuery = {}, signal?: AbortSignal): Promise<IntegrationCallsResponse> {
  return call(hd)('integrationCalls', { query, signal });
}

export function fetchIntegrationStatuses(hd: HealthDeck, signal?: AbortSignal): Promise<IntegrationStatusesResponse> {
  return call(hd)('integrationStatuses', { signal });
}

type Signal = { signal?: AbortSignal };

export const integrationCallsQuery = (hd: HealthDeck, query: IntegrationCallsQuery = {}) => ({
  queryKey: integrationsKeys.calls(query),
  queryFn: ({ signal }: Signal) => fetchIntegrationCalls(hd, query, signal),
});

export const integrationStatusesQuery = (hd: HealthDeck) => ({
  queryKey: integrationsKeys.statuses,
  queryFn: ({ signal }: Signal) => fetchIntegrationStatuses(hd, signal),
});

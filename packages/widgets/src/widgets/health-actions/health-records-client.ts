// The health-actions domain is a standalone sdk factory (the embed does not pay for it): the widget
// makes one per client, so its queries share one cache with any other user of the same client.
import { createHealthActionsApi, healthActionsQueries, type HealthActionsApi, type HealthActionsQueries, type HealthDeck } from '@healthdeck/sdk';
import { useStore } from '@nanostores/react';
import { useHealthDeck } from '../../provider/health-deck-context';

export interface HealthRecordsClient {
  api: HealthActionsApi;
  queries: HealthActionsQueries;
}

const clients = new WeakMap<HealthDeck, HealthRecordsClient>();

export function healthRecordsClientOf(client: HealthDeck): HealthRecordsClient {
  let records = clients.get(client);
  if (!records) {
    const api = createHealthActionsApi(client);
    records = { api, queries: healthActionsQueries(api) };
    clients.set(client, records);
  }
  return records;
}

export function useHealthRecordsClient(): HealthRecordsClient {
  return healthRecordsClientOf(useHealthDeck());
}

/**
 * Whether this browser holds the member's data key (issue 18: without it nothing can be sealed or
 * saved). Following both keys re-renders on unlocking, so the sealed reads (their query keys carry
 * the open keys) are read and opened again.
 */
export function useUnlocked(): boolean {
  const client = useHealthDeck();
  const dataKey = useStore(client.$dataKey);
  useStore(client.$privateKey);
  return dataKey !== null;
}

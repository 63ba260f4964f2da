// The Daily Journal panel talks to the hydration, mood and symptom routes: the hydration fake and the
// journal fake side by side, each request going to the fake that knows its route.
import { routeTable } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { createFakeClient } from './fake-api';
import { createFakeHealthApi, type FakeHealthApi } from './fake-health-api';
import { createFakeJournalApi, type FakeJournalApi } from './fake-journal-api';

export interface FakeDailyJournalApi {
  fetch: typeof fetch;
  hydration: FakeHealthApi;
  journal: FakeJournalApi;
}

const HYDRATION_PATHS = new Set<string>([routeTable.hydrationLast.path, routeTable.hydrationIncrement.path, routeTable.hydrationDecrement.path]);

export function createFakeDailyJournalApi(): FakeDailyJournalApi {
  const hydration = createFakeHealthApi();
  const journal = createFakeJournalApi();
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    return HYDRATION_PATHS.has(url.pathname) ? hydration.fetch(input, init) : journal.fetch(input, init);
  };
  return { fetch: fetchFn as typeof fetch, hydration, journal };
}

export function createDailyJournalClient(api: FakeDailyJournalApi, options: { signedIn?: boolean } = {}): Promise<HealthDeck> {
  return createFakeClient(api.fetch, options);
}

// The Daily Journal panel talks to the streak, hydration, mood and symptom routes: the streaks,
// hydration and journal fakes side by side, each request going to the fake that knows its route.
import { routeTable } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { createFakeClient } from './fake-api';
import { createFakeHealthApi, type FakeHealthApi } from './fake-health-api';
import { createFakeJournalApi, type FakeJournalApi } from './fake-journal-api';
import { createFakeStreaksApi, type FakeStreaksApi, type StreakState } from './fake-streaks-api';

export interface FakeDailyJournalApi {
  fetch: typeof fetch;
  hydration: FakeHealthApi;
  journal: FakeJournalApi;
  streaks: FakeStreaksApi;
}

const HYDRATION_PATHS = new Set<string>([routeTable.hydrationLast.path, routeTable.hydrationIncrement.path, routeTable.hydrationDecrement.path]);
const STREAK_PATHS = new Set<string>([routeTable.streaks.path, routeTable.milestoneProgression.path]);

export function createFakeDailyJournalApi(streak: Partial<StreakState> = {}): FakeDailyJournalApi {
  const hydration = createFakeHealthApi();
  const journal = createFakeJournalApi();
  const streaks = createFakeStreaksApi(streak);
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    if (HYDRATION_PATHS.has(url.pathname)) return hydration.fetch(input, init);
    if (STREAK_PATHS.has(url.pathname)) return streaks.fetch(input, init);
    return journal.fetch(input, init);
  };
  return { fetch: fetchFn as typeof fetch, hydration, journal, streaks };
}

export function createDailyJournalClient(api: FakeDailyJournalApi, options: { signedIn?: boolean } = {}): Promise<HealthDeck> {
  return createFakeClient(api.fetch, options);
}

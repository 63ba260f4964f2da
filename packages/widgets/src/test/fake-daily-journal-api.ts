// The Daily Journal panel talks to the streak, hydration, mood and symptom routes: one fake server
// (@healthdeck/sdk/testing) answering with the hydration, journal and streaks fakes' handlers, each
// keeping its own state.
import { createFakeServer, type FakeServer } from '@healthdeck/sdk/testing';
import { createFakeHealthApi, type FakeHealthApi } from './fake-health-api';
import { createFakeJournalApi, type FakeJournalApi } from './fake-journal-api';
import { createFakeStreaksApi, type FakeStreaksApi, type StreakState } from './fake-streaks-api';

export interface FakeDailyJournalApi extends FakeServer {
  hydration: Pick<FakeHealthApi, 'state'>;
  journal: Pick<FakeJournalApi, 'state'>;
  streaks: Pick<FakeStreaksApi, 'state' | 'progressions'>;
}

export function createFakeDailyJournalApi(streak: Partial<StreakState> = {}): FakeDailyJournalApi {
  const hydration = createFakeHealthApi();
  const journal = createFakeJournalApi();
  const streaks = createFakeStreaksApi(streak);
  // The journal's `account` answers (the hydration fake's would add a water goal).
  const server = createFakeServer({ ...hydration.handlers, ...streaks.handlers, ...journal.handlers });
  return {
    ...server,
    hydration: { state: hydration.state },
    journal: { state: journal.state },
    streaks: { state: streaks.state, progressions: streaks.progressions },
  };
}

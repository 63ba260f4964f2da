// The sleep routes as the contract says the server answers them (a day with nothing logged reads as
// 8, the level stays within 0..14), with the sleep goal in the account's profile.
// The one fake server (@healthdeck/sdk/testing) does the routing, bearer check, contract check of
// every success body, failure injection and held answers; this module keeps the feature's state.
import { SLEEP, type SleepResponse } from '@healthdeck/contract/light';
import { accountFixture, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';

type SleepRoute = 'account' | 'sleepLast' | 'sleepIncrement' | 'sleepDecrement';

export interface FakeSleepApi extends FakeServer<SleepRoute> {
  /** What the "server" holds. */
  state: { totalLevels: number; sleepGoal: number | null };
}

export function createFakeSleepApi(initial: { totalLevels?: number; sleepGoal?: number | null } = {}): FakeSleepApi {
  const state = { totalLevels: initial.totalLevels ?? SLEEP.initialLevel, sleepGoal: initial.sleepGoal ?? null };
  const sleep = (): SleepResponse => ({ data: { sleep: { total_levels: state.totalLevels, date: '2026-11-21' } } });
  const change = (direction: 1 | -1) => () => {
    const next = state.totalLevels + direction;
    // The server refuses levels outside 0..14 (spec 001 §9) and changes nothing.
    if (next < SLEEP.minLevel || next > SLEEP.maxLevel) {
      return json({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Sleep must stay between 0 and 14 levels' }, 400);
    }
    state.totalLevels = next;
    return json(sleep());
  };
  const api = createFakeServer({
    account: () => json(accountFixture({ verified: true, profile: { sleep_goal: state.sleepGoal } })),
    sleepLast: () => json(sleep()),
    sleepIncrement: change(1),
    sleepDecrement: change(-1),
  });
  return { ...api, state };
}

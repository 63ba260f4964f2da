// The account and hydration routes as the contract says the server answers them.
// The one fake server (@healthdeck/sdk/testing) does the routing, bearer check, contract check of
// every success body, failure injection and held answers; this module keeps the feature's state.
import { HYDRATION, type HydrationResponse } from '@healthdeck/contract/light';
import { accountFixture, createFakeServer, json, type FakeHandlers, type FakeServer } from '@healthdeck/sdk/testing';

type FakeRoute = 'account' | 'hydrationLast' | 'hydrationIncrement' | 'hydrationDecrement';

export interface FakeHealthApi extends FakeServer<FakeRoute> {
  /** The answers by route, for a fake that serves several features (fake-daily-journal-api.ts). */
  handlers: FakeHandlers;
  /** What the "server" holds. */
  state: { totalOunces: number; waterIntake: string | null };
}

export function createFakeHealthApi(initial: { totalOunces?: number; waterIntake?: string | null } = {}): FakeHealthApi {
  const state = { totalOunces: initial.totalOunces ?? 0, waterIntake: initial.waterIntake ?? null };
  const hydration = (): HydrationResponse => ({ hydration: { total_ounces: state.totalOunces, date: '2026-11-21' } });
  const change =
    (direction: 1 | -1) =>
    ({ body }: { body: unknown }) => {
      const ounces = body && typeof body === 'object' && 'ounces' in body && typeof body.ounces === 'number' ? body.ounces : HYDRATION.step;
      const next = state.totalOunces + direction * ounces;
      // The server refuses totals outside 0..200 a day (spec 001 §9).
      if (next < HYDRATION.minDaily || next > HYDRATION.maxDaily) {
        return json({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Hydration must stay between 0 and 200 ounces' }, 400);
      }
      state.totalOunces = next;
      return json(hydration());
    };
  const handlers = {
    account: () => json(accountFixture({ verified: true, profile: { water_intake: state.waterIntake } })),
    hydrationLast: () => json(hydration()),
    hydrationIncrement: change(1),
    hydrationDecrement: change(-1),
  } satisfies FakeHandlers;
  return { ...createFakeServer(handlers), state, handlers };
}

// The account and hydration routes as the contract says the server answers them (fake-api.ts holds
// the routing, auth check, failure injection and held answers).
import { HYDRATION, type HydrationResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { createFakeApi, createFakeClient, fakeAccount, json, type FakeApi } from './fake-api';

type FakeRoute = 'account' | 'hydrationLast' | 'hydrationIncrement' | 'hydrationDecrement';

export interface FakeHealthApi extends FakeApi<FakeRoute> {
  /** What the "server" holds. */
  state: { totalOunces: number; waterIntake: string | null };
}

export function createFakeHealthApi(initial: { totalOunces?: number; waterIntake?: string | null } = {}): FakeHealthApi {
  const state = { totalOunces: initial.totalOunces ?? 0, waterIntake: initial.waterIntake ?? null };
  const hydration = (): HydrationResponse => ({ hydration: { total_ounces: state.totalOunces, date: '2026-11-21' } });
  const change = (direction: 1 | -1) => ({ body }: { body: unknown }) => {
    const ounces = body && typeof body === 'object' && 'ounces' in body && typeof body.ounces === 'number' ? body.ounces : HYDRATION.step;
    const next = state.totalOunces + direction * ounces;
    // The server refuses totals outside 0..200 a day (spec 001 §9).
    if (next < HYDRATION.minDaily || next > HYDRATION.maxDaily) {
      return json({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Hydration must stay between 0 and 200 ounces' }, 400);
    }
    state.totalOunces = next;
    return json(hydration());
  };
  const api = createFakeApi<FakeRoute>({
    account: () => json(fakeAccount({ profile: { water_intake: state.waterIntake } })),
    hydrationLast: () => json(hydration()),
    hydrationIncrement: change(1),
    hydrationDecrement: change(-1),
  });
  return { ...api, state };
}

/** A real sdk client on the fake API, signed in with a partner-style token when `signedIn`. */
export function createTestClient(api: Pick<FakeHealthApi, 'fetch'>, options: { signedIn?: boolean } = {}): Promise<HealthDeck> {
  return createFakeClient(api.fetch, options);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { HealthSummaryResponse } from '@healthdeck/contract/light';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeHandler } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { Insights } from './insights';

afterEach(() => {
  vi.restoreAllMocks();
});

const summary = (over: Partial<HealthSummaryResponse['health_summary']> = {}): HealthSummaryResponse => ({
  health_summary: { date: '2026-11-21', steps: 9490, distance_meters: 8046.7, calories_kcal: 2210.4, sleep_seconds: 27_900, connected_sources: ['fitbit'], ...over },
});

async function show(healthSummary: FakeHandler) {
  const client = await createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })), healthSummary }), { signedIn: true });
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <HealthDeckProvider client={client}>
      <Insights />
    </HealthDeckProvider>,
  );
}

const figures = () => Array.from(document.querySelectorAll('.hd-insights__figure')).map((f) => [f.querySelector('dt')?.textContent, f.querySelector('dd')?.textContent]);

describe('Insights (spec 000 §3.4 INSIGHTS, GET health-summary)', () => {
  it("shows the latest day's steps, miles (1609.34 m), calories and sleep in hours and minutes, and the devices", async () => {
    await show(() => json(summary()));
    expect(screen.getByRole('status', { name: 'Loading your insights' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Your latest day: Saturday, November 21, 2026' })).toBeTruthy();
    expect(figures()).toEqual([
      ['Steps', '9,490'],
      ['Distance', '5 mi'],
      ['Calories burned', '2,210 kcal'],
      ['Sleep', '7h 45m'],
    ]);
    expect(screen.getByText('From your connected devices: Fitbit')).toBeTruthy();
  });

  it('says "Not recorded" for what the devices did not record, inventing nothing', async () => {
    await show(() => json(summary({ steps: null, sleep_seconds: null })));
    await screen.findByRole('heading', { level: 3 });
    expect(figures()).toEqual([
      ['Steps', 'Not recorded'],
      ['Distance', '5 mi'],
      ['Calories burned', '2,210 kcal'],
      ['Sleep', 'Not recorded'],
    ]);
  });

  it('without a connected device, says so and links to connect one', async () => {
    await show(() => json(summary({ connected_sources: [], date: null, steps: null, distance_meters: null, calories_kcal: null, sleep_seconds: null })));
    const state = await screen.findByTestId('no-device');
    expect(within(state).getByText('Connect a fitness tracker to see insights from your activity and sleep.')).toBeTruthy();
    expect(within(state).getByRole('link', { name: 'Connect a device' }).getAttribute('href')).toBe('/client/profile#connected-devices');
  });

  it('with a device but no day recorded yet, says so', async () => {
    await show(() => json(summary({ date: null, steps: null, distance_meters: null, calories_kcal: null, sleep_seconds: null })));
    expect(await screen.findByText('Your devices have not recorded a day yet. Check back tomorrow.')).toBeTruthy();
  });

  it('shows the failure with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    await show(() => (++calls === 1 ? apiError(500) : json(summary())));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your insights.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('From your connected devices: Fitbit')).toBeTruthy();
  });
});

// The Sleep Summary and Fitness widgets on /client/home (spec 001 §2, §4) and the /client/fitness
// screen they lead to, on the contract's calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BodyMetricRecord, FitnessGoalsResponse } from '@healthdeck/contract/light';
import { accountFixture, recordedUserFlow, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { sleepNight } from './records-fixture.js';
import { signInWithTokens } from '@healthdeck/sdk';

const activity = (date: string, steps: number, meters: number, kcal: number, sandbox: BodyMetricRecord['sandbox'] = null): BodyMetricRecord => ({
  date,
  kind: 'physical_summary',
  sandbox,
  data: { physical_health: { summary: { physical_summary: { distance: { steps_int: steps, walked_distance_meters_float: meters }, calories: { calories_expenditure_kcal_float: kcal } } } } },
});

async function signedIn(goals: FitnessGoalsResponse['goals'], options: { failActivity?: boolean; activity?: BodyMetricRecord[] } = {}) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
    bodyMetrics: (call) =>
      options.failActivity
        ? { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'x' } }
        : {
            status: 200,
            body: {
              data: {
                body_metrics:
                  call.query.get('kind') === 'sleep_summary' ? [sleepNight] : (options.activity ?? [activity('2026-11-21', 8123, 4828.02, 410), activity('2026-11-20', 6000, 3218.68, 380)]),
              },
            },
          },
    fitnessGoals: () => ({ status: 200, body: { goals } }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

const GOALS = { GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: 500 };

describe('client home: sleep summary and fitness', () => {
  // The member's day is 2026-11-21: fitness reads the records by date.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows both in the widget grid; clicking fitness opens /client/fitness inside the app with the details', async () => {
    const { client, api } = await signedIn(GOALS);
    const user = userEvent.setup();
    const { router } = renderApp('/client/home', client);
    const summary = await screen.findByRole('region', { name: 'Sleep Summary' });
    expect(summary.closest('.hd-widget-grid')).not.toBeNull();
    expect((await within(summary).findByTestId('sleep-duration')).textContent).toBe('7h 45m');
    const fitness = await screen.findByRole('region', { name: 'Fitness' });
    const link = await within(fitness).findByRole('link');
    expect(recordedUserFlow(api)).toEqual([]);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/fitness'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fitness' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => Array.from(row.children).map((c) => c.textContent));
    expect(rows.slice(1)).toEqual([
      ['Steps', '8,123', '6,000', '10,000'],
      ['Miles', '3.0', '2.0', '5.0'],
      ['Calories (kcal)', '410', '380', '500'],
    ]);
    // spec 000 §3.4 (docs/decisions/0053-user-flow-events.md): fitness starts when the screen opens and finishes when the member leaves it.
    expect(recordedUserFlow(api)).toEqual(['fitness_started']);
    await router.navigate('/client/home');
    await waitFor(() => expect(recordedUserFlow(api)).toEqual(['fitness_started', 'fitness_finished']));
  });

  it('puts a lone record of yesterday under Yesterday on /client/fitness, with no activity today; each column names its day', async () => {
    const { client } = await signedIn(GOALS, { activity: [activity('2026-11-20', 6000, 3218.68, 380)] });
    renderApp('/client/fitness', client);
    expect(await screen.findByText('No activity has been recorded yet.')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => Array.from(row.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Measure', 'TodayNov 21', 'YesterdayNov 20', 'Goal'],
      ['Steps', '—', '6,000', '10,000'],
      ['Miles', '—', '2.0', '5.0'],
      ['Calories (kcal)', '—', '380', '500'],
    ]);
    // A real device's numbers: no demo-data mark.
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('marks the /client/fitness table as demo data when the fitness sandbox made the numbers up', async () => {
    const { client } = await signedIn(GOALS, { activity: [activity('2026-11-21', 8123, 4828.02, 410, 'fitness'), activity('2026-11-20', 6000, 3218.68, 380, 'fitness')] });
    renderApp('/client/fitness', client);
    expect((await screen.findByRole('note')).textContent).toBe('Demo data Made up by a test version of the fitness device service; not real health information.');
  });

  it('shows no fitness widget for a member without goals; the fitness screen shows — for them', async () => {
    const { client } = await signedIn({ GoalStepCount: null, GoalDistanceCount: null, GoalActivityCaloriesBurned: null });
    renderApp('/client/home', client);
    await screen.findByRole('region', { name: 'Sleep Summary' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading activity' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Fitness' })).toBeNull();
  });

  it('says what went wrong on /client/fitness when the activity cannot be read', async () => {
    const { client } = await signedIn(GOALS, { failActivity: true });
    renderApp('/client/fitness', client);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong while loading your activity data.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

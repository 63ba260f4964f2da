import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeBodyMetricsApi, NO_GOALS, type ActivityDay } from '../../test/fake-body-metrics-api';
import { Fitness, type FitnessProps } from './fitness';
import { fitnessMessages } from './messages';

function renderFitness(client: HealthDeck, props: FitnessProps = {}) {
  return render(
    <HealthDeckProvider client={client}>
      <Fitness {...props} />
    </HealthDeckProvider>,
  );
}

const today: ActivityDay = { date: '2026-11-21', steps: 6400, meters: 4828.02, kcal: 425.4 }; // 4828.02 m = 3.0 mi
const yesterday: ActivityDay = { date: '2026-11-20', steps: 7000, meters: 3218.68, kcal: 300 }; // 2.0 mi

async function ready() {
  return screen.findByRole('link', { name: /^Fitness|Steps/ });
}

describe('Fitness', () => {
  // The member's day is 2026-11-21 (the records go by date: localDay).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a skeleton while loading, then three rings of radius 40 against the goals', async () => {
    const api = createFakeBodyMetricsApi({ activity: [today, yesterday] });
    const client = await createFakeClient(api);
    const release = api.holdNext('bodyMetrics');
    renderFitness(client);
    expect(screen.getByRole('status', { name: 'Loading activity' }).getAttribute('aria-busy')).toBe('true');
    release();
    const link = await ready();
    expect(link.getAttribute('href')).toBe('/client/fitness');
    const steps = within(screen.getByTestId('fitness-steps'));
    expect(steps.getByText('6,400 of 10,000')).toBeTruthy();
    expect(within(screen.getByTestId('fitness-calories')).getByText('425 of 500')).toBeTruthy();
    // spec 001 §9: 1609.34 m a mile.
    expect(within(screen.getByTestId('fitness-miles')).getByText('3.0 of 5.0')).toBeTruthy();
    const circles = link.querySelectorAll('circle');
    expect(circles).toHaveLength(6);
    for (const circle of Array.from(circles)) expect(circle.getAttribute('r')).toBe('40');
    const fill = screen.getByTestId('fitness-steps').querySelector('.hd-fitness__ring-fill') as SVGCircleElement;
    const circumference = 2 * Math.PI * 40;
    expect(Number(fill.getAttribute('stroke-dasharray'))).toBeCloseTo(circumference, 5);
    expect(Number(fill.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference * (1 - 0.64), 5);
    expect(steps.getByText(', 64% of your goal')).toBeTruthy();
  });

  it('compares steps, calories and miles with the previous day', async () => {
    const api = createFakeBodyMetricsApi({ activity: [today, yesterday] });
    renderFitness(await createFakeClient(api));
    await ready();
    expect(within(screen.getByTestId('fitness-steps')).getByText('600 less than the previous day')).toBeTruthy();
    expect(within(screen.getByTestId('fitness-calories')).getByText('125 more than the previous day')).toBeTruthy();
    expect(within(screen.getByTestId('fitness-miles')).getByText('1.0 more than the previous day')).toBeTruthy();
  });

  it('makes no comparison without a previous day, and rotates the motivational messages', async () => {
    const api = createFakeBodyMetricsApi({ activity: [today] });
    // Long enough that a loaded machine (CI's two cores) still reads the first message before it turns.
    renderFitness(await createFakeClient(api), { messageIntervalMs: 600 });
    await ready();
    expect(screen.queryByText(/previous day/)).toBeNull();
    expect(screen.getByTestId('fitness-message').textContent).toBe(fitnessMessages.en.motivation[0]);
    await waitFor(() => expect(screen.getByTestId('fitness-message').textContent).toBe(fitnessMessages.en.motivation[1]), { timeout: 3000 });
  });

  it('renders nothing until all three goals and the data exist (spec 001 §4)', async () => {
    const missingOne = createFakeBodyMetricsApi({ activity: [today], goals: { GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: null } });
    const first = renderFitness(await createFakeClient(missingOne));
    await waitFor(() => expect(missingOne.requests.filter((r) => r !== 'GET /api/client/account')).toHaveLength(2));
    await waitFor(() => expect(first.container.innerHTML).toBe(''));
    first.unmount();
    const noData = createFakeBodyMetricsApi({ activity: [] });
    const second = renderFitness(await createFakeClient(noData));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(second.container.innerHTML).toBe('');
    second.unmount();
    const noGoals = createFakeBodyMetricsApi({ activity: [today], goals: NO_GOALS });
    const third = renderFitness(await createFakeClient(noGoals));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(third.container.innerHTML).toBe('');
  });

  it("renders nothing when the only record is yesterday's: it is not today's activity", async () => {
    const api = createFakeBodyMetricsApi({ activity: [yesterday] });
    const view = renderFitness(await createFakeClient(api));
    await waitFor(() => expect(api.requests.filter((r) => r !== 'GET /api/client/account')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(view.container.innerHTML).toBe('');
  });

  it('hands a plain click to onNavigate, and is reachable from the keyboard', async () => {
    const api = createFakeBodyMetricsApi({ activity: [today, yesterday] });
    const onNavigate = vi.fn();
    renderFitness(await createFakeClient(api), { onNavigate });
    const link = await ready();
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/client/fitness');
    link.blur(); // the click focused it
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('shows the spec message when the activity or the goals fail to load, logs it, and recovers', async () => {
    for (const route of ['bodyMetrics', 'fitnessGoals'] as const) {
      const api = createFakeBodyMetricsApi({ activity: [today] });
      const onError = vi.fn();
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      api.failNext(route, 500);
      const view = renderFitness(await createFakeClient(api), { onError });
      expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong while loading your activity data.');
      expect(onError).toHaveBeenCalledWith({ message: 'Something went wrong while loading your activity data.' });
      expect(log).toHaveBeenCalledWith('[healthdeck] fitness load failed', expect.anything());
      log.mockRestore();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await ready();
      view.unmount();
    }
  });

  it('shows the signed-out state without calling the API', async () => {
    const api = createFakeBodyMetricsApi();
    renderFitness(await createFakeClient(api, { signedIn: false }));
    expect(screen.getByText('Sign in to see your activity.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});

// The Sleep Tracker on /client/home (spec 001 §2 dashboard widgets, §4 Sleep tracker): beside the
// hydration tracker, changing the level through the contract's calls, its goal link opening
// /client/profile inside the app.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

async function signedInWithSleep(sleepGoal: number | null) {
  let level = 8;
  const sleep = () => ({ status: 200, body: { data: { sleep: { total_levels: level, date: '2026-11-21' } } } });
  const setup = testClient({
    account: () => ({ status: 200, body: { ...accountFixture({ verified: true }), profile: { sleep_goal: sleepGoal, water_intake: null } } }),
    hydrationLast: () => ({ status: 200, body: { hydration: { total_ounces: 0, date: '2026-11-21' } } }),
    sleepLast: sleep,
    sleepIncrement: () => {
      level += 1;
      return sleep();
    },
    sleepDecrement: () => {
      level -= 1;
      return sleep();
    },
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('client home: sleep tracker', () => {
  it('shows the Sleep Tracker in the widget grid (hydration is in the Daily Journal panel) and saves a level change', async () => {
    const { client, api } = await signedInWithSleep(null);
    const user = userEvent.setup();
    renderApp('/client/home', client);
    const tracker = await screen.findByRole('region', { name: 'Sleep Tracker' });
    expect(tracker.closest('.hd-widget-grid')).not.toBeNull();
    const journal = screen.getByRole('region', { name: 'Daily Journal' });
    expect(within(journal).getByRole('region', { name: 'Hydration Tracker' })).toBeTruthy();
    expect(within(journal).queryByRole('region', { name: 'Sleep Tracker' })).toBeNull();
    expect((await within(tracker).findByTestId('sleep-level')).textContent).toBe('8');
    await user.click(within(tracker).getByRole('button', { name: 'Add sleep' }));
    await waitFor(() => expect(api.called('sleepIncrement')).toHaveLength(1));
    expect(within(tracker).getByTestId('sleep-level').textContent).toBe('9');
  });

  it("opens /client/profile inside the app from the 'Sleep goal' link", async () => {
    const { client } = await signedInWithSleep(7);
    const user = userEvent.setup();
    const { router } = renderApp('/client/home', client);
    const link = await screen.findByRole('link', { name: 'Sleep goal: 7 hours' });
    expect(link.getAttribute('href')).toBe('/client/profile');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile'));
  });
});

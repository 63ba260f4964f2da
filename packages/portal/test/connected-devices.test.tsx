// /client/profile Connected devices (spec 000 §7.6 authorizers, connect, revoke) and the way there:
// a member without a device sees the Sleep Summary and Fitness empty states on /client/home, follows
// "Connect a device" to the section, connects a source and sees their data; disconnecting the last
// source takes the widgets back to the empty state. Through the real sdk on the contract's shapes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@healthdeck/widgets';
import type { BodyMetricRecord, DeviceAuthorizersResponse, DeviceDataSource } from '@healthdeck/contract/light';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { sleepNight } from './records-fixture.js';
import { signInWithTokens } from '@healthdeck/sdk';

afterEach(() => clearToasts());

const NAMES: Record<DeviceDataSource, string> = { fitbit: 'Fitbit', garmin: 'Garmin', oura: 'Oura', withings: 'Withings' };
const day: BodyMetricRecord = {
  date: '2026-11-21',
  kind: 'physical_summary',
  sandbox: null,
  data: { physical_health: { summary: { physical_summary: { distance: { steps_int: 8123, walked_distance_meters_float: 4828.02 }, calories: { calories_expenditure_kcal_float: 410 } } } } },
};

/** A member whose connections the fake keeps as the server does: body metrics only while one is connected. */
async function member(options: { connected?: DeviceDataSource[]; authorizersFail?: () => boolean } = {}) {
  const sources = new Map<DeviceDataSource, string>((options.connected ?? []).map((s) => [s, '2026-11-20T09:00:00.000Z']));
  const list = (): DeviceAuthorizersResponse => ({
    authorizers: (Object.keys(NAMES) as DeviceDataSource[]).map((dataSource) => ({
      dataSource,
      name: NAMES[dataSource],
      connected: sources.has(dataSource),
      connected_at: sources.get(dataSource) ?? null,
    })),
  });
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
    bodyMetrics: (call) => ({ status: 200, body: { data: { body_metrics: sources.size === 0 ? [] : call.query.get('kind') === 'sleep_summary' ? [sleepNight] : [day] } } }),
    fitnessGoals: () => ({ status: 200, body: { goals: { GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: 500 } } }),
    deviceAuthorizers: () => (options.authorizersFail?.() ? { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'down' } } : { status: 200, body: list() }),
    deviceConnect: (call) => {
      const { dataSource } = call.body as { dataSource: DeviceDataSource };
      sources.set(dataSource, '2026-11-21T10:00:00.000Z');
      return { status: 200, body: { authorizer: list().authorizers.find((a) => a.dataSource === dataSource)!, authorization_url: null } };
    },
    deviceRevoke: (call) => {
      sources.delete((call.body as { dataSource: DeviceDataSource }).dataSource);
      return { status: 200, body: list() };
    },
    integrationCalls: () => ({ status: 200, body: { calls: [] } }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('connected devices', () => {
  // The member's day is 2026-11-21 (fitness reads its records by date).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a member without a device: empty states with "Connect a device" → the profile section → connect → the data; disconnect → empty again', async () => {
    const { client, api } = await member();
    const user = userEvent.setup();
    const { router } = renderApp('/client/home', client);
    const summary = await screen.findByRole('region', { name: 'Sleep Summary' });
    expect(await within(summary).findByText(/No device is connected/)).toBeTruthy();
    const fitness = await screen.findByRole('region', { name: 'Fitness' });
    expect(await within(fitness).findByRole('link', { name: 'Connect a device' })).toBeTruthy();
    expect(within(summary).queryByTestId('sleep-duration')).toBeNull();

    await user.click(within(summary).getByRole('link', { name: 'Connect a device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile'));
    expect(router.state.location.hash).toBe('#connected-devices');
    const section = await screen.findByRole('region', { name: 'Connected devices' });
    expect(section.id).toBe('connected-devices');
    const fitbit = await within(section).findByTestId('device-fitbit');
    expect(fitbit.textContent).toContain('Not connected');
    expect(
      within(section)
        .getAllByRole('button', { name: /^Connect / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Connect Fitbit', 'Connect Garmin', 'Connect Oura', 'Connect Withings']);

    await user.click(within(section).getByRole('button', { name: 'Connect Fitbit' }));
    await waitFor(() => expect(within(section).getByTestId('device-fitbit').textContent).toContain('Connected since Nov 21, 2026'));
    expect(api.called('deviceConnect').map((c) => c.body)).toEqual([{ dataSource: 'fitbit' }]);
    expect(await screen.findByText('Fitbit is connected.')).toBeTruthy();

    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Home' }));
    const again = await screen.findByRole('region', { name: 'Sleep Summary' });
    expect((await within(again).findByTestId('sleep-duration')).textContent).toBe('7h 45m');
    expect(await within(await screen.findByRole('region', { name: 'Fitness' })).findByTestId('fitness-steps')).toBeTruthy();

    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Profile' }));
    const section2 = await screen.findByRole('region', { name: 'Connected devices' });
    await user.click(await within(section2).findByRole('button', { name: 'Disconnect Fitbit' }));
    await waitFor(() => expect(within(section2).getByTestId('device-fitbit').textContent).toContain('Not connected'));
    expect(api.called('deviceRevoke').map((c) => c.body)).toEqual([{ dataSource: 'fitbit' }]);

    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Home' }));
    const after = await screen.findByRole('region', { name: 'Sleep Summary' });
    expect(await within(after).findByRole('link', { name: 'Connect a device' })).toBeTruthy();
    expect(within(after).queryByTestId('sleep-duration')).toBeNull();
  });

  it('lists a connected source with its date, and says when the list cannot be loaded, with a retry', async () => {
    let fail = true;
    const { client } = await member({ connected: ['oura'], authorizersFail: () => fail });
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    const section = await screen.findByRole('region', { name: 'Connected devices' });
    expect((await within(section).findByRole('alert')).textContent).toBe('Your devices could not be loaded.');
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Load devices again' }));
    expect((await within(section).findByTestId('device-oura')).textContent).toContain('Connected since Nov 20, 2026');
    expect(within(section).getByRole('button', { name: 'Disconnect Oura' })).toBeTruthy();
  });
});

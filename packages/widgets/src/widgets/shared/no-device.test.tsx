// Body metrics exist only for a member with a connected device (docs/decisions/0040-nothing-invented.md): the Sleep Summary
// and Fitness widgets show an empty state that says no device is connected, with a link to where one
// is connected; connecting brings the data, revoking takes the widgets back to the empty state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceAuthorizersResponse, DeviceDataSource, FitnessGoalsResponse, Language } from '@healthdeck/contract/light';
import { connectDevice, revokeDevice, type HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { activityRecord, DEMO_GOALS, NO_GOALS, sleepRecord, type ActivityDay, type SleepNight } from '../../test/fake-body-metrics-api';
import { SleepSummary } from '../sleep-summary/sleep-summary';
import { sleepSummaryMessages } from '../sleep-summary/messages';
import { Fitness } from '../fitness/fitness';
import { fitnessMessages } from '../fitness/messages';
import { DEVICES_HREF } from './no-device';

/** The sources the server lists (contract DEVICE_DATA_SOURCES, not in the zod-free entry). */
const DEVICE_DATA_SOURCES: Record<DeviceDataSource, string> = { fitbit: 'Fitbit', garmin: 'Garmin', oura: 'Oura', withings: 'Withings' };

const NIGHTS: SleepNight[] = [
  { date: '2026-11-21', seconds: 8 * 3600, light: 4 * 3600, deep: 2 * 3600, rem: 2 * 3600 },
  { date: '2026-11-20', seconds: 7 * 3600, light: 4 * 3600, deep: 1.5 * 3600, rem: 1.5 * 3600 },
];
const DAYS: ActivityDay[] = [
  { date: '2026-11-21', steps: 6400, meters: 4828.02, kcal: 425.4 },
  { date: '2026-11-20', steps: 7000, meters: 3218.68, kcal: 300 },
];

/**
 * The body-metrics and devices routes as the server answers them: records only while a source is
 * connected (`recorded` false: a connected device with nothing recorded yet); connect and revoke
 * change the connections.
 */
async function setUp(connected: DeviceDataSource[] = [], options: { goals?: FitnessGoalsResponse['goals']; recorded?: boolean } = {}) {
  const sources = new Set(connected);
  const has = () => sources.size > 0 && options.recorded !== false;
  const list = (): DeviceAuthorizersResponse => ({
    authorizers: (Object.keys(DEVICE_DATA_SOURCES) as DeviceDataSource[]).map((dataSource) => ({
      dataSource,
      name: DEVICE_DATA_SOURCES[dataSource],
      connected: sources.has(dataSource),
      connected_at: sources.has(dataSource) ? '2026-11-21T09:00:00.000Z' : null,
    })),
  });
  const server = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    bodyMetrics: ({ query }) => json({ data: { body_metrics: !has() ? [] : query.get('kind') === 'sleep_summary' ? NIGHTS.map(sleepRecord) : DAYS.map(activityRecord) } }),
    fitnessGoals: () => json({ goals: options.goals ?? DEMO_GOALS }),
    deviceAuthorizers: () => json(list()),
    deviceConnect: ({ body }) => {
      const { dataSource } = body as { dataSource: DeviceDataSource };
      sources.add(dataSource);
      return json({ authorizer: list().authorizers.find((a) => a.dataSource === dataSource), authorization_url: null });
    },
    deviceRevoke: ({ body }) => {
      sources.delete((body as { dataSource: DeviceDataSource }).dataSource);
      return json(list());
    },
  });
  return { server, client: await createFakeClient(server) };
}

function renderBoth(client: HealthDeck, options: { navigate?: (path: string) => void; language?: Language } = {}) {
  return render(
    <HealthDeckProvider client={client} navigate={options.navigate} language={options.language}>
      <SleepSummary />
      <Fitness />
    </HealthDeckProvider>,
  );
}

describe('Sleep Summary and Fitness without a connected device', () => {
  // The member's day is 2026-11-21 (fitness reads its records by date).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('say no device is connected and offer to connect one, instead of any sleep or activity', async () => {
    const { client } = await setUp();
    renderBoth(client);
    const sleep = await screen.findByRole('region', { name: 'Sleep Summary' });
    const fitness = await screen.findByRole('region', { name: 'Fitness' });
    expect(await within(sleep).findByText(sleepSummaryMessages.en.noDevice)).toBeTruthy();
    expect(await within(fitness).findByText(fitnessMessages.en.noDevice)).toBeTruthy();
    for (const region of [sleep, fitness]) {
      const link = within(region).getByRole('link', { name: 'Connect a device' });
      expect(link.getAttribute('href')).toBe(DEVICES_HREF);
    }
    expect(screen.queryByTestId('sleep-duration')).toBeNull();
    expect(screen.queryByTestId('fitness-steps')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state even without goals (the fitness widget otherwise renders nothing then)', async () => {
    const { client } = await setUp([], { goals: NO_GOALS });
    renderBoth(client);
    const fitness = await screen.findByRole('region', { name: 'Fitness' });
    expect(await within(fitness).findByRole('link', { name: 'Connect a device' })).toBeTruthy();
  });

  it("hands the link to the host's navigation, and takes a devicesHref", async () => {
    const navigate = vi.fn();
    const { client } = await setUp();
    renderBoth(client, { navigate });
    const sleep = await screen.findByRole('region', { name: 'Sleep Summary' });
    await userEvent.click(await within(sleep).findByRole('link', { name: 'Connect a device' }));
    expect(navigate).toHaveBeenCalledWith(DEVICES_HREF);

    const other = await setUp();
    const view = render(
      <HealthDeckProvider client={other.client}>
        <SleepSummary devicesHref="/settings/devices" />
        <Fitness devicesHref="/settings/devices" />
      </HealthDeckProvider>,
    );
    await waitFor(() =>
      expect(
        within(view.container)
          .getAllByRole('link', { name: 'Connect a device' })
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/settings/devices', '/settings/devices']),
    );
  });

  it('speaks the member’s language', async () => {
    const { client } = await setUp();
    renderBoth(client, { language: 'es' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Conectar un dispositivo' })).toHaveLength(2));
  });

  it('with a device: the data, without asking about devices; revoking goes back to the empty state, connecting brings the data', async () => {
    const { client, server } = await setUp(['fitbit']);
    renderBoth(client);
    expect((await screen.findByTestId('sleep-duration')).textContent).toBe('8h');
    expect(await screen.findByTestId('fitness-steps')).toBeTruthy();
    expect(server.called('deviceAuthorizers')).toEqual([]);

    await revokeDevice(client, 'fitbit');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Connect a device' })).toHaveLength(2));
    expect(screen.queryByTestId('sleep-duration')).toBeNull();
    expect(screen.queryByTestId('fitness-steps')).toBeNull();

    await connectDevice(client, 'oura');
    expect((await screen.findByTestId('sleep-duration')).textContent).toBe('8h');
    expect(await screen.findByTestId('fitness-steps')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect a device' })).toBeNull();
  });

  it('a connected device with nothing recorded yet: the plain empty state, no connect link', async () => {
    const { client } = await setUp(['garmin'], { recorded: false });
    renderBoth(client);
    const sleep = await screen.findByRole('region', { name: 'Sleep Summary' });
    expect(await within(sleep).findByText(sleepSummaryMessages.en.empty)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect a device' })).toBeNull();
  });
});

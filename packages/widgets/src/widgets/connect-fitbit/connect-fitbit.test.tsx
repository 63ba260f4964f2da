import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DeviceAuthorizersResponse, DeviceDataSource } from '@healthdeck/contract/light';
import { accountFixture, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { clearToasts, getToasts } from '../../primitives/toast/toast-store';
import { ConnectFitbit } from './connect-fitbit';

const NAMES: Record<DeviceDataSource, string> = { fitbit: 'Fitbit', garmin: 'Garmin', oura: 'Oura', withings: 'Withings' };

beforeEach(() => {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions;
  });
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

/** A fake that keeps the connections as the server does. */
async function renderFitbit(connected: DeviceDataSource[] = [], extra: FakeHandlers = {}, failFirst = false) {
  const sources = new Map<DeviceDataSource, string>(connected.map((s) => [s, '2026-11-20T09:00:00.000Z']));
  const list = (): DeviceAuthorizersResponse => ({
    authorizers: (Object.keys(NAMES) as DeviceDataSource[]).map((dataSource) => ({
      dataSource,
      name: NAMES[dataSource],
      connected: sources.has(dataSource),
      connected_at: sources.get(dataSource) ?? null,
    })),
  });
  const server = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    deviceAuthorizers: () => json(list()),
    deviceConnect: ({ body }) => {
      const { dataSource } = body as { dataSource: DeviceDataSource };
      sources.set(dataSource, '2026-11-21T10:00:00.000Z');
      return json({ authorizer: list().authorizers.find((a) => a.dataSource === dataSource), authorization_url: null });
    },
    deviceRevoke: ({ body }) => {
      sources.delete((body as { dataSource: DeviceDataSource }).dataSource);
      return json(list());
    },
    ...extra,
  });
  if (failFirst) server.failNext('deviceAuthorizers', 500);
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <HealthDeckProvider client={client}>
      <ConnectFitbit />
    </HealthDeckProvider>,
  );
  return server;
}

describe("Connect Fitbit (spec 000 §3.4 'Connect Fitbit'; §7.6 device authorizers, revoke)", () => {
  it('connects a Fitbit that is not connected, then disconnects it', async () => {
    const server = await renderFitbit();
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Fitbit' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your devices' })).toBeTruthy();
    expect(await screen.findByText('Connect your Fitbit to see your sleep and activity here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Fitbit' }));
    expect(await screen.findByText('Your Fitbit is connected since Nov 21, 2026.')).toBeTruthy();
    expect(server.called('deviceConnect').map((c) => c.body)).toEqual([{ dataSource: 'fitbit' }]);
    expect(getToasts().map((t) => t.message)).toEqual(['Fitbit is connected.']);
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Fitbit' }));
    expect(await screen.findByText('Connect your Fitbit to see your sleep and activity here.')).toBeTruthy();
    expect(server.called('deviceRevoke').map((c) => c.body)).toEqual([{ dataSource: 'fitbit' }]);
    expect(screen.getByRole('link', { name: 'Other devices' }).getAttribute('href')).toBe('/client/profile#connected-devices');
  });

  it("shows the sdk's failure ('Failed to connect device', spec 000 §8) when connecting fails, and keeps Connect", async () => {
    await renderFitbit([], { deviceConnect: () => ({ status: 502, body: { statusCode: 502, error_code: 'INTERNAL', message: 'Fitbit is not answering' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Fitbit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to connect device');
    expect(screen.getByRole('button', { name: 'Connect Fitbit' })).toBeTruthy();
  });

  it('says the devices could not be loaded, with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFitbit(['fitbit'], {}, true);
    expect((await screen.findByRole('alert')).textContent).toBe('Your devices could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Your Fitbit is connected since Nov 20, 2026.')).toBeTruthy());
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { resetFeatureFlags, setFeatureFlags, type HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { PlacedWidget } from '../../registry/placed-widget';
import { namedWidgetConfig } from '../shared/placed-test-utils';
import { HealthTip } from './health-tip';

afterEach(() => {
  resetFeatureFlags();
  vi.restoreAllMocks();
});

const TIP = { id: '55555555-5555-4555-8555-555555555555', description: 'Drink a glass of water before each meal.' };

async function setup(handlers: FakeHandlers, { signedIn = true, failFirst = false } = {}): Promise<{ client: HealthDeck; server: ReturnType<typeof createFakeServer> }> {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), ...handlers });
  const client = await createFakeClient(server, { signedIn });
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  if (failFirst) server.failNext('randomHealthTip', 500);
  return { client, server };
}

describe('Health Tip (spec 001 §2, §3 Health tip: description)', () => {
  it("shows the random tip's description under its heading, after a loading placeholder", async () => {
    const { client } = await setup({ randomHealthTip: () => json({ health_tip: TIP }) });
    render(
      <HealthDeckProvider client={client}>
        <HealthTip />
      </HealthDeckProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Health tip' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading a health tip' })).toBeTruthy();
    expect(await screen.findByText('Drink a glass of water before each meal.')).toBeTruthy();
  });

  it('says so when no tip is configured', async () => {
    const { client } = await setup({ randomHealthTip: () => json({ health_tip: null }) });
    render(
      <HealthDeckProvider client={client}>
        <HealthTip />
      </HealthDeckProvider>,
    );
    expect(await screen.findByText('No health tip today. Check back soon.')).toBeTruthy();
  });

  it('shows the failure with Try again, reports it, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { client } = await setup({ randomHealthTip: () => json({ health_tip: TIP }) }, { failFirst: true });
    render(
      <HealthDeckProvider client={client}>
        <HealthTip onError={onError} />
      </HealthDeckProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load a health tip.');
    expect(onError).toHaveBeenCalledWith({ message: 'We could not load a health tip.' });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Drink a glass of water before each meal.')).toBeTruthy();
  });

  it('is placed for the name Health Tip only while the healthtip flag is on (spec 001 §2) (off by default)', async () => {
    const { client, server } = await setup({ randomHealthTip: () => json({ health_tip: TIP }) });
    const off = render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Health Tip')} />
      </HealthDeckProvider>,
    );
    expect(off.container.innerHTML).toBe('');
    off.unmount();
    setFeatureFlags({ healthtip: true });
    const { unmount } = render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Health Tip')} />
      </HealthDeckProvider>,
    );
    expect(await screen.findByText('Drink a glass of water before each meal.')).toBeTruthy();
    unmount();
    setFeatureFlags({ healthtip: false });
    const calls = server.called('randomHealthTip').length;
    const { container } = render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Health Tip')} />
      </HealthDeckProvider>,
    );
    expect(container.innerHTML).toBe('');
    expect(server.called('randomHealthTip').length).toBe(calls);
  });
});

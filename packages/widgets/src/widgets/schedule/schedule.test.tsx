import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { resetFeatureFlags, setFeatureFlags, type HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { PlacedWidget } from '../../registry/placed-widget';
import { namedWidgetConfig } from '../shared/placed-test-utils';
import { Schedule } from './schedule';

afterEach(() => {
  resetFeatureFlags();
  vi.restoreAllMocks();
});

const LINK = { scheduling_link: { url: 'https://calendly.com/healthdeck-demo/care-call' } };

async function setup(handlers: FakeHandlers, { failFirst = false } = {}): Promise<{ client: HealthDeck; server: ReturnType<typeof createFakeServer> }> {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), ...handlers });
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  if (failFirst) server.failNext('schedulingLink', 500);
  return { client, server };
}

function renderIn(client: HealthDeck, onError?: (detail: { message: string }) => void) {
  return render(
    <HealthDeckProvider client={client}>
      <Schedule onError={onError} />
    </HealthDeckProvider>,
  );
}

describe('Schedule (spec 001 §2 schedule a call; GET scheduling link)', () => {
  it('opens the scheduling link in a new tab (noopener)', async () => {
    const { client } = await setup({ schedulingLink: () => json(LINK) });
    renderIn(client);
    expect(screen.getByRole('heading', { level: 2, name: 'Schedule a call' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the scheduling link' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Pick a time (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://calendly.com/healthdeck-demo/care-call');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says scheduling is unavailable without a link, or with one that is not a web address', async () => {
    const { client } = await setup({ schedulingLink: () => json({ scheduling_link: null }) });
    const { unmount } = renderIn(client);
    expect(await screen.findByText('Scheduling is not available right now.')).toBeTruthy();
    unmount();
    const other = await setup({ schedulingLink: () => json({ scheduling_link: { url: 'javascript:alert(1)' } }) });
    renderIn(other.client);
    expect(await screen.findByText('Scheduling is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the failure with Try again, reports it, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { client } = await setup({ schedulingLink: () => json(LINK) }, { failFirst: true });
    renderIn(client, onError);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the scheduling link.');
    expect(onError).toHaveBeenCalledWith({ message: 'We could not load the scheduling link.' });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: 'Pick a time (opens in a new tab)' })).toBeTruthy();
  });

  it('is placed for the name Schedule only while the calendly flag is on (off by default)', async () => {
    const { client, server } = await setup({ schedulingLink: () => json(LINK) });
    const { container, unmount } = render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Schedule')} />
      </HealthDeckProvider>,
    );
    expect(container.innerHTML).toBe('');
    expect(server.called('schedulingLink')).toEqual([]);
    unmount();
    setFeatureFlags({ calendly: true });
    render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Schedule')} />
      </HealthDeckProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Pick a time (opens in a new tab)' })).toBeTruthy();
  });
});

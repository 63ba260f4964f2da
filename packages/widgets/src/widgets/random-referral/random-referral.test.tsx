import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Referral } from '@healthdeck/contract/light';
import { resetFeatureFlags, setFeatureFlags, type HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { PlacedWidget } from '../../registry/placed-widget';
import { namedWidgetConfig } from '../shared/placed-test-utils';
import { RandomReferral } from './random-referral';

afterEach(() => {
  resetFeatureFlags();
  vi.restoreAllMocks();
});

function referral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    title: 'Talk to a counsellor',
    button_text: 'Find a counsellor',
    description: 'Free, confidential sessions with a licensed counsellor.',
    desktop_image: 'https://cdn.example.com/counsellor.png',
    url: 'https://example.com/counselling',
    category: null,
    ...overrides,
  };
}

async function setup(handlers: FakeHandlers, { failFirst = false } = {}): Promise<{ client: HealthDeck; server: ReturnType<typeof createFakeServer> }> {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), ...handlers });
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  if (failFirst) server.failNext('randomReferral', 500);
  return { client, server };
}

function renderIn(client: HealthDeck, onError?: (detail: { message: string }) => void) {
  return render(
    <HealthDeckProvider client={client}>
      <RandomReferral onError={onError} />
    </HealthDeckProvider>,
  );
}

describe('Random Referral (spec 001 §3 Referral: title, button_text, description, desktop_image, url)', () => {
  it('shows the title, description and desktop image, and button_text opening the url in a new tab (noopener)', async () => {
    const { client } = await setup({ randomReferral: () => json({ referral: referral() }) });
    const { container } = renderIn(client);
    expect(screen.getByRole('status', { name: 'Loading a recommendation' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Talk to a counsellor' })).toBeTruthy();
    expect(screen.getByText('Free, confidential sessions with a licensed counsellor.')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/counsellor.png');
    const button = screen.getByRole('link', { name: 'Find a counsellor (opens in a new tab)' });
    expect(button.getAttribute('href')).toBe('https://example.com/counselling');
    expect(button.getAttribute('target')).toBe('_blank');
    expect(button.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves out an image it may not show and a link that leads nowhere safe', async () => {
    const { client } = await setup({ randomReferral: () => json({ referral: referral({ desktop_image: 'javascript:alert(1)', url: 'javascript:alert(1)' }) }) });
    const { container } = renderIn(client);
    expect(await screen.findByRole('heading', { name: 'Talk to a counsellor' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when no referral is configured', async () => {
    const { client } = await setup({ randomReferral: () => json({ referral: null }) });
    renderIn(client);
    expect(await screen.findByText('No recommendation for you right now.')).toBeTruthy();
  });

  it('shows the failure with Try again, reports it, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { client } = await setup({ randomReferral: () => json({ referral: referral() }) }, { failFirst: true });
    renderIn(client, onError);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load a recommendation.');
    expect(onError).toHaveBeenCalledWith({ message: 'We could not load a recommendation.' });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { name: 'Talk to a counsellor' })).toBeTruthy();
  });

  it('is placed for the name Random Referral only while the random referral flag is on (off by default)', async () => {
    const { client } = await setup({ randomReferral: () => json({ referral: referral() }) });
    const off = render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Random Referral')} />
      </HealthDeckProvider>,
    );
    expect(off.container.innerHTML).toBe('');
    off.unmount();
    setFeatureFlags({ 'Random Referral': true });
    const { unmount } = render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Random Referral')} />
      </HealthDeckProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Talk to a counsellor' })).toBeTruthy();
    unmount();
    setFeatureFlags({ 'Random Referral': false });
    const { container } = render(
      <HealthDeckProvider client={client}>
        <PlacedWidget config={namedWidgetConfig('Random Referral')} />
      </HealthDeckProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});

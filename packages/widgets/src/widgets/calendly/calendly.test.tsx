import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeHandler } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { Calendly } from './calendly';
import { calendlyEmbedAddress } from './calendly-embed';

afterEach(() => {
  vi.restoreAllMocks();
});

async function show(schedulingLink: FakeHandler) {
  const client = await createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })), schedulingLink }), { signedIn: true });
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <HealthDeckProvider client={client}>
      <Calendly />
    </HealthDeckProvider>,
  );
}

describe('Calendly (spec 000 §3.4 CALENDLY, GET scheduling link)', () => {
  it('embeds a Calendly page inline, titled, with a link opening it in a new tab', async () => {
    await show(() => json({ scheduling_link: { url: 'https://calendly.com/healthdeck-demo/care-call' } }));
    expect(screen.getByRole('status', { name: 'Loading the scheduling page' })).toBeTruthy();
    const frame = await screen.findByTitle('Scheduling page (Calendly)');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://calendly.com/healthdeck-demo/care-call');
    expect(src.searchParams.get('embed_type')).toBe('Inline');
    expect(src.searchParams.get('embed_domain')).toBe(location.host);
    const link = screen.getByRole('link', { name: 'Open the scheduling page (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://calendly.com/healthdeck-demo/care-call');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers another scheduling site as a link only (the portal frames Calendly alone)', async () => {
    await show(() => json({ scheduling_link: { url: 'https://book.example.org/care' } }));
    const link = await screen.findByRole('link', { name: 'Pick a time (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://book.example.org/care');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says scheduling is not available when no link is configured', async () => {
    await show(() => json({ scheduling_link: null }));
    expect(await screen.findByText('Scheduling is not available right now.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the failure with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    await show(() => (++calls === 1 ? apiError(500) : json({ scheduling_link: { url: 'https://calendly.com/x/y' } })));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the scheduling page.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByTitle('Scheduling page (Calendly)')).toBeTruthy();
  });

  it.each([
    ['https://calendly.com/a/b', true],
    ['https://calendly.com/', false],
    ['http://calendly.com/a', false],
    ['https://calendly.com.evil.example/a', false],
    ['https://user:pw@calendly.com/a', false],
    ['not a url', false],
  ])('frames %s: %s', (link, framed) => {
    expect(calendlyEmbedAddress(link, 'portal.example') !== null).toBe(framed);
  });
});

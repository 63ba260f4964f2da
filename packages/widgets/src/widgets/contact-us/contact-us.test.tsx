import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Widget } from '@healthdeck/contract/light';
import { resetFeatureFlags, setFeatureFlags, type HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeHandler } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { PlacedWidget } from '../../registry/placed-widget';
import { namedWidgetConfig } from '../shared/placed-test-utils';
import { ContactUs } from './contact-us';

afterEach(() => {
  resetFeatureFlags();
  vi.restoreAllMocks();
});

const CONFIGURED = namedWidgetConfig('Contact Us', {
  description: 'Questions about your care or your account? Our member support team is here to help.',
  cta_text: 'Contact us',
  cta_url_type: 'url',
  cta_url: 'https://healthdeck.example.com/contact',
});

const NO_LINK = () => json({ contact_link: null });

async function client(signedIn = true, contactLink: FakeHandler = NO_LINK): Promise<HealthDeck> {
  const hd = await createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })), contactLink }), { signedIn });
  hd.queryClient.setDefaultOptions({ queries: { retry: false } });
  return hd;
}

async function renderIn(config: Widget | undefined, signedIn = true, contactLink: FakeHandler = NO_LINK) {
  return render(
    <HealthDeckProvider client={await client(signedIn, contactLink)}>
      <ContactUs config={config} />
    </HealthDeckProvider>,
  );
}

describe('Contact Us (spec 001 §2: opens an external contact page)', () => {
  it("opens the widget's contact page in a new tab (noopener), with its description", async () => {
    await renderIn(CONFIGURED);
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('Questions about your care or your account? Our member support team is here to help.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Contact us (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://healthdeck.example.com/contact');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['no configuration', undefined],
    ['no address', namedWidgetConfig('Contact Us')],
    ['a page link', namedWidgetConfig('Contact Us', { cta_url_type: 'page', cta_page: { slug: 'profile', parent_slug: null } })],
    ['a javascript: address', namedWidgetConfig('Contact Us', { cta_url_type: 'url', cta_url: 'javascript:alert(1)' })],
  ])('says the contact page is not set up for %s when the server has none either', async (_label, config) => {
    await renderIn(config);
    expect(screen.getByRole('status', { name: 'Loading our contact page' })).toBeTruthy();
    expect(await screen.findByText('Our contact page is not set up yet. Please check back soon.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("without an address of its own, opens the organisation's contact page from the server (a CONTACTUS page)", async () => {
    await renderIn(undefined, true, () => json({ contact_link: { url: 'https://support.example.org/contact' } }));
    const link = await screen.findByRole('link', { name: 'Contact us (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://support.example.org/contact');
    expect(screen.getByText('Questions about your care or your account? We are here to help.')).toBeTruthy();
  });

  it("shows the failure with Try again when the server's contact page cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    await renderIn(undefined, true, () => (++calls === 1 ? apiError(500) : json({ contact_link: { url: 'https://support.example.org/contact' } })));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load our contact page.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: 'Contact us (opens in a new tab)' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in', async () => {
    await renderIn(CONFIGURED, false);
    expect(screen.getByText('Sign in to contact us.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is placed for the name Contact Us only while the contactus flag is on (off by default)', async () => {
    const hd = await client();
    const off = render(
      <HealthDeckProvider client={hd}>
        <PlacedWidget config={CONFIGURED} />
      </HealthDeckProvider>,
    );
    expect(off.container.innerHTML).toBe('');
    off.unmount();
    setFeatureFlags({ contactus: true });
    const { unmount } = render(
      <HealthDeckProvider client={hd}>
        <PlacedWidget config={CONFIGURED} />
      </HealthDeckProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Contact us (opens in a new tab)' })).toBeTruthy();
    unmount();
    setFeatureFlags({ contactus: false });
    const { container } = render(
      <HealthDeckProvider client={hd}>
        <PlacedWidget config={CONFIGURED} />
      </HealthDeckProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});

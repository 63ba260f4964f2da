import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Widget } from '@healthdeck/contract/light';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { widgetConfig } from '../content-card/test-config';
import { HtmlContent } from './html-content';
import { sanitizeHtml } from './sanitize';

// DOMPurify cannot walk happy-dom's tree (its cached prototype getters read an empty nodeName), so
// here the sanitiser is replaced by a stand-in and the component's use of it is what is tested;
// sanitize.test.ts checks it fails closed under happy-dom, and sanitize.browser.test.ts runs the
// real sanitiser on the XSS corpus in Chromium.
vi.mock('./sanitize', () => ({ sanitizeHtml: vi.fn() }));
const sanitize = vi.mocked(sanitizeHtml);

afterEach(() => {
  sanitize.mockReset();
});

async function renderHtml(config: Widget, navigate?: (path: string) => void) {
  const client = await createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })) }), { signedIn: false });
  return render(
    <HealthDeckProvider client={client} navigate={navigate}>
      <HtmlContent config={config} />
    </HealthDeckProvider>,
  );
}

describe('HtmlContent (spec 001 §2 html type)', () => {
  it('shows the title and only what the sanitiser returns, never the raw html', async () => {
    sanitize.mockReturnValue('<p>Welcome</p>');
    const { container } = await renderHtml(widgetConfig({ type: 'html', title: 'From your clinic', html: '<p>Welcome</p><img src=x onerror="alert(1)">' }));
    expect(sanitize).toHaveBeenCalledWith('<p>Welcome</p><img src=x onerror="alert(1)">');
    expect(screen.getByRole('heading', { name: 'From your clinic' })).toBeTruthy();
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('hands a plain click on a link of this site to the host navigation; a link opening a new tab is left alone', async () => {
    sanitize.mockReturnValue('<p><a href="/client/profile">Your profile</a> or <a href="https://example.com" target="_blank" rel="noopener noreferrer">elsewhere</a></p>');
    const navigate = vi.fn();
    await renderHtml(widgetConfig({ type: 'html', html: 'links' }), navigate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Your profile' }).dispatchEvent(click);
    expect(navigate).toHaveBeenCalledWith('/client/profile');
    expect(click.defaultPrevented).toBe(true);
    // The document sees the click after the widget; it records it and keeps happy-dom from opening the tab.
    let prevented: boolean | undefined;
    document.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    screen.getByRole('link', { name: 'elsewhere' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(prevented).toBe(false);
  });

  it('renders nothing without content, or when nothing survives sanitising', async () => {
    sanitize.mockReturnValue('');
    const { container, unmount } = await renderHtml(widgetConfig({ type: 'html', title: 'Empty' }));
    expect(container.textContent).toBe('');
    unmount();
    const hostile = await renderHtml(widgetConfig({ type: 'html', title: 'Only a script', html: '<script>alert(1)</script>' }));
    expect(hostile.container.textContent).toBe('');
  });
});

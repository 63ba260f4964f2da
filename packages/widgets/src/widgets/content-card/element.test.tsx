import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { setElementClient } from '../../elements/element-client';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { define as defineContentCard } from './element';
import { define as defineHtmlContent } from '../html-content/element';
import { widgetConfig } from './test-config';

beforeAll(async () => {
  setElementClient(await createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })) }), { signedIn: false }));
  defineContentCard();
  defineHtmlContent();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function rootOf(el: Element | null): HTMLElement {
  return el?.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
}
function sheetText(el: Element): string {
  return (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
}

describe('<hd-content-card>', () => {
  it('renders the card of its config property into an open shadow root with its sheet', async () => {
    const el = document.createElement('hd-content-card') as HTMLElement & { config?: unknown };
    el.config = widgetConfig({ type: 'nudge', title: 'Drink water', description: 'Two more glasses.', cta_url_type: 'url', cta_url: 'https://example.com/water' });
    document.body.append(el);
    const ui = within(rootOf(el));
    expect(await ui.findByRole('heading', { name: 'Drink water' })).toBeTruthy();
    expect(el.shadowRoot?.mode).toBe('open');
    expect(ui.getByRole('link', { name: 'Drink water (opens in a new tab)' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(sheetText(el)).toContain('.hd-content-card__cta--arrow');
  });

  it('reads the config from its JSON attribute', async () => {
    document.body.innerHTML = `<hd-content-card config='${JSON.stringify(widgetConfig({ type: 'text', title: 'From an attribute' }))}'></hd-content-card>`;
    const ui = within(rootOf(document.querySelector('hd-content-card')));
    expect(await ui.findByRole('heading', { name: 'From an attribute' })).toBeTruthy();
  });
});

describe('<hd-html-content>', () => {
  it('renders from its config property into an open shadow root, and shows nothing where DOMPurify cannot run (happy-dom)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement('hd-html-content') as HTMLElement & { config?: unknown };
    el.config = widgetConfig({ type: 'html', html: '<p>Clinic news</p><img src=x onerror="alert(1)"><script>alert(1)</script>' });
    document.body.append(el);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(el.shadowRoot?.mode).toBe('open');
    expect(rootOf(el).innerHTML).toBe('');
    expect(sheetText(el)).toContain('.hd-html-content__body');
    error.mockRestore();
  });
});

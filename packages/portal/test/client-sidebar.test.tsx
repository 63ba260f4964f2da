import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClientMenuPage, RouteName } from '@healthdeck/contract';
import { accountFixture, tokensFixture, type FakeHandler } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';

// spec 000 §2 (the client sidebar; pages by parent slug plus slug), spec 001 §2 (feature flags).

let nextId = 0;
const menuPage = (title: string, slug: string, fields: Partial<ClientMenuPage> = {}): ClientMenuPage => ({
  id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
  title,
  slug,
  parent_slug: null,
  page_type: null,
  content_display: 'default',
  programs: [],
  ...fields,
});

async function member(pages: ClientMenuPage[], extra: Partial<Record<RouteName, FakeHandler>> = {}) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
    clientPagesMenu: () => ({ status: 200, body: { pages, member_programs: [] } }),
    ...extra,
  });
  await setup.client.auth.useTokens(tokensFixture());
  return setup;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Client' });

describe('client sidebar (spec 000 §2)', () => {
  it('lists the pages the server says the member may open, by slug or parent slug plus slug, home once', async () => {
    const { client } = await member([menuPage('Home', 'home'), menuPage('About us', 'about'), menuPage('Sleep well', 'sleep-well', { parent_slug: 'wellbeing' })]);
    renderApp('/client/profile', client);
    const about = await within(await screen.findByRole('navigation', { name: 'Client' })).findByRole('link', { name: 'About us' });
    expect(about.getAttribute('href')).toBe('/client/about');
    expect(within(sidebar()).getByRole('link', { name: 'Sleep well' }).getAttribute('href')).toBe('/client/wellbeing/sleep-well');
    expect(within(sidebar()).getAllByRole('link', { name: 'Home' })).toHaveLength(1);
  });

  it('hides pages whose type belongs to a feature flag that is off (spec 001 §2), and shows them when on', async () => {
    const pages = [
      menuPage('Book a call', 'book', { page_type: 'CALENDLY' }),
      menuPage('Vitals scan', 'vitals-scan', { page_type: 'VITALS' }),
      menuPage('My tests', 'my-tests', { page_type: 'MYTESTPAGE' }),
      menuPage('Insights', 'insights', { page_type: 'INSIGHTS' }),
    ];
    const off = await member(pages, { featureFlags: () => ({ status: 200, body: { flags: { vitals: false } } }) });
    const view = renderApp('/client/profile', off.client);
    await within(await screen.findByRole('navigation', { name: 'Client' })).findByRole('link', { name: 'Insights' });
    await waitFor(() => expect(off.api.called('featureFlags').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(sidebar()).queryByRole('link', { name: 'Vitals scan' })).toBeNull());
    // calendly is off by default; my test page on by default.
    expect(within(sidebar()).queryByRole('link', { name: 'Book a call' })).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'My tests' })).toBeTruthy();
    view.unmount();

    const on = await member(pages, { featureFlags: () => ({ status: 200, body: { flags: { calendly: true, vitals: true } } }) });
    renderApp('/client/profile', on.client);
    expect(await within(await screen.findByRole('navigation', { name: 'Client' })).findByRole('link', { name: 'Book a call' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Vitals scan' })).toBeTruthy();
  });
});

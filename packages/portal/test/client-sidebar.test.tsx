import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientMenuPage, RouteName } from '@healthdeck/contract';
import { accountFixture, tokensFixture, type FakeHandler } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

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
  await signInWithTokens(setup.client, tokensFixture());
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

describe('Complete Profile redirect (spec 001 §2)', () => {
  const program = '00000000-0000-4000-8000-0000000000aa';
  const other = '00000000-0000-4000-8000-0000000000bb';
  const sso =
    (completed: boolean): FakeHandler =>
    () => ({ status: 200, body: { sso_login: { url: 'https://sso.example/x', expires_at: '2099-01-01T00:00:00.000Z', completed_profile: completed } } });
  async function open(path: string, pagePrograms: string[], memberPrograms: string[], completed: boolean) {
    const setup = testClient({
      account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
      clientPagesMenu: () => ({ status: 200, body: { pages: [menuPage('Complete Profile', 'complete-profile', { programs: pagePrograms })], member_programs: memberPrograms } }),
      moreActiveSso: sso(completed),
    });
    await signInWithTokens(setup.client, tokensFixture());
    return { ...setup, ...renderApp(path, setup.client) };
  }

  it('sends a member whose profile is not completed to /client/{slug} of the Complete Profile page of their programme', async () => {
    const { router } = await open('/client/profile', [program], [program], false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/complete-profile'));
  });

  it.each([
    ['the profile is completed', [program], [program], true],
    ["the page's programmes are not the member's", [other], [program], false],
    ['the page has no programmes', [], [program], false],
    ["the member is in only some of the page's programmes", [program, other], [program], false],
  ] as const)('stays when %s', async (_case, pagePrograms, memberPrograms, completed) => {
    const { router, api } = await open('/client/profile', [...pagePrograms], [...memberPrograms], completed);
    await within(await screen.findByRole('navigation', { name: 'Client' })).findByRole('link', { name: 'Complete Profile' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/client/profile');
    if (!completed) expect(api.called('moreActiveSso')).toHaveLength(0);
  });

  it('folds the pages behind a Menu button on a phone: it opens and closes them, Escape closes them and gives the button focus back, and a navigation closes them', async () => {
    const { client } = await member([menuPage('About us', 'about')]);
    renderApp('/client/profile', client);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    const aside = button.closest('aside');
    expect(button.getAttribute('aria-controls')).toBe('hd-sidebar-menu');
    expect(document.getElementById('hd-sidebar-menu')?.contains(sidebar())).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(aside?.getAttribute('data-menu-open')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(aside?.getAttribute('data-menu-open')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(await within(sidebar()).findByRole('link', { name: 'About us' }));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });
});

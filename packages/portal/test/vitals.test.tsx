// spec 001 §2 Virtual Vitals routes (/client/vitals after the permissions step and on Retake,
// /client/vitals/history from History) and spec 000 §3.4 page type VITALS.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteName } from '@healthdeck/contract';
import { accountFixture, tokensFixture, type FakeHandler } from '@healthdeck/sdk/testing';
import { pageAnswer } from './page-fixture.js';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

async function member(extra: Partial<Record<RouteName, FakeHandler>> = {}) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
    vitals: () => ({ status: 200, body: { vitals: { total_count: 0, models: [] } } }),
    vitalThresholds: () => ({ status: 200, body: { thresholds: [] } }),
    // spec 001 §2: the vitals flag is off until the organisation turns it on.
    featureFlags: () => ({ status: 200, body: { flags: { vitals: true } } }),
    ...extra,
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('Virtual Vitals routes (spec 001 §2)', () => {
  it('a VITALS page shows the vitals widget; its permissions step’s Continue opens /client/vitals in the app', async () => {
    const { client } = await member({ clientPage: () => ({ status: 200, body: pageAnswer('My vitals', {}, 'my-vitals', { page_type: 'VITALS' }) }) });
    const { router } = renderApp('/client/my-vitals', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'My vitals' })).toBeTruthy();
    // The later steps load on demand (started on pointing at the button): each is found when it shows.
    await userEvent.click(await screen.findByRole('button', { name: 'Take my vitals' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Continue' }));
    // The route's code loads before the location commits (lazy routes).
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/vitals'));
    // No camera in this browser: the scan says so, with the way back.
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No camera was found/);
    expect(screen.getByRole('region', { name: 'Take my vitals' })).toBeTruthy();
  });

  it('/client/vitals/history is its own screen, not a configured page', async () => {
    const { client, api } = await member();
    renderApp('/client/vitals/history', client);
    expect(await screen.findByRole('region', { name: 'Vitals history' })).toBeTruthy();
    expect(await screen.findByText('You have no vitals yet. Take your vitals to see them here.')).toBeTruthy();
    expect(api.called('clientPage')).toHaveLength(0);
  });
});

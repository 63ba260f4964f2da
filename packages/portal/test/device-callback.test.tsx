// /client/devices/fitbit/callback: the member's return from Fitbit's consent page finishes the
// connection with the code and state once, says so, and says plainly when they declined or it failed.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { signInWithTokens } from '@healthdeck/sdk';
import { renderApp, testClient } from './render-app.js';

async function member(answer: () => { status: number; body: unknown }) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
    deviceAuthorizationComplete: answer,
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

const connected = { status: 200, body: { authorizer: { dataSource: 'fitbit', name: 'Fitbit', connected: true, connected_at: '2026-11-21T10:00:00.000Z' } } };

describe('Fitbit callback', () => {
  it('sends the code and state once and says the Fitbit is connected', async () => {
    const { client, api } = await member(() => connected);
    renderApp('/client/devices/fitbit/callback?code=abc123&state=xyz789', client);
    expect(await screen.findByText('Your Fitbit is connected. Your sleep and activity will appear on your dashboard.')).toBeTruthy();
    expect(api.called('deviceAuthorizationComplete').map((c) => c.body)).toEqual([{ dataSource: 'fitbit', code: 'abc123', state: 'xyz789' }]);
    expect(screen.getByRole('link', { name: 'Go to your devices' }).getAttribute('href')).toBe('/client/profile#connected-devices');
  });

  it('shows the server’s reason when the connection is refused', async () => {
    const { client } = await member(() => ({
      status: 400,
      body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'This Fitbit connection was not started here or has expired. Please connect again.' },
    }));
    renderApp('/client/devices/fitbit/callback?code=abc&state=old', client);
    expect(await screen.findByText(/Your Fitbit could not be connected\. This Fitbit connection was not started here or has expired/)).toBeTruthy();
  });

  it('sends nothing when the member declined at Fitbit, or the link is cut', async () => {
    const { client, api } = await member(() => connected);
    const first = renderApp('/client/devices/fitbit/callback?error=access_denied&error_description=The+user+denied+the+request.', client);
    expect(await screen.findByText('You did not allow HealthDeck to read your Fitbit data, so nothing was connected.')).toBeTruthy();
    first.unmount();
    renderApp('/client/devices/fitbit/callback?state=only', client);
    expect(await screen.findByText('This link is incomplete. Start connecting your Fitbit again from your devices.')).toBeTruthy();
    expect(api.called('deviceAuthorizationComplete')).toHaveLength(0);
  });
});

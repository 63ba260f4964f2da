import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { signInWithTokens } from '@healthdeck/sdk';
import { renderApp, testClient } from './render-app.js';

// spec 001 §3 Account flag renderedMoreActiveIframe; §4 Single sign-on session: "If expires_at is
// past, a new login is fetched and refreshed; hidden frames load the sign-on url."

const frame = () => document.querySelector<HTMLIFrameElement>('iframe.hd-partner-sign-on');

async function member(rendered: boolean, logins: string[]) {
  let served = 0;
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ verified: true, renderedMoreActiveIframe: rendered }) }),
    moreActiveSso: () => {
      const expires_at = logins[Math.min(served, logins.length - 1)];
      served += 1;
      return { status: 200, body: { sso_login: { url: `https://partner.test/sso?token=${served}`, expires_at, completed_profile: true } } };
    },
    sessionSave: () => ({ status: 204 }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('partner sign-on frame (spec 001 §4 Single sign-on session)', () => {
  it('loads the sign-on url once in a hidden frame, then saves renderedMoreActiveIframe and removes it', async () => {
    const { client, api } = await member(false, ['2099-01-01T00:00:00.000Z']);
    renderApp('/client/profile', client);
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('https://partner.test/sso?token=1'));
    expect(frame()?.hidden).toBe(true);
    expect(frame()?.getAttribute('title')).toBe('MoreActive sign-in (hidden)');
    fireEvent.load(frame()!);
    await waitFor(() => expect(api.called('sessionSave').map((call) => call.body)).toEqual([{ renderedMoreActiveIframe: true }]));
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('an expired login is never loaded: a new one is fetched and the frame loads that', async () => {
    const { client, api } = await member(false, ['2020-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z']);
    renderApp('/client/profile', client);
    const loaded: string[] = [];
    await waitFor(() => {
      const src = frame()?.getAttribute('src');
      if (src) loaded.push(src);
      expect(src).toMatch(/token=[2-9]$/);
    });
    expect(loaded).not.toContain('https://partner.test/sso?token=1');
    expect(api.called('moreActiveSso').length).toBeGreaterThanOrEqual(2);
  });

  it('a session whose frame has loaded shows none and asks for no login', async () => {
    const { client, api } = await member(true, ['2099-01-01T00:00:00.000Z']);
    renderApp('/client/profile', client);
    await waitFor(() => expect(api.called('account').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frame()).toBeNull();
    expect(api.called('moreActiveSso')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { accountFixture, secondFactorFixture, tokensFixture, type FakeHandler } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import type { RouteName } from '@healthdeck/contract';
import { signInWithTokens } from '@healthdeck/sdk';

const hydration: FakeHandler = () => ({ status: 200, body: { hydration: { total_ounces: 0, date: '2026-11-21' } } });

async function signedIn(roles: ('admin' | 'member')[], extra: Partial<Record<RouteName, FakeHandler>> = {}) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ roles }) }),
    secondFactorStatus: () => ({ status: 200, body: secondFactorFixture() }),
    hydrationLast: hydration,
    ...extra,
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('route guards', () => {
  it('sends a visitor without a session from /client/home to /sign-in', async () => {
    const { client } = testClient({});
    const { router } = renderApp('/client/home', client);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('sends a visitor without a session from /admin to /sign-in', async () => {
    const { client } = testClient({});
    const { router } = renderApp('/admin', client);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('redirects / to /client/home when signed in', async () => {
    const { client } = await signedIn(['member']);
    const { router } = renderApp('/', client);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/client/home');
  });

  it('tells a member who opens /admin that they are not authorized', async () => {
    const { client, api } = await signedIn(['member']);
    renderApp('/admin', client);
    expect(await screen.findByText(ERROR_MESSAGES.Unauthorized)).toBeTruthy();
    expect(api.called('adminUsers')).toHaveLength(0);
  });
});

describe('client home', () => {
  it('shows the signed-in email, Home as the current item, and signs out', async () => {
    const { client } = await signedIn(['member']);
    const user = userEvent.setup();
    const { router } = renderApp('/client/home', client);
    const sidebar = await screen.findByRole('complementary');
    expect(await within(sidebar).findByText('member@example.com')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(client.$session.get()).toBeNull();
  });

  it("turns 'Verify my email' into a disabled 'Resend verification email' after sending (spec 001 §4)", async () => {
    const { client, api } = await signedIn(['member'], { sendVerificationEmail: () => ({ status: 204 }) });
    const user = userEvent.setup();
    renderApp('/client/home', client);
    await user.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByText('Verification email sent')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend verification email' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(api.called('sendVerificationEmail')).toHaveLength(1);
  });

  it("says 'Failed to send verification email' and lets the member try again", async () => {
    const { client } = await signedIn(['member'], {
      sendVerificationEmail: () => ({ status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'mail down' } }),
    });
    const user = userEvent.setup();
    renderApp('/client/home', client);
    await user.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByText('Failed to send verification email')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify my email' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the resend disabled when the email was already sent at sign-up (session flag)', async () => {
    const setup = testClient({
      account: () => ({ status: 200, body: accountFixture({ verificationEmailSent: true }) }),
      hydrationLast: hydration,
    });
    await signInWithTokens(setup.client, tokensFixture());
    renderApp('/client/home', setup.client);
    const resend = (await screen.findByRole('button', { name: 'Resend verification email' })) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('Verification email sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify my email' })).toBeNull();
  });

  it('hides the verify card for a verified member', async () => {
    const setup = testClient({
      account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
      hydrationLast: hydration,
    });
    await signInWithTokens(setup.client, tokensFixture());
    renderApp('/client/home', setup.client);
    await within(await screen.findByRole('complementary')).findByText('member@example.com');
    expect(screen.queryByRole('button', { name: 'Verify my email' })).toBeNull();
    expect(screen.queryByText('Verify your email')).toBeNull();
  });
});

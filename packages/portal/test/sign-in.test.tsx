import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, type LoginErrorCode } from '@healthdeck/contract';
import { accountFixture, apiError, TEST_KDF, TEST_KEY_SALT, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, renderAppReady, testClient } from './render-app.js';

// The field labels carry an aria-hidden asterisk, so match from the start of the label text.
const emailField = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const passwordField = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
// While busy the button's name also carries the spinner's 'Loading' label.
const signInButton = () => screen.getByRole('button', { name: /Sign in$/ });

function loginAnswering(code: LoginErrorCode) {
  return testClient({
    preLogin: () => ({ status: 200, body: { keySalt: TEST_KEY_SALT, kdf: TEST_KDF } }),
    login: () => ({ status: 200, body: { data: null, error_code: code } }),
  });
}

describe('sign-in screen', () => {
  it('opened straight at its address, says it is loading while its code loads (no blank screen, no router warning)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { client } = loginAnswering('INVALID_CREDENTIALS');
    renderApp('/sign-in', client);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('button', { name: /Sign in$/ })).toBeTruthy();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    warn.mockRestore();
  });

  // spec 000 §8: login answers 200 with an error_code, each mapped to its own message.
  it.each([
    ['INVALID_CREDENTIALS', ERROR_MESSAGES.InvalidCredentials],
    ['MAX_INCORRECT_LOGIN_ATTEMPTS', ERROR_MESSAGES.MaxIncorrectLoginAttempts],
    ['WEAK_PASSWORD', ERROR_MESSAGES.WeakPassword],
  ] as const)('shows %s as %j and keeps what was typed', async (code, message) => {
    const { client, api } = loginAnswering(code);
    const user = userEvent.setup();
    await renderAppReady('/sign-in', client);

    await user.type(emailField(), 'member@example.com');
    await user.type(passwordField(), 'correct horse battery');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(emailField().value).toBe('member@example.com');
    expect(passwordField().value).toBe('correct horse battery');
    expect((signInButton() as HTMLButtonElement).disabled).toBe(false);
    expect(client.$session.get()).toBeNull();
    // The password itself never goes over the wire: login carries the derived credential.
    const sent = api.called('login')[0]?.body as { email: string; password: string };
    expect(sent.email).toBe('member@example.com');
    expect(sent.password).not.toBe('correct horse battery');
    expect(sent.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('asks an account with a second factor for a code after the password, sends it with the challenge, and shows a refusal', async () => {
    const wrong = 'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.';
    const { client, api } = testClient({
      preLogin: () => ({ status: 200, body: { keySalt: TEST_KEY_SALT, kdf: TEST_KDF } }),
      login: () => ({ status: 200, body: { data: null, error_code: null, secondFactor: { challenge: 'challenge-1' } } }),
      secondFactorSignIn: () => apiError(400, wrong, 'VALIDATION_FAILED', { code: wrong }),
    });
    const user = userEvent.setup();
    await renderAppReady('/sign-in', client);
    await user.type(emailField(), 'staff@example.com');
    await user.type(passwordField(), 'correct horse battery');
    await user.click(signInButton());

    const code = (await screen.findByLabelText(/^Authentication code/)) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(client.$session.get()).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: /Verify$/ }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', wrong);
    expect(api.called('secondFactorSignIn')[0]?.body).toEqual({ challenge: 'challenge-1', code: '123456' });
    expect(client.$session.get()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
  });

  it('disables the button with a spinner while signing in', async () => {
    let release: () => void = () => undefined;
    const { client } = testClient({
      preLogin: () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { keySalt: TEST_KEY_SALT, kdf: TEST_KDF } });
        }),
      login: () => ({ status: 200, body: { data: null, error_code: 'INVALID_CREDENTIALS' } }),
    });
    const user = userEvent.setup();
    await renderAppReady('/sign-in', client);
    await user.type(emailField(), 'member@example.com');
    await user.type(passwordField(), 'whatever-it-is');
    await user.click(signInButton());

    const button = signInButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByText(ERROR_MESSAGES.InvalidCredentials);
    await waitFor(() => expect((signInButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('refuses an empty form in the page without calling the server', async () => {
    const { client, api } = loginAnswering('INVALID_CREDENTIALS');
    const user = userEvent.setup();
    await renderAppReady('/sign-in', client);
    await user.click(signInButton());
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());
    expect(api.calls).toHaveLength(0);
  });

  it('is usable from the keyboard alone: Tab through the fields and submit with Enter', async () => {
    const { client, api } = loginAnswering('INVALID_CREDENTIALS');
    const user = userEvent.setup();
    await renderAppReady('/sign-in', client);
    emailField().focus();
    await user.keyboard('member@example.com');
    await user.tab();
    expect(document.activeElement).toBe(passwordField());
    await user.keyboard('a password{Enter}');
    expect(await screen.findByText(ERROR_MESSAGES.InvalidCredentials)).toBeTruthy();
    expect(api.called('login')).toHaveLength(1);
  });

  it('links to sign up and forgot password', async () => {
    const { client } = loginAnswering('INVALID_CREDENTIALS');
    await renderAppReady('/sign-in', client);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  // docs/decisions/0095-saml-single-sign-on.md: the entry appears for an email of a domain an organisation signs in.
  it("offers the organisation's single sign-on once the typed email's domain has one", async () => {
    const { client, api } = testClient({
      samlDiscovery: (req) =>
        String(req.query.get('email')).endsWith('@acme.test')
          ? { status: 200, body: { organization: { name: 'Acme Health', login_url: 'http://portal.test/sso/saml/org-1/login' } } }
          : { status: 200, body: { organization: null } },
    });
    const user = userEvent.setup();
    await renderAppReady('/sign-in', client);
    await user.type(emailField(), 'someone@elsewhere.test');
    await waitFor(() => expect(api.called('samlDiscovery')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Sign in with your organisation/ })).toBeNull();
    await user.clear(emailField());
    await user.type(emailField(), 'member@acme.test');
    await waitFor(() => expect(api.called('samlDiscovery').map((c) => c.query.get('email'))).toContain('member@acme.test'));
    const entry = await screen.findByRole('link', { name: 'Sign in with your organisation (Acme Health)' });
    expect(entry.getAttribute('href')).toBe('http://portal.test/sso/saml/org-1/login');
  });

  it('says why single sign-on came back without a session', async () => {
    const { client } = loginAnswering('INVALID_CREDENTIALS');
    await renderAppReady('/sign-in?sso=no-account', client);
    expect(screen.getByRole('alert').textContent).toMatch(/no HealthDeck account of your organisation/);
  });
});

describe('the end of an organisation sign-in', () => {
  it('exchanges the ticket for a locked session and lands on the home page', async () => {
    const { client, api } = testClient({
      loginSaml: () => ({ status: 200, body: { data: tokensFixture(), error_code: null } }),
      account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
    });
    const { router } = await renderAppReady('/sign-in/organisation#ticket=t-1', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/home'));
    expect(api.called('loginSaml')[0]?.body).toEqual({ ticket: 't-1' });
    expect(client.$privateKey.get()).toBeNull();
  });

  it('says a spent ticket has ended and links back to sign in', async () => {
    const { client } = testClient({ loginSaml: () => ({ status: 200, body: { data: null, error_code: 'INVALID_CREDENTIALS' } }) });
    await renderAppReady('/sign-in/organisation#ticket=spent', client);
    expect((await screen.findByRole('alert')).textContent).toMatch(/used or has expired/);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});

import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { PASSWORD_REASONS } from '@healthdeck/sdk';
import { renderAppReady, testClient } from './render-app.js';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const createButton = () => screen.getByRole('button', { name: 'Create account' });

function client() {
  return testClient({
    recaptchaVerify: (call) => ({
      status: 200,
      body: { data: { success: String((call.body as { recaptchaKey: string }).recaptchaKey).startsWith('sandbox-') } },
    }),
  });
}

describe('sign-up screen', () => {
  it('refuses mismatched passwords with the message, sending nothing', async () => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    await user.type(field(/^Your name/), 'New Member');
    await user.type(field(/^Email/), 'new@example.com');
    await user.type(field(/^Password/), 'Str0ng-Passw0rd!');
    await user.type(field(/^Confirm password/), 'Str0ng-Passw0rd?');
    await user.click(createButton());

    // The form validates asynchronously (its zod resolver): on a loaded machine the message comes a tick after the click.
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(field(/^Confirm password/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Password/).getAttribute('aria-invalid')).toBeNull();
    expect(api.called('register')).toHaveLength(0);
    // Nothing typed is lost.
    expect(field(/^Password/).value).toBe('Str0ng-Passw0rd!');
    expect(field(/^Confirm password/).value).toBe('Str0ng-Passw0rd?');
  });

  it.each([
    ['short', 'Ab1!', PASSWORD_REASONS.tooShort],
    ['one class', 'abcdefghijkl', PASSWORD_REASONS.fewClasses],
  ])('refuses a weak (%s) password with "Weak Password" and why', async (_case, password, reason) => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    await user.type(field(/^Your name/), 'New Member');
    await user.type(field(/^Email/), 'new@example.com');
    await user.type(field(/^Password/), password);
    await user.type(field(/^Confirm password/), password);
    await user.click(createButton());

    expect(await screen.findByText(ERROR_MESSAGES.WeakPassword)).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Password/));
    expect(api.calls.filter((c) => c.name !== 'humanCheckConfig')).toHaveLength(0);
  });

  it('asks for the reCAPTCHA before creating the account', async () => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    await user.type(field(/^Your name/), 'New Member');
    await user.type(field(/^Email/), 'new@example.com');
    await user.type(field(/^Password/), 'Str0ng-Passw0rd!');
    await user.type(field(/^Confirm password/), 'Str0ng-Passw0rd!');
    await user.click(createButton());
    expect(screen.getByText("Please confirm you're not a robot")).toBeTruthy();
    expect(api.called('register')).toHaveLength(0);
  });

  it.each([
    ['empty', '', 'Enter your name'],
    ['only spaces', '   ', 'Enter your name'],
    ['too long', 'n'.repeat(101), 'Your name must be at most 100 characters'],
  ])('refuses a name that is %s with a clear message on the field, sending nothing', async (_case, name, message) => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    if (name) await user.type(field(/^Your name/), name);
    await user.type(field(/^Email/), 'new@example.com');
    await user.type(field(/^Password/), 'Str0ng-Passw0rd!');
    await user.type(field(/^Confirm password/), 'Str0ng-Passw0rd!');
    await user.click(createButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(/^Your name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Your name/));
    expect(api.called('register')).toHaveLength(0);
  });

  it('sends the name, without surrounding spaces, with the new account', async () => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    await user.type(field(/^Your name/), '  Ana Núñez ');
    await user.type(field(/^Email/), 'new@example.com');
    await user.type(field(/^Password/), 'Str0ng-Passw0rd!');
    await user.type(field(/^Confirm password/), 'Str0ng-Passw0rd!');
    await user.click(await screen.findByLabelText("I'm not a robot"));
    await waitFor(() => expect((screen.getByLabelText("I'm not a robot") as HTMLInputElement).checked).toBe(true));
    await user.click(createButton());
    await waitFor(() => expect(api.called('register')).toHaveLength(1));
    expect(api.called('register')[0]?.body).toMatchObject({ name: 'Ana Núñez', email: 'new@example.com' });
  });

  it("verifies a 'sandbox-' token with the server when 'I'm not a robot' is checked", async () => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    const robot = (await screen.findByLabelText("I'm not a robot")) as HTMLInputElement;
    robot.focus();
    await user.keyboard(' '); // keyboard only
    await waitFor(() => expect(robot.checked).toBe(true));
    const sent = api.called('recaptchaVerify')[0]?.body as { recaptchaKey: string };
    expect(sent.recaptchaKey).toMatch(/^sandbox-[0-9a-f]{32}$/);
  });

  it('leaves the box unchecked and says so when the server refuses the token', async () => {
    const { client: sdk } = testClient({
      recaptchaVerify: () => ({ status: 200, body: { data: { success: false } } }),
    });
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    const robot = (await screen.findByLabelText("I'm not a robot")) as HTMLInputElement;
    await user.click(robot);
    expect(await screen.findByText('Verification failed. Please try again.')).toBeTruthy();
    expect(robot.checked).toBe(false);
  });

  it("loads the configured provider's widget and sends its token with the registration only; a refusal asks for a new one", async () => {
    const { client: sdk, api } = testClient({
      humanCheckConfig: () => ({ status: 200, body: { provider: 'turnstile', site_key: '0x4AAAAAAA-site' } }),
      register: () => ({ status: 400, body: { statusCode: 400, error_code: 'CONFLICT', message: 'An account with this email already exists' } }),
    });
    // The provider's script is caught on its way into the page (jsdom runs no outside script).
    const appended: HTMLScriptElement[] = [];
    const append = document.head.appendChild.bind(document.head);
    const spy = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) {
        appended.push(node);
        return node;
      }
      return append(node);
    });
    onTestFinished(() => spy.mockRestore());
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    // The page asks for Turnstile's documented script with explicit rendering.
    const script = await waitFor(() => {
      const found = appended.find((s) => s.src.startsWith('https://challenges.cloudflare.com/turnstile/v0/api.js'));
      if (!found) throw new Error('no Turnstile script yet');
      return found;
    });
    expect(script.src).toContain('render=explicit');
    const rendered: Record<string, unknown>[] = [];
    const resets: unknown[] = [];
    const globals = window as unknown as Record<string, unknown>;
    globals.turnstile = {
      render: (_box: HTMLElement, options: Record<string, unknown>) => {
        rendered.push(options);
        return 'widget-1';
      },
      reset: (id: unknown) => resets.push(id),
      remove: () => {},
    };
    (globals[new URL(script.src).searchParams.get('onload')!] as () => void)();
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]).toMatchObject({ sitekey: '0x4AAAAAAA-site', language: 'en' });
    expect(screen.queryByLabelText("I'm not a robot")).toBeNull();

    await user.type(field(/^Your name/), 'New Member');
    await user.type(field(/^Email/), 'new@example.com');
    await user.type(field(/^Password/), 'Str0ng-Passw0rd!');
    await user.type(field(/^Confirm password/), 'Str0ng-Passw0rd!');
    (rendered[0]!.callback as (token: string) => void)('0.solved-token');
    await user.click(createButton());
    await waitFor(() => expect(api.called('register')).toHaveLength(1));
    expect(api.called('register')[0]?.body).toMatchObject({ recaptchaKey: '0.solved-token' });
    // A token answers once: the verify call would spend it before the registration.
    expect(api.called('recaptchaVerify')).toHaveLength(0);
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    await waitFor(() => expect(resets).toEqual(['widget-1']));
    expect(screen.getByText('Please complete the check again.')).toBeTruthy();
  });

  it('says when the human check cannot be loaded, and tries again', async () => {
    let fail = true;
    const { client: sdk } = testClient({
      humanCheckConfig: () =>
        fail ? { status: 503, body: { statusCode: 503, error_code: 'UNAVAILABLE', message: 'down' } } : { status: 200, body: { provider: 'sandbox', site_key: null } },
    });
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    expect(await screen.findByText('The human check could not be loaded. Check your connection and try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText("I'm not a robot")).toBeTruthy();
    expect(screen.getByText('Sandbox check for demos: it does not tell people from scripts')).toBeTruthy();
  });
});

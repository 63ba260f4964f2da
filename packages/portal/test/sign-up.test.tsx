import { describe, expect, it } from 'vitest';
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
    expect(api.calls).toHaveLength(0);
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
    await user.click(screen.getByLabelText("I'm not a robot"));
    await waitFor(() => expect((screen.getByLabelText("I'm not a robot") as HTMLInputElement).checked).toBe(true));
    await user.click(createButton());
    await waitFor(() => expect(api.called('register')).toHaveLength(1));
    expect(api.called('register')[0]?.body).toMatchObject({ name: 'Ana Núñez', email: 'new@example.com' });
  });

  it("verifies a 'sandbox-' token with the server when 'I'm not a robot' is checked", async () => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady('/sign-up', sdk);
    const robot = screen.getByLabelText("I'm not a robot") as HTMLInputElement;
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
    const robot = screen.getByLabelText("I'm not a robot") as HTMLInputElement;
    await user.click(robot);
    expect(await screen.findByText('Verification failed. Please try again.')).toBeTruthy();
    expect(robot.checked).toBe(false);
  });
});

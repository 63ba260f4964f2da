// /reset-password with the optional recovery phrase: a phrase that is not 12 valid words is refused
// in the page; one the account does not have is said so under the field; without one the page says
// what will not open and links to organisation-assisted recovery, before and after the reset.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppReady, testClient } from './render-app.js';

const PATH = '/reset-password?key=reset-key&email=member%40example.com';
const PASSWORD = 'Green-Teapot-77';
// A valid BIP39 phrase (the checksum word last); the account in these tests has none.
const PHRASE = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

function client() {
  return testClient({
    passwordRecoveryWrap: () => ({ status: 200, body: { data: { phrase: null, publicKey: null } } }),
    passwordSet: () => ({ status: 204 }),
  });
}

async function fillPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^New password/), PASSWORD);
  await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
}

describe('reset password screen', () => {
  it('without a phrase: says what will not open, links to recovery, and after the reset says it again', async () => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady(PATH, sdk);
    expect(screen.getByText(/^Without the recovery phrase, what you recorded before/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask your organisation to recover your records' }).getAttribute('href')).toBe('/client/key-recovery');
    await fillPassword(user);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask your organisation to recover your records' })).toBeTruthy();
    expect(api.called('passwordRecoveryWrap')).toHaveLength(0);
    expect(api.called('passwordSet')[0]!.body).not.toHaveProperty('encrptedPrivateKey');
  }, 60_000);

  it('refuses a phrase that is not 12 valid words in the page, and says when the account has no phrase', async () => {
    const { client: sdk, api } = client();
    const user = userEvent.setup();
    await renderAppReady(PATH, sdk);
    const phrase = screen.getByLabelText(/^Recovery phrase \(optional\)/) as HTMLInputElement;
    await user.type(phrase, 'abandon abandon');
    await fillPassword(user);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Enter all 12 words of your recovery phrase, in order, or leave the field empty.')).toBeTruthy();
    expect(document.activeElement).toBe(phrase);
    expect(api.called('passwordRecoveryWrap')).toHaveLength(0);
    // The explanation of a reset without the phrase is not shown while a phrase is typed.
    expect(screen.queryByText(/^Without the recovery phrase/)).toBeNull();

    await user.clear(phrase);
    await user.type(phrase, PHRASE);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This account has no recovery phrase. Leave the field empty to reset without it.')).toBeTruthy();
    expect(api.called('passwordSet')).toHaveLength(0);
  }, 60_000);
});

// The profile's Recovery phrase card: a member without one is told what that means and makes one;
// the 12 words are shown on the sheet, 3 are typed back (a wrong one refused, nothing saved), and
// after a reload (the private key not open in this page) the password is asked before saving.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@healthdeck/widgets';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { signInWithTokens } from '@healthdeck/sdk';
import { renderApp, testClient } from './render-app.js';

afterEach(() => clearToasts());

async function member(createdAt: string | null) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
    keyWraps: () => ({
      status: 200,
      body: {
        data: createdAt
          ? [
              {
                kind: 'phrase' as const,
                wrappedPrivateKey: '-----BEGIN PGP PRIVATE KEY BLOCK-----x',
                wrappedDataKey: '-----BEGIN PGP MESSAGE-----x',
                salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
                kdf: { algorithm: 'argon2id' as const, memoryKiB: 19456, iterations: 2, parallelism: 1, hashLength: 32 as const },
                createdAt,
              },
            ]
          : [],
      },
    }),
    deviceAuthorizers: () => ({ status: 200, body: { authorizers: [] } }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('recovery phrase card', () => {
  it('says when the member has a phrase and offers a new one that replaces it', async () => {
    const { client } = await member('2026-11-02T12:00:00.000Z');
    renderApp('/client/profile', client);
    const card = await screen.findByRole('region', { name: 'Recovery phrase' }, { timeout: 20_000 });
    expect(await within(card).findByText('You have a recovery phrase, made on November 2, 2026.')).toBeTruthy();
    expect(within(card).getByText(/the old words stop working/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Make a new recovery phrase' })).toBeTruthy();
  }, 60_000);

  it('makes one: 12 words on the sheet, 3 typed back, a wrong word refused, the password asked when the key is locked', async () => {
    const { client, api } = await member(null);
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    const card = await screen.findByRole('region', { name: 'Recovery phrase' }, { timeout: 20_000 });
    expect(await within(card).findByText(/^You have no recovery phrase\./)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Create a recovery phrase' }));

    const sheet = await within(card).findByRole('region', { name: 'Your recovery phrase' });
    const words = within(sheet)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(words).toHaveLength(12);
    expect(within(sheet).getByText('Account: member@example.com')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Print recovery sheet' })).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'I have written it down' }));

    const confirm = await within(card).findByRole('region', { name: 'Confirm your recovery phrase' });
    const fields = within(confirm).getAllByLabelText(/^Word \d+/) as HTMLInputElement[];
    expect(fields).toHaveLength(3);
    const wordAt = (field: HTMLInputElement) => words[Number(field.dataset.word) - 1]!;
    await user.type(fields[0]!, wordAt(fields[0]!) === 'zoo' ? 'abandon' : 'zoo');
    await user.type(fields[1]!, wordAt(fields[1]!));
    await user.type(fields[2]!, wordAt(fields[2]!));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and save' }));
    expect(await within(confirm).findByText('This is not the word at that place in your phrase.')).toBeTruthy();
    expect(document.activeElement).toBe(fields[0]);

    await user.clear(fields[0]!);
    await user.type(fields[0]!, wordAt(fields[0]!).toUpperCase());
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and save' }));
    // A session restored from tokens has no private key open: the password comes first.
    expect(await within(confirm).findByText('Enter your password to unlock your keys in this browser, then save again.')).toBeTruthy();
    expect(within(confirm).getByLabelText(/^Password/)).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Unlock and save' })).toBeTruthy();
    expect(api.called('keyWrapSave')).toHaveLength(0);
  }, 60_000);
});

// spec 001 §2 language picker modal (six languages), §3 client state (default language en), §9
// Timing (language switch delay 1000 ms): the choice is saved in the member's preferences, applies
// to the portal and every widget after the delay, and comes back from the preferences on load.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountResponse, PreferencesSaveRequest } from '@healthdeck/contract';
import { $language, setLanguage, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, apiError, json, tokensFixture } from '@healthdeck/sdk/testing';
import { LANGUAGE_STORAGE_KEY } from '../src/shell/language-choice.js';
import { renderApp, testClient } from './render-app.js';
import { shellHandlers } from './member-shell-fixture.js';

afterEach(() => {
  setLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

async function member(options: { saved?: AccountResponse['profile']['language']; saveFails?: boolean } = {}) {
  let profile: AccountResponse['profile'] = { sleep_goal: null, water_intake: null, ...(options.saved ? { language: options.saved } : {}) };
  const setup = testClient({
    ...shellHandlers(),
    account: () => json({ ...accountFixture({ verified: true }), profile }),
    preferencesSave: (call) => {
      if (options.saveFails) return apiError(500);
      const body = call.body as PreferencesSaveRequest;
      profile = { ...profile, ...(body.language ? { language: body.language } : {}) };
      return json({ preferences: profile });
    },
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('language picker', () => {
  it('offers the six languages, saves the choice, and switches the portal and its widgets after 1000 ms', async () => {
    const { client, api } = await member();
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['en', 'es', 'fr', 'de', 'pt', 'mh']);

    await user.click(within(dialog).getByRole('radio', { name: 'Español' }));
    const clicked = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Switching language…')).toBeTruthy();
    await waitFor(() => expect(api.called('preferencesSave')).toHaveLength(1));
    expect(api.called('preferencesSave')[0]?.body).toEqual({ language: 'es' });
    // Saved, but not switched before the delay.
    expect($language.get()).toBe('en');

    await waitFor(() => expect($language.get()).toBe('es'), { timeout: 3000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000 - 20);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(await screen.findByRole('button', { name: 'Idioma: Español' })).toBeTruthy();
    // The widgets' own strings follow (the toast viewport's label is the primitives' catalogue).
    await waitFor(() => expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies the language saved in the preferences when the member comes back', async () => {
    const { client } = await member({ saved: 'fr' });
    renderApp('/client/profile', client);
    expect(await screen.findByRole('button', { name: 'Langue : Français' })).toBeTruthy();
    expect($language.get()).toBe('fr');
  });

  it('switches nothing and says so when the save fails', async () => {
    const { client } = await member({ saveFails: true });
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    await user.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Could not save your language. Try again.');
    expect($language.get()).toBe('en');
  });
});

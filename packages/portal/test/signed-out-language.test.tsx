// spec 001 §2 language selection on the signed-out pages: the browser's language before any choice
// (navigator.languages matched to the six, else English), a labelled select that switches at once
// and is remembered by this browser, and the choice kept as the preference of a member with none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $language, setLanguage } from '@healthdeck/sdk';
import { accountFixture, json, tokensFixture } from '@healthdeck/sdk/testing';
import { applyStartLanguage, LANGUAGE_STORAGE_KEY } from '../src/shell/language-choice.js';
import { renderAppReady, testClient } from './render-app.js';

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

const browserAsksFor = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
// Each catalogue other than English loads on first use: its words arrive a moment after the page.
const languageSelect = async (name: string) => (await screen.findByRole('combobox', { name })) as HTMLSelectElement;

describe('the language of the signed-out pages', () => {
  it("opens in the browser's language without a choice: an es-ES browser gets the sign-in page in Spanish", async () => {
    browserAsksFor('es-ES', 'es', 'en');
    applyStartLanguage();
    await renderAppReady('/sign-in', testClient({}).client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    expect((await languageSelect('Idioma')).value).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // Nothing was chosen, so nothing is remembered: a later visit asks the browser again.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('falls back to English for a browser asking for none of the six', async () => {
    browserAsksFor('it-IT', 'ja');
    applyStartLanguage();
    await renderAppReady('/sign-up', testClient({}).client);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect((await languageSelect('Language')).value).toBe('en');
  });

  it('offers the six languages in their own words, switches at once from the keyboard, and remembers the choice', async () => {
    browserAsksFor('en-US');
    applyStartLanguage();
    const user = userEvent.setup();
    await renderAppReady('/forgot-password', testClient({}).client);
    const select = await languageSelect('Language');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
      ['pt', 'Português'],
      ['mh', 'Kajin M̧ajeļ'],
    ]);
    select.focus();
    await user.selectOptions(select, 'fr');
    expect((await languageSelect('Langue')).value).toBe('fr');
    expect($language.get()).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeTruthy();
  });

  it("a remembered choice wins over the browser's language", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    browserAsksFor('es-ES');
    applyStartLanguage();
    await renderAppReady('/sign-in', testClient({}).client);
    expect((await languageSelect('Sprache')).value).toBe('de');
  });
});

describe('the signed-out language at sign-in', () => {
  function organisationSignIn(saved: 'de' | null) {
    return testClient({
      loginSaml: () => ({ status: 200, body: { data: tokensFixture(), error_code: null } }),
      account: () => json({ ...accountFixture({ verified: true }), profile: { sleep_goal: null, water_intake: null, ...(saved ? { language: saved } : {}) } }),
      preferencesSave: (call) => json({ preferences: { sleep_goal: null, water_intake: null, ...(call.body as object) } }),
    });
  }

  it('becomes the preference of a member who has none', async () => {
    setLanguage('fr');
    const { client, api } = organisationSignIn(null);
    const { router } = await renderAppReady('/sign-in/organisation#ticket=t-1', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/home'));
    await waitFor(() => expect(api.called('preferencesSave')).toHaveLength(1));
    expect(api.called('preferencesSave')[0]?.body).toEqual({ language: 'fr' });
    expect($language.get()).toBe('fr');
  });

  it("leaves a member's own preference alone, which then applies", async () => {
    setLanguage('fr');
    const { client, api } = organisationSignIn('de');
    const { router } = await renderAppReady('/sign-in/organisation#ticket=t-1', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/home'));
    await waitFor(() => expect($language.get()).toBe('de'));
    expect(api.called('preferencesSave')).toHaveLength(0);
  });
});

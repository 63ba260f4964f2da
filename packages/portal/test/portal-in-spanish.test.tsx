// Spec 001 §2 language picker: the language chosen applies to the whole portal, its
// older screens included — the signed-out screens, the client area's frame, the profile and the
// testing center — from the one language the app root gives every screen (the sdk's $language,
// set from the member's saved preference).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountResponse } from '@healthdeck/contract';
import { $language, setLanguage, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, json, tokensFixture } from '@healthdeck/sdk/testing';
import { LANGUAGE_STORAGE_KEY } from '../src/shell/language-choice.js';
import { shellHandlers } from './member-shell-fixture.js';
import { renderApp, testClient } from './render-app.js';

afterEach(() => {
  setLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

/** A signed-in member whose preferences hold `language`. */
async function member(language: AccountResponse['profile']['language']) {
  const setup = testClient({
    ...shellHandlers(),
    account: () => json({ ...accountFixture({ verified: true }), profile: { sleep_goal: null, water_intake: null, language } }),
    deviceAuthorizers: () => json({ authorizers: [] }),
    clientKits: () => json({ kits: [], next_after: null, total_count: 0 }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('the portal in Spanish', () => {
  it('shows sign-in in Spanish, its validation messages included', async () => {
    setLanguage('es');
    const { client } = testClient({});
    renderApp('/sign-in', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    // Each part's words arrive with its catalogue: under load, after the heading's.
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Crear una cuenta' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Enlaces de la cuenta' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
    expect(screen.getByLabelText(/Correo electrónico/)).toBeTruthy();
    expect(screen.queryByText('Sign in')).toBeNull();
  });

  it('applies the Spanish saved in the preferences to the client area and the profile', async () => {
    const { client } = await member('es');
    renderApp('/client/profile', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeTruthy();
    expect($language.get()).toBe('es');
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Centro de pruebas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(await screen.findByLabelText(/Meta de sueño \(horas\)/)).toBeTruthy();
    expect(screen.getByText('Déjalo vacío para usar 8 horas')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dispositivos conectados' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(screen.queryByText('Your profile')).toBeNull();
  });

  it('titles the testing center in Spanish', async () => {
    const { client } = await member('es');
    renderApp('/client/testing-center', client);
    await waitFor(() => expect($language.get()).toBe('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de pruebas' })).toBeTruthy();
  });

  it('says an unknown address is not found in Spanish', async () => {
    setLanguage('es');
    const { client } = testClient({});
    renderApp('/no-such-page', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a HealthDeck' })).toBeTruthy();
  });
});

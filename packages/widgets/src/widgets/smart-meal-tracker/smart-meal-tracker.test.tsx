import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeMealsApi } from '../../test/fake-meals-api';
import { SmartMealTracker, type SmartMealTrackerProps } from './smart-meal-tracker';

function renderTracker(client: HealthDeck, props: SmartMealTrackerProps = {}, language?: Language) {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <SmartMealTracker {...props} />
    </HealthDeckProvider>,
  );
}

const ring = (name: string) => screen.getByRole('progressbar', { name });

describe('SmartMealTracker (spec 001 §7, §9)', () => {
  it('shows a skeleton, then calories against 2000 and carbs, protein, fat against 250, 90, 55', async () => {
    const api = createFakeMealsApi({ energy: 500, carbs: 125, protein: 45, fat: 11 });
    const client = await createFakeClient(api);
    const release = api.holdNext('mealsDailyIntake');
    renderTracker(client);
    expect(screen.getByRole('status', { name: 'Loading calorie intake' }).getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByRole('progressbar', { name: 'Calories' });
    expect(ring('Calories').getAttribute('aria-valuetext')).toBe('500 / 2000 kcal');
    expect(ring('Calories').getAttribute('aria-valuenow')).toBe('25');
    expect(ring('Carbs').getAttribute('aria-valuetext')).toBe('125 / 250 g');
    expect(ring('Carbs').getAttribute('aria-valuenow')).toBe('50');
    expect(ring('Protein').getAttribute('aria-valuenow')).toBe('50');
    expect(ring('Fat').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.queryByText('No meals logged today yet.')).toBeNull();
    expect(api.requests.filter((r) => r.includes('/meals/'))).toEqual(['GET /api/client/meals/daily-intake']);
  });

  it('caps every ring at 100 percent', async () => {
    const api = createFakeMealsApi({ energy: 2600, carbs: 300, protein: 90, fat: 80 });
    renderTracker(await createFakeClient(api));
    await screen.findByRole('progressbar', { name: 'Calories' });
    expect(ring('Calories').getAttribute('aria-valuetext')).toBe('2600 / 2000 kcal');
    for (const name of ['Calories', 'Carbs', 'Protein', 'Fat']) expect(ring(name).getAttribute('aria-valuenow')).toBe('100');
  });

  it('says nothing is logged yet on an empty day, with rings at zero', async () => {
    const api = createFakeMealsApi();
    renderTracker(await createFakeClient(api));
    await screen.findByText('No meals logged today yet.');
    expect(ring('Calories').getAttribute('aria-valuenow')).toBe('0');
  });

  it('logs a load failure only and shows the empty state, not an error (spec 001 §8)', async () => {
    const api = createFakeMealsApi({ energy: 300 });
    api.failNext('mealsDailyIntake');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTracker(await createFakeClient(api));
    await screen.findByText('No meals logged today yet.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[healthdeck] smart meal tracker load failed', expect.anything()));
    expect(screen.getByRole('link', { name: 'Log a meal' })).toBeTruthy();
    logged.mockRestore();
  });

  it("links 'Log a meal' to /client/log-meal and hands plain clicks to onNavigate", async () => {
    const api = createFakeMealsApi();
    const onNavigate = vi.fn();
    renderTracker(await createFakeClient(api), { onNavigate });
    const link = await screen.findByRole('link', { name: 'Log a meal' });
    expect(link.getAttribute('href')).toBe('/client/log-meal');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/client/log-meal');
  });

  it('uses another href when given', async () => {
    const api = createFakeMealsApi();
    renderTracker(await createFakeClient(api), { logMealHref: '/meals/new' });
    expect((await screen.findByRole('link', { name: 'Log a meal' })).getAttribute('href')).toBe('/meals/new');
  });

  it('asks a signed-out visitor to sign in and calls nothing', async () => {
    const api = createFakeMealsApi();
    renderTracker(await createFakeClient(api, { signedIn: false }));
    expect(screen.getByText('Sign in to track your meals.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('speaks the page language (lazy translation)', async () => {
    const api = createFakeMealsApi({ energy: 100 });
    renderTracker(await createFakeClient(api), {}, 'es');
    const region = await screen.findByRole('region', { name: 'Registro inteligente de comidas' });
    await within(region).findByRole('progressbar', { name: 'Calorías' });
    expect(within(region).getByRole('link', { name: 'Registrar una comida' })).toBeTruthy();
  });
});

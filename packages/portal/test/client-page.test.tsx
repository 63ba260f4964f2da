import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteName } from '@healthdeck/contract';
import { resetFeatureFlags, setFeatureFlags, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, tokensFixture, type FakeHandler } from '@healthdeck/sdk/testing';
import { pageAnswer } from './page-fixture.js';
import { renderApp, testClient } from './render-app.js';

// Every client page, home included, is the server's page configuration (spec 001 §2 Page layouts),
// its widgets placed through the widget registry by name or type.

const intake: FakeHandler = () => ({
  status: 200,
  body: {
    intake: { energy: { quantity: 500, unit: 'kcal' }, carbs: { quantity: 60, unit: 'g' }, protein: { quantity: 20, unit: 'g' }, fat: { quantity: 10, unit: 'g' } },
    date: '2026-11-21',
  },
});

async function signedIn(handlers: Partial<Record<RouteName, FakeHandler>>, verified = true) {
  const setup = testClient({
    account: () => ({ status: 200, body: { ...accountFixture({ roles: ['member'] }), user: { ...accountFixture({ roles: ['member'] }).user, verified } } }),
    mealsDailyIntake: intake,
    ...handlers,
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

afterEach(() => {
  vi.restoreAllMocks();
  resetFeatureFlags();
});

describe('client pages from the server', () => {
  it("renders /client/home from the server's layout: title, lite widgets beside it, and only the widgets the layout names", async () => {
    const { client, api } = await signedIn(
      { clientPage: () => ({ status: 200, body: pageAnswer('Your day', { lite_widgets: ['Verify Email'], regular_widgets: ['Smart Meal Tracker'] }) }) },
      false,
    );
    renderApp('/client/home', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your day' })).toBeTruthy();
    const meals = await screen.findByRole('region', { name: 'Smart Meal Tracker' });
    expect(meals.closest('.hd-widget-grid')).not.toBeNull();
    const verify = await screen.findByRole('region', { name: 'Verify your email' });
    expect(verify.closest('.hd-page__header')).not.toBeNull();
    // Nothing the layout does not name: no sleep tracker, no daily tasks, no journal panel.
    expect(screen.queryByRole('region', { name: 'Sleep Tracker' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Daily Tasks' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Daily Journal' })).toBeNull();
    expect(api.called('clientPage')[0].query.get('slug')).toBe('home');
  });

  it('keeps the widgets out of sight under the loading line until their first data is there, then shows them all at once', async () => {
    let answer: (() => void) | undefined;
    const { client } = await signedIn({
      clientPage: () => ({ status: 200, body: pageAnswer('Your day', { regular_widgets: ['Smart Meal Tracker'] }) }),
      mealsDailyIntake: (call) => new Promise((resolve) => (answer = () => resolve(intake(call)))),
    });
    const { container } = renderApp('/client/home', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your day' })).toBeTruthy();
    const body = () => container.querySelector('.hd-page__body');
    // The widget's code is there and it is asking for its data: laid out, but the page is busy.
    await waitFor(() => expect(answer).toBeDefined());
    expect(body()?.getAttribute('data-settling')).toBe('true');
    expect(body()?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.hd-page__settling')?.textContent).toBe('Loading your page…');
    answer?.();
    await waitFor(() => expect(body()?.hasAttribute('data-settling')).toBe(false));
    expect(body()?.hasAttribute('aria-busy')).toBe(false);
    expect(await screen.findByRole('region', { name: 'Smart Meal Tracker' })).toBeTruthy();
  });

  it('keeps the page up when a feature flag later shows one more widget: it loads in its own place', async () => {
    const { client } = await signedIn({
      clientPage: () => ({ status: 200, body: pageAnswer('Your day', { regular_widgets: ['Smart Meal Tracker', 'Schedule'] }) }),
    });
    const { container } = renderApp('/client/home', client);
    const meals = await screen.findByRole('region', { name: 'Smart Meal Tracker' });
    await waitFor(() => expect(container.querySelector('.hd-page__body')?.hasAttribute('data-settling')).toBe(false));
    setFeatureFlags({ calendly: true });
    await waitFor(() => expect(container.querySelector('[data-widget-name="Schedule"] section')).not.toBeNull());
    expect(container.querySelector('.hd-page__body')?.hasAttribute('data-settling')).toBe(false);
    expect(screen.getByRole('region', { name: 'Smart Meal Tracker' })).toBe(meals);
  });

  it('asks for /client/{parentSlug}/{slug} by both slugs', async () => {
    const { client, api } = await signedIn({
      clientPage: (call) => ({ status: 200, body: pageAnswer('Sleep well', { regular_widgets: ['Smart Meal Tracker'] }, call.query.get('slug') ?? '') }),
    });
    renderApp('/client/wellbeing/sleep-well', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep well' })).toBeTruthy();
    const call = api.called('clientPage')[0];
    expect([call.query.get('parent_slug'), call.query.get('slug')]).toEqual(['wellbeing', 'sleep-well']);
  });

  it('leaves out a widget no registry entry renders, logs it once, and keeps the rest of the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = await signedIn({ clientPage: () => ({ status: 200, body: pageAnswer('Home', { regular_widgets: ['Smart Meal Tracker', { name: 'Mystery', type: 'custom' }] }) }) });
    renderApp('/client/home', client);
    await screen.findByRole('region', { name: 'Smart Meal Tracker' });
    await waitFor(() => expect(errors.mock.calls.some((args) => String(args[0]).includes("no widget is registered for 'Mystery'"))).toBe(true));
  });

  it('shows the Daily Journal panel only while the side panel and daily-journal flags are on', async () => {
    const page = () => ({ status: 200, body: pageAnswer('Home', { daily_journal: ['Daily Journal'], regular_widgets: ['Smart Meal Tracker'] }) });
    const off = await signedIn({ clientPage: page, featureFlags: () => ({ status: 200, body: { flags: { daily_journal: false } } }) });
    const view = renderApp('/client/home', off.client);
    await screen.findByRole('region', { name: 'Smart Meal Tracker' });
    await waitFor(() => expect(off.api.called('featureFlags')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Daily Journal' })).toBeNull();
    view.unmount();
  });

  it('says a page is not found (not an error) when the server answers 404, with a way home', async () => {
    const { client } = await signedIn({ clientPage: () => ({ status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'Page not found' } }) });
    renderApp('/client/no-such-page', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/client/home');
  });

  it('offers Try again when the page could not be loaded', async () => {
    let calls = 0;
    const { client } = await signedIn({
      clientPage: () =>
        ++calls <= 3
          ? { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'boom' } }
          : { status: 200, body: pageAnswer('Home', { regular_widgets: ['Smart Meal Tracker'] }) },
    });
    renderApp('/client/home', client);
    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }, { timeout: 10_000 });
    within(heading.parentElement as HTMLElement).getByRole('alert');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });
});

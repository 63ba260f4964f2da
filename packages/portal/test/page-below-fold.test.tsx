import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { pageAnswer } from './page-fixture.js';
import { renderApp, testClient } from './render-app.js';

/**
 * A screen one widget tall: the first widget measured is on it, every later one below it, and
 * nothing ever scrolls — what a full-page capture or a print of the page meets.
 */
class OneWidgetScreen {
  static measured = 0;
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const onScreen = OneWidgetScreen.measured++ === 0;
    const entry = { target, isIntersecting: onScreen, boundingClientRect: { top: onScreen ? 0 : 4000, bottom: onScreen ? 300 : 4300 } } as unknown as IntersectionObserverEntry;
    queueMicrotask(() => this.report([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
}

describe("a page's widgets below the fold", () => {
  beforeAll(() => {
    globalThis.IntersectionObserver = OneWidgetScreen as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  });

  it('fill once the first screen shows, without being scrolled to', async () => {
    const member = accountFixture({ roles: ['member'] });
    const { client } = testClient({
      account: () => ({ status: 200, body: { ...member, user: { ...member.user, verified: false } } }),
      mealsDailyIntake: () => ({
        status: 200,
        body: {
          intake: { energy: { quantity: 500, unit: 'kcal' }, carbs: { quantity: 60, unit: 'g' }, protein: { quantity: 20, unit: 'g' }, fat: { quantity: 10, unit: 'g' } },
          date: '2026-11-21',
        },
      }),
      clientPage: () => ({ status: 200, body: pageAnswer('Your day', { regular_widgets: ['Smart Meal Tracker'], low_widgets: ['Verify Email'] }) }),
    });
    await signInWithTokens(client, tokensFixture());
    const { container } = renderApp('/client/home', client);
    expect(await screen.findByRole('region', { name: 'Smart Meal Tracker' })).toBeTruthy();
    expect(OneWidgetScreen.measured).toBe(2);
    // The second widget was measured away from the screen and is never scrolled to: it loads anyway.
    expect(await screen.findByRole('region', { name: 'Verify your email' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.hd-placed-widget__later')).toBeNull());
  });
});

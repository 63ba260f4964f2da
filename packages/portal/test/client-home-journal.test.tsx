// spec 001 §2 / §4: the member's home carries the Daily Journal panel with hydration, mood and symptoms.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFeatureFlags, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';

describe('client home: Daily Journal panel', () => {
  afterEach(() => resetFeatureFlags());

  it('shows today’s mood and symptoms, and logs both through the contract routes', async () => {
    const { client, api } = testClient({
      account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
      hydrationLast: () => ({ status: 200, body: { hydration: { total_ounces: 0, date: '2026-11-21' } } }),
      sleepLast: () => ({ status: 200, body: { data: { sleep: { total_levels: 8, date: '2026-11-21' } } } }),
      moodLoad: () => ({ status: 200, body: { mood: { mood: null, date: '2026-11-21' } } }),
      moodLog: (call) => ({ status: 200, body: { mood: { mood: (call.body as { mood: string }).mood, date: '2026-11-21' } } }),
      symptomsList: () => ({
        status: 200,
        body: [
          { id: 1, name: 'Headache', status: null },
          { id: 2, name: 'None of these', status: null },
        ],
      }),
      symptomUpdate: (call) => ({ status: 200, body: { symptom_id: (call.body as { symptom_id: number }).symptom_id, status: 'Logged' } }),
    });
    await signInWithTokens(client, tokensFixture());
    const user = userEvent.setup();
    renderApp('/client/home', client);

    // spec 001 §2: hydration, mood and symptoms sit in the Daily Journal panel, not the widget grid.
    const journal = await screen.findByRole('region', { name: 'Daily Journal' });
    expect(journal.closest('.hd-journal-layout__panel')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Hydration Tracker' })).toHaveLength(1);
    expect(within(journal).getByRole('region', { name: 'Hydration Tracker' })).toBeTruthy();
    expect(document.querySelector('.hd-widget-grid')?.contains(journal)).toBe(false);
    const mood = await within(journal).findByRole('region', { name: 'Mood Tracker' });
    await user.click(await within(mood).findByRole('button', { name: 'Happy' }));
    await waitFor(() => expect((within(mood).getByRole('button', { name: 'Happy' }) as HTMLButtonElement).disabled).toBe(true));
    expect(api.called('moodLog').map((c) => c.body)).toEqual([{ mood: 'happy' }]);

    const symptoms = within(journal).getByRole('region', { name: 'Symptoms' });
    await user.click(await within(symptoms).findByRole('button', { name: 'Headache' }));
    await waitFor(() =>
      expect(
        within(symptoms)
          .getByRole('button', { name: /Headache/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(api.called('symptomUpdate').map((c) => c.body)).toEqual([{ symptom_id: 1 }]);
  });

  // spec 001 §2: the panel appears only when the side panel and the daily-journal flag are both on.
  it.each([
    [{ daily_journal: false }, false],
    [{ side_panel: false, daily_journal: true }, false],
    [{ side_panel: true, daily_journal: true }, true],
  ])('with flags %j the journal panel shows: %s', async (flags, shown) => {
    const { client, api } = testClient({
      account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
      featureFlags: () => ({ status: 200, body: { flags } }),
    });
    await signInWithTokens(client, tokensFixture());
    renderApp('/client/home', client);
    await waitFor(() => expect(api.called('featureFlags')).toHaveLength(1));
    await waitFor(() => expect(Boolean(screen.queryByRole('region', { name: 'Daily Journal' }))).toBe(shown));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
